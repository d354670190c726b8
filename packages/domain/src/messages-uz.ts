import { appMessagesUz } from './messages-uz-app';
import { serverMessagesUz } from './messages-uz-server';

export { appMessagesUz };

/** Every Uzbek message: the app's and the server's own (notifications, printed cards). */
export const messagesUz = { ...appMessagesUz, ...serverMessagesUz };

export type MessageKey = keyof typeof messagesUz;
