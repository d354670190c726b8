import type { Catalogue } from './catalogue';
import type { notificationsUz } from './notifications-uz';

/** Russian texts of the notification bell and its list (keys mirror notifications-uz.ts). */
export const notificationsRu: Catalogue<typeof notificationsUz> = {
  bell: 'Уведомления',
  bellUnread: 'Уведомления, непрочитанных: {{count}}',
  title: 'Уведомления',
  markAllRead: 'Прочитать все',
  markReadOf: 'Отметить прочитанным: {{title}}',
  unread: 'Не прочитано',
  empty: 'Пока уведомлений нет',
  loadFailed: 'Не удалось загрузить уведомления',
};
