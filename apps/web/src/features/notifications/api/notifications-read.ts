import type { Read } from '@/shared/api/read';

/** The newest notifications the bell lists. */
export const BELL_PAGE_SIZE = 20;

/** The bell's read: asked early by the app's entry with the first screen's (app/first-screen.ts), and by the bell. */
export const notificationsRead: Read = { url: '/api/notifications', params: { limit: BELL_PAGE_SIZE } };
