import {
  ActionIcon,
  Anchor,
  Avatar,
  Group,
  Pagination,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserMinus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import type { StudentRow } from '@sinfxona/domain/schemas/users';
import { errorMessage } from '@/shared/api/client';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { QueryView } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useInviteStudent } from '@/features/classes/api/add-student';
import { useRoster } from '@/features/classes/api/get-roster';
import { useRemoveStudent } from '@/features/classes/api/remove-student';
import { AddByEmailForm } from './add-by-email-form';
import { AverageScoreCell, CompletionCell } from '@/shared/ui/student-figures';

/**
 * A class's students with this class's figures: add one by e-mail, remove one after a confirm
 * (their work stays and returns if they are added back), open one's progress. `addActions` are
 * other ways to add students (the page composes them: a roster import), beside the e-mail form.
 */
export function ClassRoster({
  schoolClass,
  onOpenStudent,
  addActions,
}: {
  schoolClass: SchoolClass;
  onOpenStudent: (studentId: string) => void;
  addActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const roster = useRoster(schoolClass._id, { search: debounced, page });
  const invite = useInviteStudent();
  const remove = useRemoveStudent();
  const [removing, setRemoving] = useState<StudentRow | null>(null);
  const rows = roster.data?.users ?? [];
  const pagination = roster.data?.pagination;

  const inviteStudent = async (email: string) => {
    const { enrolled, name } = await invite.mutateAsync({ classId: schoolClass._id, email });
    toast(t(enrolled ? 'classes.studentEnrolled' : 'classes.studentInvited', { name }), { type: 'success' });
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({ classId: schoolClass._id, userId: removing._id });
      toast(t('classes.studentRemoved', { name: removing.fullName }), { type: 'success' });
      setRemoving(null);
    } catch (error) {
      toast(errorMessage(error, t('classes.removeStudentFailed')), { type: 'error' });
    }
  };

  return (
    <Stack>
      {!schoolClass.archived && (
        <Group justify="space-between" align="flex-start" gap="sm">
          <AddByEmailForm
            label={t('classes.studentEmail')}
            submitLabel={t('classes.inviteStudent')}
            failureMessage={t('classes.addStudentFailed')}
            onAdd={inviteStudent}
          />
          {addActions}
        </Group>
      )}
      <TextInput
        aria-label={t('classes.rosterSearch')}
        placeholder={t('classes.rosterSearch')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        w={{ base: '100%', sm: 300 }}
      />
      <QueryView
        query={roster}
        errorMessage={t('classes.rosterFailed')}
        empty={rows.length === 0}
        emptyMessage={debounced ? t('classes.rosterNoMatch') : t('classes.rosterEmpty')}
      >
        <ScrollArea>
          <Table highlightOnHover data-testid="roster-table" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('students.name')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('students.submissions')}</Table.Th>
                <Table.Th>{t('students.average')}</Table.Th>
                <Table.Th>{t('students.completion')}</Table.Th>
                <Table.Th w={44}>
                  <VisuallyHidden>{t('classes.remove')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((student) => (
                <Table.Tr key={student._id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar size={30} radius="xl" color="indigo" visibleFrom="xs" aria-hidden>
                        {student.fullName.charAt(0).toUpperCase()}
                      </Avatar>
                      <div style={{ minWidth: 0 }}>
                        <Anchor
                          component="button"
                          type="button"
                          fw={600}
                          size="sm"
                          ta="left"
                          onClick={() => onOpenStudent(student._id)}
                        >
                          {student.fullName}
                        </Anchor>
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {student.email}
                        </Text>
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">{student.totalSubmissions}</Text>
                  </Table.Td>
                  <AverageScoreCell
                    score={student.averageScore}
                    mark={student.averageMark}
                    submissions={student.totalSubmissions}
                  />
                  <CompletionCell rate={student.completionRate} compact />
                  <Table.Td>
                    <Tooltip label={t('classes.remove')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('classes.removeStudent', { name: student.fullName })}
                        onClick={() => setRemoving(student)}
                      >
                        <IconUserMinus size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('students.total', { count: pagination?.total ?? 0 })}
          </Text>
          {pagination && pagination.pages > 1 && (
            <Pagination value={page} onChange={setPage} total={pagination.pages} size="sm" />
          )}
        </Group>
      </QueryView>
      <ConfirmModal
        opened={removing !== null}
        title={t('classes.removeStudentTitle')}
        confirmLabel={t('classes.remove')}
        loading={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      >
        {t('classes.removeStudentConfirm', { name: removing?.fullName })}
      </ConfirmModal>
    </Stack>
  );
}
