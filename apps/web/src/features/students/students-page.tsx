import { Avatar, Button, Group, Pagination, Progress, ScrollArea, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sinfxona/domain/rules/format';
import { downloadGradebook } from '@/shared/api/gradebook';
import { useUsers } from '@/shared/api/users';
import { ScoreBadge } from '@/shared/ui/badges';
import { QueryView } from '@/shared/ui/states';
import { StudentProgressModal } from './student-progress-modal';

export default function StudentsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState<string>('student');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const users = useUsers({ role, search: debounced, page });
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
        <TextInput label={t('common.search')} placeholder={t('students.searchPlaceholder')} leftSection={<IconSearch size={16} />} value={search} onChange={(event) => { setSearch(event.currentTarget.value); setPage(1); }} w={{ base: '100%', sm: 300 }} />
        <Select label={t('auth.role')} data={[{ value: 'student', label: t('common.student') }, { value: 'teacher', label: t('common.teacher') }]} value={role} onChange={(value) => { setRole(value ?? 'student'); setPage(1); }} allowDeselect={false} w={160} />
        <Button variant="default" leftSection={<IconX size={16} />} onClick={clear}>{t('common.clear')}</Button>
        <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => void downloadGradebook()} ml="auto">{t('gradebook.export')}</Button>
      </Group>
      <QueryView query={users} errorMessage={t('students.loadFailed')} empty={rows.length === 0} emptyMessage={t('students.empty')}>
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
                  <Table.Tr key={user._id} onClick={() => user.role === 'student' && setOpenId(user._id)} style={{ cursor: user.role === 'student' ? 'pointer' : undefined }}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar size={30} radius="xl" color="indigo">{user.fullName.charAt(0).toUpperCase()}</Avatar>
                        {user.role === 'student' ? (
                          <Button variant="subtle" size="compact-sm" px={0} onClick={() => setOpenId(user._id)}>{user.fullName}</Button>
                        ) : (
                          <Text size="sm">{user.fullName}</Text>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td><Text size="sm">{user.email}</Text></Table.Td>
                    <Table.Td><Text size="sm">{formatDate(user.createdAt)}</Text></Table.Td>
                    <Table.Td><Text size="sm">{user.totalSubmissions}</Text></Table.Td>
                    <Table.Td>{user.totalSubmissions > 0 ? <ScoreBadge score={user.averageScore} size="sm" /> : <Text size="sm" c="dimmed">—</Text>}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap"><Progress value={user.completionRate} w={70} aria-hidden /><Text size="sm">{user.completionRate}%</Text></Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">{t('students.total', { count: pagination?.total ?? 0 })}</Text>
            {pagination && pagination.pages > 1 && <Pagination value={page} onChange={setPage} total={pagination.pages} />}
          </Group>
      </QueryView>
      <StudentProgressModal studentId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
