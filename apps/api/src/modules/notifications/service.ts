import type { Language } from '@sinfxona/domain/constants';
import {
  type AppNotification,
  type NotificationPreferences,
  type NotificationReadInput,
} from '@sinfxona/domain/schemas/notifications';
import type { Actor, Deps } from '../../deps';
import { parseStoredPreferences } from './preferences';
import { wordsOf } from './words';
import { countUnread, markRead, selectNotificationPage, selectPreferences, upsertPreferences } from './repository';

type StoredRow = Awaited<ReturnType<typeof selectNotificationPage>>['items'][number];

/** A stored event in the reader's language now: a change of language shows at once. */
function render(row: StoredRow, language: Language): AppNotification | null {
  const words = wordsOf(row.type, row.params, language);
  if (!words) return null;
  return {
    _id: row.id,
    ...words,
    url: row.url,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

export async function listNotifications(
  deps: Deps,
  actor: Actor,
  input: { unread: boolean; page: number; limit: number; language: Language },
) {
  const [{ items, total }, unreadCount] = await Promise.all([
    selectNotificationPage(deps.db, actor.id, input),
    countUnread(deps.db, actor.id),
  ]);
  const notifications = items.flatMap((row) => render(row, input.language) ?? []);
  return { notifications, total, unreadCount };
}

/** Marks the caller's own notifications read; answers what is still unread. */
export async function readNotifications(deps: Deps, actor: Actor, input: NotificationReadInput): Promise<number> {
  await markRead(deps.db, actor.id, 'all' in input ? 'all' : input.ids);
  return countUnread(deps.db, actor.id);
}

/** The stored preferences, or the defaults; a type added since they were saved is on. */
export async function getPreferences(deps: Deps, actor: Actor): Promise<NotificationPreferences> {
  return parseStoredPreferences(await selectPreferences(deps.db, actor.id));
}

export async function savePreferences(
  deps: Deps,
  actor: Actor,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await upsertPreferences(deps.db, actor.id, JSON.stringify(preferences));
  return preferences;
}
