import { Avatar, Button, Group, Pagination, ScrollArea, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sinfxona/domain/rules/format';
import { useClasses } from '@/shared/classes/get-classes';
import { QueryView } from '@/shared/ui/states';
import { useUsers } from '@/features/students/api/get-users';
import { GradebookButton, GradebookMenu } from './gradebook-button';
import { AverageScoreCell, CompletionCell } from '@/shared/ui/student-figures';

/**
 * Search, role filter and Clear, the gradebook export, and the paged users table (SPEC §2): the
 * people of one class, or of all the teacher's classes.
 */
export function StudentsDirectory({
  classId,
  onOpenStudent,
}: {
  classId?: string;
  onOpenStudent: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState<string>('student');
  const [page, setPage] = useState(1);
  const users = useUsers({ role, search: debounced, page, classId });
  const classes = useClasses();
  const rows = users.data?.users ?? [];
  const pagination = users.data?.pagination;
  const clear = () => {
    setSearch('');
    setRole('student');
    setPage(1);
  };

  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('common.search')}
          placeholder={t('students.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 300 }}
        />
        <Select
          label={t('auth.role')}
          data={[
            { value: 'student', label: t('common.student') },
            { value: 'teacher', label: t('common.teacher') },
          ]}
          value={role}
          onChange={(value) => {
            setRole(value ?? 'student');
            setPage(1);
          }}
          allowDeselect={false}
          w={160}
        />
        <Button variant="default" leftSection={<IconX size={16} />} onClick={clear}>
          {t('common.clear')}
        </Button>
        {classId ? (
          <GradebookButton classId={classId} ml="auto" />
        ) : (
          <GradebookMenu classes={classes.data ?? []} ml="auto" />
        )}
      </Group>
      <QueryView
        query={users}
        errorMessage={t('students.loadFailed')}
        empty={rows.length === 0}
        emptyMessage={debounced || role !== 'student' ? t('students.empty') : t('students.noneInClasses')}
      >
        <ScrollArea>
          <Table highlightOnHover miw={760} data-testid="students-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('students.name')}</Table.Th>
                <Table.Th>{t('auth.email')}</Table.Th>
                <Table.Th>{t('students.joined')}</Table.Th>
                <Table.Th>{t('students.submissions')}</Table.Th>
                <Table.Th>{t('students.average')}</Table.Th>
                <Table.Th>{t('students.completion')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((user) => (
                <Table.Tr
                  key={user._id}
                  onClick={() => user.role === 'student' && onOpenStudent(user._id)}
                  style={{ cursor: user.role === 'student' ? 'pointer' : undefined }}
                >
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar size={30} radius="xl" color="indigo">
                        {user.fullName.charAt(0).toUpperCase()}
                      </Avatar>
                      {user.role === 'student' ? (
                        <Button variant="subtle" size="compact-sm" px={0} onClick={() => onOpenStudent(user._id)}>
                          {user.fullName}
                        </Button>
                      ) : (
                        <Text size="sm">{user.fullName}</Text>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{user.email}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDate(user.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{user.totalSubmissions}</Text>
                  </Table.Td>
                  <AverageScoreCell
                    score={user.averageScore}
                    mark={user.averageMark}
                    submissions={user.totalSubmissions}
                  />
                  <CompletionCell rate={user.completionRate} />
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
            <Pagination value={page} onChange={setPage} total={pagination.pages} />
          )}
        </Group>
      </QueryView>
    </Stack>
  );
}
