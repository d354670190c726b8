import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconBook, IconEdit, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { paths } from '@/shared/config/paths';
import { ArchiveToggle } from './archive-toggle';
import { JoinCode } from './join-code';

/** The figures every class card shows: students and tasks. */
export function ClassFigures({ schoolClass }: { schoolClass: SchoolClass }) {
  const { t } = useTranslation();
  return (
    <Group gap="md">
      <Group gap={4} wrap="nowrap">
        <IconUsers size={16} aria-hidden />
        <Text size="sm">{t('classes.studentCount', { count: schoolClass.studentCount })}</Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <IconBook size={16} aria-hidden />
        <Text size="sm">{t('classes.taskCount', { count: schoolClass.taskCount })}</Text>
      </Group>
    </Group>
  );
}

/** "Teacher: …" or "Teachers: …, …" — who teaches the class. */
export function teachersLine(schoolClass: SchoolClass, t: (key: string, options: { names: string }) => string) {
  const names = schoolClass.teachers.map((teacher) => teacher.fullName).join(', ');
  return t(schoolClass.teachers.length > 1 ? 'classes.teachersMany' : 'classes.teachers', { names });
}

/** A class on the teacher's classes page: name, subject, figures, teachers, join code and its actions. */
export function ClassCard({ schoolClass, onEdit }: { schoolClass: SchoolClass; onEdit: () => void }) {
  const { t } = useTranslation();
  const href = paths.teacher.class.getHref(schoolClass._id);
  return (
    <Card withBorder radius="md" padding="md" data-testid="class-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={href} fw={700} size="lg" c="inherit" lineClamp={2}>
              {schoolClass.name}
            </Anchor>
            {schoolClass.subject && (
              <Text size="sm" c="dimmed" truncate>
                {schoolClass.subject}
              </Text>
            )}
          </div>
          {schoolClass.archived && (
            <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
              {t('classes.archivedBadge')}
            </Badge>
          )}
        </Group>
        <ClassFigures schoolClass={schoolClass} />
        <Text size="xs" c="dimmed" lineClamp={2}>
          {teachersLine(schoolClass, t)}
        </Text>
        {!schoolClass.archived && <JoinCode schoolClass={schoolClass} />}
        <Group justify="space-between" mt="auto" gap="xs">
          <Button
            component={Link}
            to={href}
            variant="light"
            size="xs"
            aria-label={`${t('classes.open')}: ${schoolClass.name}`}
          >
            {t('classes.open')}
          </Button>
          <Group gap={4} wrap="nowrap">
            {!schoolClass.archived && (
              <Tooltip label={t('common.edit')} withArrow>
                <ActionIcon variant="subtle" aria-label={`${t('common.edit')}: ${schoolClass.name}`} onClick={onEdit}>
                  <IconEdit size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            <ArchiveToggle schoolClass={schoolClass} variant="icon" />
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
