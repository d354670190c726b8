import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AppNotification, NotificationReadInput } from '@sinfxona/domain/schemas/notifications';
import { api } from '@/shared/api/client';
import { notificationKeys } from '@/shared/api/query-keys';
import { readQuery } from '@/shared/api/read-query';
import { notificationsRead } from '@/features/notifications/api/notifications-read';

/** Asked again no more often than this, and only while the page is visible (TanStack pauses hidden tabs). */
export const NOTIFICATION_POLL_MS = 30_000;

export interface NotificationPage {
  notifications: AppNotification[];
  unreadCount: number;
}

/** The caller's newest notifications and unread count, polled while the page is visible. */
export function useNotifications() {
  const { i18n } = useTranslation();
  return useQuery({
    ...readQuery<NotificationPage>(notificationKeys.list(i18n.language), notificationsRead),
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: NOTIFICATION_POLL_MS,
  });
}

export async function markNotificationsRead(input: NotificationReadInput): Promise<number> {
  return (await api.post<{ data: { unreadCount: number } }>('/api/notifications/read', input)).data.data.unreadCount;
}

/** Marks some or all read; the list shows it at once and is read again. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: (input) => {
      const now = new Date().toISOString();
      client.setQueriesData<NotificationPage>({ queryKey: notificationKeys.all }, (page) => {
        if (!page) return page;
        const marked = (n: AppNotification) => n.readAt === null && ('all' in input || input.ids.includes(n._id));
        const notifications = page.notifications.map((n) => (marked(n) ? { ...n, readAt: now } : n));
        const newlyRead = page.notifications.filter(marked).length;
        return { notifications, unreadCount: 'all' in input ? 0 : Math.max(0, page.unreadCount - newlyRead) };
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
