import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '@sinfxona/domain/schemas/notifications';

/** Stored preferences (JSON) or the defaults; a type added since they were saved is on. */
export function parseStoredPreferences(stored: string | undefined): NotificationPreferences {
  if (!stored) return DEFAULT_NOTIFICATION_PREFERENCES;
  try {
    const parsed = notificationPreferencesSchema.safeParse(
      withDefaults(JSON.parse(stored) as Partial<NotificationPreferences>),
    );
    return parsed.success ? parsed.data : DEFAULT_NOTIFICATION_PREFERENCES;
  } catch {
    return DEFAULT_NOTIFICATION_PREFERENCES;
  }
}

function withDefaults(stored: Partial<NotificationPreferences>) {
  return {
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    ...stored,
    types: { ...DEFAULT_NOTIFICATION_PREFERENCES.types, ...stored.types },
  };
}
