import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { useClass } from '@/features/classes/api/get-class';
import { teachersLine } from '@/features/classes/components/class-card';
import { ClassStream } from '@/features/stream/components/class-stream';
import { paths } from '@/shared/config/paths';
import '@/shared/i18n/stream-texts';
import { QueryView } from '@/shared/ui/states';

/** One of the student's classes: its name and teachers, and its stream (announcements and their comments). */
export default function StudentClassPage() {
  const { t } = useTranslation();
  const { classId = '' } = useParams();
  const schoolClass = useClass(classId);
  return (
    <Stack>
      <Anchor component={Link} to={paths.student.classes.getHref()} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          {t('stream.backToClasses')}
        </Group>
      </Anchor>
      <QueryView query={schoolClass} errorMessage={t('stream.classLoadFailed')}>
        {(found: SchoolClass) => (
          <Stack>
            <Card withBorder radius="md" padding="md">
              <Group gap="xs">
                <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }} data-testid="class-title">
                  {found.name}
                </Title>
                {found.archived && (
                  <Badge color="gray" variant="light">
                    {t('classes.archivedBadge')}
                  </Badge>
                )}
              </Group>
              {found.subject && <Text c="dimmed">{found.subject}</Text>}
              <Text size="sm" c="dimmed">
                {teachersLine(found, t)}
              </Text>
            </Card>
            <Title order={3} size="h4">
              {t('stream.tab')}
            </Title>
            <ClassStream classId={found._id} canManage={false} readOnly={found.archived} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
