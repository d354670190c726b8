import type { Language } from '@sinfxona/domain/constants';
import type { NotificationChannel } from '@sinfxona/domain/schemas/notifications';
import type { Db } from '../../db/database';
import { parseStoredPreferences } from './preferences';
import { selectPreferences, upsertPreferences } from './repository';

/** Turns one channel of a user's preferences on or off (linking Telegram, subscribing to push). */
export async function setChannel(db: Db, userId: string, channel: NotificationChannel, on: boolean): Promise<void> {
  const preferences = parseStoredPreferences(await selectPreferences(db, userId));
  if (preferences.channels[channel] === on) return;
  await upsertPreferences(
    db,
    userId,
    JSON.stringify({ ...preferences, channels: { ...preferences.channels, [channel]: on } }),
  );
}

/** The language messages outside the app are written in: the one the user last used the app in. */
export async function rememberLanguage(db: Db, userId: string, language: Language): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('notification_contacts')
    .values({ user_id: userId, language, telegram_chat_id: null, telegram_linked_at: null, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ language, updated_at: now }))
    .execute();
}
