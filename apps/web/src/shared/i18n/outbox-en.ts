import type { Catalogue } from './catalogue';
import type { outboxUz } from './outbox-uz';

/** English texts of hand-ins queued without a connection (keys mirror outbox-uz.ts). */
export const outboxEn: Catalogue<typeof outboxUz> = {
  waiting: 'Waiting for the network',
  waitingBody:
    'Your work is saved on this device and will be sent when the connection returns. The hand-in time is when it reaches the server, not when it was queued.',
  sending: 'Sending {{percent}}\u00a0%',
  sent: 'Sent',
  sentBody: 'Your work reached the server.',
  refused: 'Not accepted',
  discard: 'Discard',
  sendNow: 'Send now',
  replace: 'Hand in something else',
  replaceNote: 'A new hand-in replaces the one waiting.',
  replaceSubmit: 'Replace the waiting one',
  what: 'Queued: {{what}}',
  photos: '{{count}} photos of pages',
  logoutTitle: 'Work not sent yet',
  logoutBody:
    'With no connection, {{count}} hand-in(s) have not been sent yet. If you log out, they are deleted from this device and will not be sent.',
  logoutConfirm: 'Log out anyway',
};
