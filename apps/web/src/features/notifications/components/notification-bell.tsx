import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '@/features/notifications/api/notifications';

const NotificationPanel = lazy(() => import('./notification-panel'));

/**
 * The bell in the top bar (docs/architecture.md §4 "Notifications"): the unread count on it, and
 * the newest notifications in a drawer (./notification-panel.tsx) once it is pressed. The bell is
 * drawn with every signed-in screen, so only the button and the count are part of the app's start
 * (scripts/check-budgets.mjs); the drawer's code comes with the first press.
 */
export function NotificationBell({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // Mounted from the first press on, so the drawer can animate shut.
  const [pressed, setPressed] = useState(false);
  const notifications = useNotifications();
  const unread = notifications.data?.unreadCount ?? 0;

  return (
    <>
      <Indicator label={unread > 99 ? '99+' : unread} disabled={unread === 0} size={18} offset={6} color="red" inline>
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={() => {
            setPressed(true);
            setOpened((value) => !value);
          }}
          aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
          aria-expanded={opened}
          aria-haspopup="dialog"
          data-testid="notification-bell"
        >
          <IconBell size={22} />
        </ActionIcon>
      </Indicator>
      {pressed && (
        <Suspense fallback={null}>
          <NotificationPanel opened={opened} onClose={() => setOpened(false)} compact={compact} />
        </Suspense>
      )}
    </>
  );
}
