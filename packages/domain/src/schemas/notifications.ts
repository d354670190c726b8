import { z } from 'zod';
import { idSchema, msg, pageQuery } from './common';

/**
 * Notifications (docs/architecture.md §4 "Notifications"): the in-app list, marking read, and
 * each user's preferences for the external channels.
 */

/** Every kind of event, in the order the preferences screen lists them. */
export const NOTIFICATION_TYPES = [
  'task_published',
  'deadline_soon',
  'submission_received',
  'graded',
  'returned',
  'extension',
  'comment',
  'class_invitation',
  'announcement',
  // A guardian's own: their child's work missing after its deadline, and the weekly digest.
  'task_missing',
  'weekly_digest',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Channels outside the app; the app itself always shows every notification. */
export const NOTIFICATION_CHANNELS = ['telegram', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const notificationSchema = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  /** The screen it is about, an app path ("/tasks?task=…"). */
  url: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationListQuery = pageQuery.extend({
  unread: z.preprocess(
    (value) => (value === undefined || value === '' ? 'false' : value),
    z.enum(['true', 'false'], msg('invalidType')).transform((value) => value === 'true'),
  ),
});

/** `{ ids }` (at most a page's worth) or `{ all: true }`. */
export const notificationReadInput = z.union(
  [
    z
      .object({
        ids: z.array(idSchema, msg('invalidType')).min(1, msg('notificationIdsRequired')).max(100, msg('tooLong')),
      })
      .strict(),
    z.object({ all: z.literal(true, msg('notificationIdsRequired')) }).strict(),
  ],
  msg('notificationIdsRequired'),
);
export type NotificationReadInput = z.infer<typeof notificationReadInput>;

const clockTime = z.string(msg('quietHoursInvalid')).regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('quietHoursInvalid'));

export const notificationPreferencesSchema = z
  .object({
    channels: z
      .object({
        telegram: z.boolean(msg('invalidType')),
        email: z.boolean(msg('invalidType')),
        push: z.boolean(msg('invalidType')),
      })
      .strict(),
    types: z
      .object(
        // A type the client does not know yet (added since it was built) stays on.
        Object.fromEntries(
          NOTIFICATION_TYPES.map((type) => [type, z.boolean(msg('invalidType')).default(true)]),
        ) as Record<NotificationType, z.ZodDefault<z.ZodBoolean>>,
      )
      .strict(),
    quietHours: z.object({ from: clockTime, to: clockTime }).strict().nullable(),
  })
  .strict();
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Until a channel is linked nothing goes out on it; every type on; quiet from 21:00 to 07:00. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  channels: { telegram: false, email: false, push: false },
  types: Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, true])) as Record<NotificationType, boolean>,
  quietHours: { from: '21:00', to: '07:00' },
};

/** What the server can deliver on each channel, and whether the caller is reachable on it. */
export const notificationChannelsStatusSchema = z.object({
  telegram: z.object({ available: z.boolean(), linked: z.boolean() }),
  email: z.object({ available: z.boolean(), address: z.string().nullable() }),
  push: z.object({ available: z.boolean(), subscriptions: z.number().int() }),
});
export type NotificationChannelsStatus = z.infer<typeof notificationChannelsStatusSchema>;

/** A browser's push subscription (PushSubscription.toJSON()); the endpoint is checked by the server. */
export const pushSubscriptionInput = z.object({
  endpoint: z
    .string(msg('pushEndpointInvalid'))
    .min(1, msg('pushEndpointInvalid'))
    .max(1000, msg('pushEndpointInvalid')),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string(msg('pushKeysInvalid')).regex(/^[A-Za-z0-9_-]{80,100}=*$/, msg('pushKeysInvalid')),
      auth: z.string(msg('pushKeysInvalid')).regex(/^[A-Za-z0-9_-]{16,32}=*$/, msg('pushKeysInvalid')),
    },
    msg('pushKeysInvalid'),
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushUnsubscribeInput = z.object({
  endpoint: z
    .string(msg('pushEndpointInvalid'))
    .min(1, msg('pushEndpointInvalid'))
    .max(1000, msg('pushEndpointInvalid')),
});
