import type { Catalogue } from './catalogue';
import type { notificationsUz } from './notifications-uz';

/** English texts of the notification bell and its list (keys mirror notifications-uz.ts). */
export const notificationsEn: Catalogue<typeof notificationsUz> = {
  bell: 'Notifications',
  bellUnread: 'Notifications, {{count}} unread',
  title: 'Notifications',
  markAllRead: 'Mark all read',
  markReadOf: 'Mark read: {{title}}',
  unread: 'Unread',
  empty: 'No notifications yet',
  loadFailed: 'Could not load notifications',
};
