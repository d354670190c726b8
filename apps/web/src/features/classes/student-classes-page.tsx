import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconMessages } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { useChooseClass } from '@/shared/classes/class-scope';
import { useClasses } from '@/shared/classes/get-classes';
import { paths } from '@/shared/config/paths';
import '@/shared/i18n/stream-texts';
import { QueryView } from '@/shared/ui/states';
import { ClassFigures, teachersLine } from '@/features/classes/components/class-card';
import { ClassInvitations } from '@/features/classes/components/class-invitations';
import { JoinClassCard } from '@/features/classes/components/join-class-card';
import { LeaveClassButton } from '@/features/classes/components/leave-class-button';

/** The student's classes with their teachers, and below them joining one more with a code (the page's one call while they have none). */
export default function StudentClassesPage() {
  const { t } = useTranslation();
  const classes = useClasses();
  return (
    <QueryView query={classes} errorMessage={t('classes.loadFailed')}>
      {(list) => (
        <Stack>
          <ClassInvitations />
          {list.length > 0 && (
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }}>
              {list.map((schoolClass) => (
                <StudentClassCard key={schoolClass._id} schoolClass={schoolClass} />
              ))}
            </SimpleGrid>
          )}
          <JoinClassCard first={list.length === 0} />
        </Stack>
      )}
    </QueryView>
  );
}

/** A class the student is in: name, subject, teachers, figures, and a way to its tasks and its stream. */
function StudentClassCard({ schoolClass }: { schoolClass: SchoolClass }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choose = useChooseClass();
  const openTasks = () => {
    choose(schoolClass._id);
    void navigate(paths.student.tasks.getHref());
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid="class-card">
      <Stack gap="xs" h="100%">
        <div>
          <Title order={2} size="h4" lineClamp={2}>
            {schoolClass.name}
          </Title>
          {schoolClass.subject && (
            <Text size="sm" c="dimmed">
              {schoolClass.subject}
            </Text>
          )}
        </div>
        <Text size="sm">{teachersLine(schoolClass, t)}</Text>
        <ClassFigures schoolClass={schoolClass} />
        <Group mt="auto" justify="space-between" gap="xs">
          <Button
            variant="light"
            size="xs"
            rightSection={<IconArrowRight size={14} />}
            onClick={openTasks}
            aria-label={t('classes.seeTasksOf', { name: schoolClass.name })}
          >
            {t('classes.seeTasks')}
          </Button>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconMessages size={14} />}
            onClick={() => void navigate(paths.student.class.getHref(schoolClass._id))}
            aria-label={t('stream.openStreamOf', { name: schoolClass.name })}
          >
            {t('stream.openStream')}
          </Button>
          <LeaveClassButton schoolClass={schoolClass} />
        </Group>
      </Stack>
    </Card>
  );
}
