import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db, DatabaseKind } from '../../../db/database';
import { EmailSender } from './email';
import { PushChannel } from './push';
import { sendGuardianDigests } from '../../guardians/digest';
import { sendMissingNotices } from '../../guardians/missing';
import { sendScheduledPublications } from '../../tasks/publication';
import { sendDeadlineReminders } from './reminders';
import { sendScheduledAnnouncements } from '../../stream/queries';
import type { TelegramChannel } from './telegram';
import type { Sender } from './types';
import { DeliveryWorker } from './worker';

/**
 * Everything that carries notifications outside the app, built from the configuration: a
 * channel whose settings are missing is simply absent (its rows are skipped), so the product
 * works in the app alone with nothing configured.
 */
export class NotificationDelivery {
  readonly telegram: TelegramChannel | null;
  readonly email: EmailSender | null;
  readonly push: PushChannel;
  readonly worker: DeliveryWorker;
  private started = false;

  /**
   * The delivery of this configuration. The Telegram bot's library (grammY) is loaded only when a
   * bot token is set: a server without one does not pay for it at start.
   */
  static async create(
    db: Db,
    kind: DatabaseKind,
    config: Config,
    log: FastifyBaseLogger,
    /** The classes whose scheduled tasks just appeared (their kept reads are forgotten). */
    onPublished: (classIds: string[]) => void = () => {},
  ): Promise<NotificationDelivery> {
    const settings = config.notifications.telegram;
    let telegram: TelegramChannel | null = null;
    if (settings) {
      const bot = await import('./telegram');
      const secret = bot.webhookSecretOf(config.jwtSecret);
      telegram = new bot.TelegramChannel(db, settings, config.notifications.leaseMs, secret, log);
    }
    return new NotificationDelivery(db, kind, config, log, onPublished, telegram);
  }

  private constructor(
    db: Db,
    kind: DatabaseKind,
    config: Config,
    log: FastifyBaseLogger,
    onPublished: (classIds: string[]) => void,
    telegram: TelegramChannel | null,
  ) {
    const settings = config.notifications;
    this.telegram = telegram;
    this.email = settings.email ? new EmailSender(settings.email.smtpUrl, settings.email.from) : null;
    this.push = new PushChannel(db, settings.push);
    const senders: Sender[] = [
      this.push,
      ...(this.telegram ? [this.telegram] : []),
      ...(this.email ? [this.email] : []),
    ];
    this.worker = new DeliveryWorker(
      db,
      kind,
      settings,
      senders,
      [
        async (now) => void (await sendDeadlineReminders(db, now)),
        async (now) => void (await sendMissingNotices(db, now)),
        async (now) => void (await sendGuardianDigests(db, now)),
        async (now) => void (await sendScheduledAnnouncements(db, now)),
        async (now) => onPublished(await sendScheduledPublications(db, now)),
      ],
      log,
    );
  }

  /** The worker and the bot's updates (the server, and tests that deliver). */
  async start(log: FastifyBaseLogger): Promise<void> {
    this.started = true;
    this.worker.start();
    // Telegram being unreachable at start must not stop the server: the bot keeps trying.
    await this.telegram?.start().catch((error: unknown) => log.warn({ err: error }, 'telegram bot did not start'));
  }

  /** Stops taking work and lets the sends under way finish (shutdown). */
  async stop(): Promise<void> {
    await this.worker.stop();
    if (this.started) await this.telegram?.close();
    await this.email?.close();
  }
}
