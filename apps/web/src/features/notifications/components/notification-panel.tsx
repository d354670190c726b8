import { ActionIcon, Button, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppNotification } from '@sinfxona/domain/schemas/notifications';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import { useMarkNotificationsRead, useNotifications } from '@/features/notifications/api/notifications';
import { useAuth } from '@/shared/auth/auth-store';
import { paths } from '@/shared/config/paths';
import classes from './notification-bell.module.css';

const areaOf = (role: string | undefined) => (role === 'teacher' ? 'teacher' : role === 'admin' ? 'admin' : 'student');

/**
 * The newest notifications, in a drawer beside the bell (./notification-bell.tsx): open one (it is
 * marked read and its screen opens), mark one or all read. Its own chunk, loaded when the bell is
 * first pressed: a drawer brings Mantine's modal and scroll area, which the app's start can do without.
 */
export default function NotificationPanel({
  opened,
  onClose,
  compact,
}: {
  opened: boolean;
  onClose: () => void;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = useAuth((state) => state.user?.role);
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.notifications ?? [];

  const open = (item: AppNotification) => {
    if (item.readAt === null) markRead.mutate({ ids: [item._id] });
    onClose();
    void navigate(item.url);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={compact ? 'bottom' : 'right'}
      size={compact ? '80%' : 400}
      padding={0}
      title={<Text fw={600}>{t('notifications.title')}</Text>}
      styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}
    >
      <Group justify="space-between" px="md" py="xs" className={classes.header} wrap="nowrap">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconSettings size={16} aria-hidden />}
          onClick={() => {
            onClose();
            void navigate(`${paths[areaOf(role)].profile.path}#notifications`);
          }}
        >
          {t('notifications.settingsLink')}
        </Button>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={unread === 0}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      {notifications.isError && !notifications.data ? (
        <Text c="red" size="sm" p="md">
          {t('notifications.loadFailed')}
        </Text>
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm" p="md">
          {notifications.isPending ? t('common.loading') : t('notifications.empty')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" className={classes.list}>
          {items.map((item) => (
            <li key={item._id} className={classes.item} data-unread={item.readAt === null || undefined}>
              <UnstyledButton className={classes.open} onClick={() => open(item)} data-testid="notification-item">
                <Text size="sm" fw={item.readAt === null ? 600 : 400} lineClamp={2}>
                  {item.readAt === null && <span className={classes.srOnly}>{t('notifications.unread')}: </span>}
                  {item.title}
                </Text>
                <Text size="sm" c="dimmed" lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
                  {item.body}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(item.createdAt)}
                </Text>
              </UnstyledButton>
              {item.readAt === null && (
                <ActionIcon
                  variant="subtle"
                  size="md"
                  className={classes.markRead}
                  onClick={() => markRead.mutate({ ids: [item._id] })}
                  aria-label={t('notifications.markReadOf', { title: item.title })}
                >
                  <IconCheck size={16} />
                </ActionIcon>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
