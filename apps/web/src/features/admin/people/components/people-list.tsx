import { Avatar, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/features/admin/components/scroll-table';
import { formatDate } from '@sinfxona/domain/rules/format';
import type { User } from '@sinfxona/domain/schemas/auth';
import { useAuth } from '@/shared/auth/auth-store';
import { RoleBadge } from '@/features/admin/components/role-badge';
import { usePhone } from '@/features/admin/components/use-phone';
import { PersonMenu, type PersonAction } from '@/features/admin/people/components/person-menu';
import { loginOf, PersonStatus } from '@/features/admin/people/components/person-status';

type OnAction = (action: PersonAction, user: User) => void;

function NameCell({ user, isMe }: { user: User; isMe: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar size={32} radius="xl" color={user.active ? 'indigo' : 'gray'} aria-hidden>
        {user.fullName.charAt(0).toUpperCase()}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {user.fullName}
          {isMe && (
            <Text span c="dimmed" fw={400}>
              {' '}
              ({t('admin.people.you')})
            </Text>
          )}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {loginOf(user)}
        </Text>
      </div>
    </Group>
  );
}

/** The school's accounts: a table on a desktop, a card each on a phone; each with its actions' menu. */
export function PeopleList({ users, onAction }: { users: User[]; onAction: OnAction }) {
  const { t } = useTranslation();
  const me = useAuth((state) => state.user?._id);
  const phone = usePhone();

  if (phone)
    return (
      <Stack gap="xs" data-testid="people-list">
        {users.map((user) => (
          <Card key={user._id} withBorder radius="md" padding="sm" data-testid="person">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <NameCell user={user} isMe={user._id === me} />
              <PersonMenu user={user} isMe={user._id === me} onAction={onAction} />
            </Group>
            <Group gap={6} mt="xs">
              <RoleBadge role={user.role} />
              <PersonStatus user={user} />
            </Group>
          </Card>
        ))}
      </Stack>
    );

  return (
    <ScrollTable label={t('titles.AdminPeople')}>
      <Table highlightOnHover verticalSpacing="xs" miw={720} data-testid="people-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.people.name')}</Table.Th>
            <Table.Th>{t('admin.people.role')}</Table.Th>
            <Table.Th>{t('admin.people.status')}</Table.Th>
            <Table.Th>{t('admin.people.created')}</Table.Th>
            <Table.Th w={52}>
              <VisuallyHidden>{t('admin.people.actions', { name: '' })}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user._id} data-testid="person">
              <Table.Td maw={320}>
                <NameCell user={user} isMe={user._id === me} />
              </Table.Td>
              <Table.Td>
                <RoleBadge role={user.role} />
              </Table.Td>
              <Table.Td>
                <PersonStatus user={user} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(user.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <PersonMenu user={user} isMe={user._id === me} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
