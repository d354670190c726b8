import type { Language } from '@sinfxona/domain/constants';
import { translate, type MessageKey } from '@sinfxona/domain/messages';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_TYPES,
  notificationPreferencesSchema,
  type AppNotification,
  type NotificationPreferences,
  type NotificationReadInput,
  type NotificationType,
} from '@sinfxona/domain/schemas/notifications';
import type { Actor, Deps } from '../../deps';
import { countUnread, markRead, selectNotificationPage, selectPreferences, upsertPreferences } from './repository';

/** Each type's title and body messages; `{{name}}` filled from the event's params. */
const WORDS: Record<NotificationType, { title: MessageKey; body: MessageKey }> = {
  task_published: { title: 'notifyTaskPublishedTitle', body: 'notifyTaskPublishedBody' },
  submission_received: { title: 'notifySubmissionReceivedTitle', body: 'notifySubmissionReceivedBody' },
  graded: { title: 'notifyGradedTitle', body: 'notifyGradedBody' },
  returned: { title: 'notifyReturnedTitle', body: 'notifyReturnedBody' },
  extension: { title: 'notifyExtensionTitle', body: 'notifyExtensionBody' },
  comment: { title: 'notifyCommentTitle', body: 'notifyCommentBody' },
  class_invitation: { title: 'notifyClassInvitationTitle', body: 'notifyClassInvitationBody' },
};

const isType = (type: string): type is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(type);

type StoredRow = Awaited<ReturnType<typeof selectNotificationPage>>['items'][number];

/** A stored event in the reader's language now: a change of language shows at once. */
function render(row: StoredRow, language: Language): AppNotification | null {
  if (!isType(row.type)) return null;
  const params = JSON.parse(row.params) as Record<string, string | number>;
  return {
    _id: row.id,
    type: row.type,
    title: translate(WORDS[row.type].title, language, params),
    body: translate(WORDS[row.type].body, language, params),
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
  const stored = await selectPreferences(deps.db, actor.id);
  if (!stored) return DEFAULT_NOTIFICATION_PREFERENCES;
  const parsed = notificationPreferencesSchema.safeParse(withDefaults(JSON.parse(stored)));
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATION_PREFERENCES;
}

function withDefaults(stored: Partial<NotificationPreferences>) {
  return {
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    ...stored,
    types: { ...DEFAULT_NOTIFICATION_PREFERENCES.types, ...stored.types },
  };
}

export async function savePreferences(
  deps: Deps,
  actor: Actor,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await upsertPreferences(deps.db, actor.id, JSON.stringify(preferences));
  return preferences;
}
