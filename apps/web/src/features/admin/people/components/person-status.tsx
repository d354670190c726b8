import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@sinfxona/domain/schemas/auth';

/** Whether an account is active, and whether a one-time password is still in use. */
export function PersonStatus({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="dot" color={user.active ? 'teal' : 'red'}>
        {user.active ? t('admin.people.active') : t('admin.people.inactive')}
      </Badge>
      {user.mustChangePassword && (
        <Badge variant="light" color="orange">
          {t('admin.people.oneTime')}
        </Badge>
      )}
    </Group>
  );
}

/** How the account signs in: its username, else its e-mail. */
export const loginOf = (user: User) => user.username ?? user.email ?? '—';
