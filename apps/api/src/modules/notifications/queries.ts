/** What other modules use of notifications: recording an event in their own transaction. */
export { classStudentIds, classTeacherIds, notificationUrls, notify, type NotificationEvent } from './events';
export { excerpt } from './excerpt';
