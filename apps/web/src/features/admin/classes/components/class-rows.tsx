import { ActionIcon, Anchor, Badge, Card, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/features/admin/components/scroll-table';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { paths } from '@/shared/config/paths';
import { usePhone } from '@/features/admin/components/use-phone';

export type ClassAction = 'teachers' | 'archive';

function TeacherNames({ schoolClass }: { schoolClass: SchoolClass }) {
  const { t } = useTranslation();
  if (schoolClass.teachers.length === 0)
    return (
      <Badge color="orange" variant="light">
        {t('admin.classes.noTeacherBadge')}
      </Badge>
    );
  return <Text size="sm">{schoolClass.teachers.map((teacher) => teacher.fullName).join(', ')}</Text>;
}

function ClassName({ schoolClass }: { schoolClass: SchoolClass }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Anchor component={Link} to={paths.admin.class.getHref(schoolClass._id)} fw={600} size="sm">
        {schoolClass.name}
      </Anchor>
      {schoolClass.subject && (
        <Text size="xs" c="dimmed" truncate>
          {schoolClass.subject}
        </Text>
      )}
    </div>
  );
}

function Actions({
  schoolClass,
  onAction,
}: {
  schoolClass: SchoolClass;
  onAction: (action: ClassAction, c: SchoolClass) => void;
}) {
  const { t } = useTranslation();
  const teachersLabel = t('admin.classes.manageTeachers', { name: schoolClass.name });
  const archiveLabel = schoolClass.archived
    ? t('admin.classes.unarchive', { name: schoolClass.name })
    : t('admin.classes.archive', { name: schoolClass.name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={teachersLabel} withArrow>
        <ActionIcon variant="subtle" aria-label={teachersLabel} onClick={() => onAction('teachers', schoolClass)}>
          <IconUsersGroup size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={archiveLabel} withArrow>
        <ActionIcon
          variant="subtle"
          color={schoolClass.archived ? 'teal' : 'gray'}
          aria-label={archiveLabel}
          onClick={() => onAction('archive', schoolClass)}
        >
          {schoolClass.archived ? <IconArchiveOff size={18} /> : <IconArchive size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The school's classes with their teachers and counts: a table on a desktop, a card each on a phone. */
export function ClassRows({
  classes,
  onAction,
}: {
  classes: SchoolClass[];
  onAction: (action: ClassAction, schoolClass: SchoolClass) => void;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  if (phone)
    return (
      <Stack gap="xs" data-testid="admin-classes">
        {classes.map((schoolClass) => (
          <Card key={schoolClass._id} withBorder radius="md" padding="sm" data-testid="admin-class">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <ClassName schoolClass={schoolClass} />
              <Actions schoolClass={schoolClass} onAction={onAction} />
            </Group>
            <Stack gap={4} mt="xs">
              <TeacherNames schoolClass={schoolClass} />
              <Text size="xs" c="dimmed">
                {t('admin.classes.students')}: {schoolClass.studentCount} · {t('admin.classes.tasks')}:{' '}
                {schoolClass.taskCount}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  return (
    <ScrollTable label={t('titles.AdminClasses')}>
      <Table highlightOnHover verticalSpacing="xs" miw={720} data-testid="admin-classes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.classes.name')}</Table.Th>
            <Table.Th>{t('admin.classes.teachers')}</Table.Th>
            <Table.Th ta="right">{t('admin.classes.students')}</Table.Th>
            <Table.Th ta="right">{t('admin.classes.tasks')}</Table.Th>
            <Table.Th w={96}>
              <VisuallyHidden>{t('admin.classes.state')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {classes.map((schoolClass) => (
            <Table.Tr key={schoolClass._id} data-testid="admin-class">
              <Table.Td>
                <ClassName schoolClass={schoolClass} />
              </Table.Td>
              <Table.Td>
                <TeacherNames schoolClass={schoolClass} />
              </Table.Td>
              <Table.Td ta="right">{schoolClass.studentCount}</Table.Td>
              <Table.Td ta="right">{schoolClass.taskCount}</Table.Td>
              <Table.Td>
                <Actions schoolClass={schoolClass} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
