import { ActionIcon, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppNotification } from '@sinfxona/domain/schemas/notifications';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import { useMarkNotificationsRead, useNotifications } from '@/features/notifications/api/notifications';
import classes from './notification-bell.module.css';

/**
 * The bell in the top bar (docs/architecture.md §4 "Notifications"): the unread count on it, and
 * the newest notifications under it; opening one marks it read and goes to its screen.
 */
export function NotificationBell({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.notifications ?? [];

  const open = (item: AppNotification) => {
    if (item.readAt === null) markRead.mutate({ ids: [item._id] });
    setOpened(false);
    void navigate(item.url);
  };

  return (
    <Indicator label={unread > 99 ? '99+' : unread} disabled={unread === 0} size={18} offset={6} color="red" inline>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={compact ? 'calc(100vw - 16px)' : 380}
        shadow="md"
        withinPortal
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={() => setOpened((value) => !value)}
            aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
            data-testid="notification-bell"
          >
            <IconBell size={22} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-label={t('notifications.title')} role="dialog">
          <Group justify="space-between" px="md" py="xs" className={classes.header} wrap="nowrap">
            <Text fw={600}>{t('notifications.title')}</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={unread === 0}
              onClick={() => markRead.mutate({ all: true })}
            >
              {t('notifications.markAllRead')}
            </Button>
          </Group>
          <ScrollArea.Autosize mah={compact ? '70vh' : 440}>
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
                      <Text size="sm" c="dimmed" lineClamp={2}>
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
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
