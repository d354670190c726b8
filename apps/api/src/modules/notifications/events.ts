import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationType,
} from '@sinfxona/domain/schemas/notifications';
import type { Database } from '../../db/schema';

/** What a notification's words are made of: names and titles, filled into its type's message. */
export type NotificationParams = Record<string, string | number>;

export interface NotificationEvent {
  type: NotificationType;
  /** User ids; repeats count once. */
  recipients: readonly string[];
  params: NotificationParams;
  /** The app screen it opens. */
  url: string;
}

/**
 * The channels outside the app that may get an outbox row per notification: a recipient gets one
 * for each of them they turned on in their preferences (all off by default, so a school without
 * Telegram, e-mail or push writes none). The delivery worker checks the preferences again when it
 * sends, and skips a channel this server has not configured.
 */
export const EXTERNAL_CHANNELS: readonly NotificationChannel[] = NOTIFICATION_CHANNELS;

/** The channels each recipient turned on (read in the caller's transaction); no row: none. */
async function channelsOf(trx: Kysely<Database>, userIds: string[]): Promise<Map<string, NotificationChannel[]>> {
  const rows = await trx
    .selectFrom('notification_preferences')
    .select(['user_id', 'preferences'])
    .where('user_id', 'in', userIds)
    .execute();
  const on = new Map<string, NotificationChannel[]>();
  for (const row of rows) {
    try {
      const channels = (JSON.parse(row.preferences) as { channels?: Partial<Record<NotificationChannel, unknown>> })
        .channels;
      on.set(
        row.user_id,
        EXTERNAL_CHANNELS.filter((channel) => channels?.[channel] === true),
      );
    } catch {
      // A row this version cannot read: in the app only.
    }
  }
  return on;
}

/** At least once, never twice: the outbox key of one (event, recipient, channel). */
export const idempotencyKey = (notificationId: string, channel: NotificationChannel) => `${notificationId}:${channel}`;

/**
 * Records an event for each recipient inside the caller's transaction `trx` (the change it is
 * about): the in-app notification and an outbox row per external channel. A change that fails
 * or rolls back leaves no event; a committed one always has it.
 */
export async function notify(trx: Kysely<Database>, event: NotificationEvent): Promise<void> {
  const recipients = [...new Set(event.recipients)];
  if (recipients.length === 0) return;
  const now = new Date().toISOString();
  const params = JSON.stringify(event.params);
  const rows = recipients.map((userId) => ({
    id: randomUUID(),
    user_id: userId,
    type: event.type,
    params,
    url: event.url,
    created_at: now,
    read_at: null,
  }));
  await trx.insertInto('notifications').values(rows).execute();
  const channels = await channelsOf(trx, recipients);
  const deliveries = rows.flatMap((row) =>
    (channels.get(row.user_id) ?? []).map((channel) => ({
      id: randomUUID(),
      notification_id: row.id,
      channel,
      idempotency_key: idempotencyKey(row.id, channel),
      next_attempt_at: now,
      last_error: null,
      created_at: now,
    })),
  );
  if (deliveries.length > 0) await trx.insertInto('notification_outbox').values(deliveries).execute();
}

/** The students enrolled in a class now (read in the caller's transaction). */
export async function classStudentIds(trx: Kysely<Database>, classId: string): Promise<string[]> {
  const rows = await trx.selectFrom('enrolments').select('student_id').where('class_id', '=', classId).execute();
  return rows.map((row) => row.student_id);
}

/** The teachers of a class now (read in the caller's transaction). */
export async function classTeacherIds(trx: Kysely<Database>, classId: string): Promise<string[]> {
  const rows = await trx.selectFrom('class_teachers').select('teacher_id').where('class_id', '=', classId).execute();
  return rows.map((row) => row.teacher_id);
}

/** The app screens a notification opens (apps/web/src/shared/config/paths.ts). */
export const notificationUrls = {
  studentTasks: () => '/student/tasks',
  studentSubmissions: () => '/student/submissions',
  studentClasses: () => '/student/classes',
  /** A class's page with its stream (announcements). */
  studentClass: (classId: string) => `/student/classes/${encodeURIComponent(classId)}`,
  guardianChild: (childId: string) => `/guardian/children/${encodeURIComponent(childId)}`,
  teacherTaskWork: (taskId: string) => `/teacher/submissions?task=${encodeURIComponent(taskId)}`,
  /** A class's page on its stream tab, for its teachers. */
  teacherClassStream: (classId: string) => `/teacher/classes/${encodeURIComponent(classId)}?tab=stream`,
};
