import type { Language } from '@sinfxona/domain/constants';
import type { NotificationChannel, NotificationType } from '@sinfxona/domain/schemas/notifications';

/** One message to send: a notification in its recipient's language, for one channel. */
export interface Delivery {
  outboxId: string;
  /** Unique per (event, recipient, channel): a receiver that dedupes on it sees one message. */
  idempotencyKey: string;
  channel: NotificationChannel;
  userId: string;
  fullName: string;
  email: string | null;
  telegramChatId: string | null;
  language: Language;
  type: NotificationType;
  title: string;
  body: string;
  /** Absolute: APP_URL + the notification's screen. */
  url: string;
}

/**
 * How a send ended: sent; skipped (nothing to send to: no address, the user blocked the bot, no
 * subscription left) or `retryAfterMs` (the service asked us to wait; not counted as a failure).
 * A thrown error is a failure: retried with backoff, dead after NOTIFY_MAX_ATTEMPTS.
 */
export type SendOutcome = { sent: true } | { skipped: string } | { retryAfterMs: number; reason: string };

export interface Sender {
  readonly channel: NotificationChannel;
  send(delivery: Delivery): Promise<SendOutcome>;
  close?(): Promise<void>;
}
