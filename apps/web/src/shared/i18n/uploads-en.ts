import type { Catalogue } from './catalogue';
import type { uploadsUz } from './uploads-uz';

/** English texts of sending a hand-in's file resumably (keys mirror uploads-uz.ts). */
export const uploadsEn: Catalogue<typeof uploadsUz> = {
  sending: 'Sending {{percent}}\u00a0%',
  reconnecting: 'Connection lost: reconnecting, sending will continue from {{percent}}\u00a0%…',
  handingIn: 'Handing in…',
  timeNote:
    'The hand-in time is when your work reaches the server (once the file is fully sent). If the connection drops, sending continues where it stopped.',
};
