import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@sinfxona/domain/constants';
import { translate } from '@sinfxona/domain/messages';
import type { NotificationChannel, NotificationPreferences } from '@sinfxona/domain/schemas/notifications';
import type { Db, DatabaseKind } from '../../../db/database';
import type { NotificationSettings } from '../../../config-notifications';
import { parseStoredPreferences } from '../preferences';
import { wordsOf } from '../words';
import { claimDue, deliveryContext, foldIntoDigest, renewClaim, settle, type ClaimedRow } from './outbox';
import { quietUntil } from './quiet-hours';
import type { Delivery, Sender } from './types';

/** Rows claimed per round; a full round is followed by another at once. */
const BATCH = 50;
/** Sends under way at once within a round (the Telegram throttle orders its own). */
const PARALLEL = 8;
/** The longest wait between retries. */
const MAX_BACKOFF_MS = 6 * 3_600_000;

export type ScheduledWork = (now: Date) => Promise<void>;

const languageOf = (value: string | null): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;

/** One message for several hand-ins of a task: "5 new hand-ins: …", the first names, the class. */
function digestWords(firstParams: string, others: string[], language: Language) {
  const all = [firstParams, ...others].map((json) => JSON.parse(json) as Record<string, string>);
  const names = [...new Set(all.map((params) => params.student ?? ''))].filter(Boolean);
  const first = all[0] ?? {};
  return {
    title: translate('notifySubmissionDigestTitle', language, { count: all.length, task: first.task ?? '' }),
    body: translate('notifySubmissionDigestBody', language, {
      students: names.slice(0, 3).join(', ') + (names.length > 3 ? ', …' : ''),
      class: first.class ?? '',
    }),
  };
}

/**
 * The delivery worker (docs/architecture.md §4 "Notifications"): every NOTIFY_POLL_MS it runs the
 * scheduled work (deadline reminders), then claims due outbox rows under a lease and sends each
 * on its channel. At least once per (event, recipient, channel): a row is settled only after its
 * send, and a claimer that died leaves rows that come back when their lease ends. Failures retry
 * with exponential backoff and go `dead` after NOTIFY_MAX_ATTEMPTS, their last error kept.
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private readonly senders: Map<string, Sender>;

  constructor(
    private readonly db: Db,
    private readonly kind: DatabaseKind,
    private readonly settings: NotificationSettings,
    senders: Sender[],
    private readonly scheduled: ScheduledWork[],
    private readonly log: FastifyBaseLogger,
    /** Replaceable by tests (quiet hours at a given time). */
    public clock: () => Date = () => new Date(),
  ) {
    this.senders = new Map(senders.map((sender) => [sender.channel, sender]));
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  get isRunning(): boolean {
    return !this.stopped;
  }

  /** Stops polling and waits for the round under way: its sends finish and are settled. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delayMs: number) {
    if (this.stopped || this.timer || this.running) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.round()
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'notification delivery round failed');
          return false;
        })
        .then((more) => {
          this.running = null;
          this.schedule(more ? 0 : this.settings.pollMs);
        });
    }, delayMs);
    this.timer.unref?.();
  }

  /** One round: scheduled work, then one batch of due rows. True when more may be waiting. */
  async round(): Promise<boolean> {
    const now = this.clock();
    for (const work of this.scheduled) {
      try {
        await work(now);
      } catch (error) {
        this.log.error({ err: error }, 'scheduled notifications failed');
      }
    }
    const claimed = await claimDue(this.db, this.kind, {
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + this.settings.leaseMs).toISOString(),
      limit: BATCH,
    });
    if (claimed.length === 0) return false;
    await this.deliverAll(claimed);
    return claimed.length === BATCH && !this.stopped;
  }

  /** Rounds until nothing is due (tests and the admin's "send now"). */
  async drain(): Promise<void> {
    while (await this.round()) {
      // next batch
    }
  }

  private async deliverAll(claimed: ClaimedRow[]) {
    const contexts = new Map(
      (await deliveryContext(this.db, [...new Set(claimed.map((row) => row.notification_id))])).map((row) => [
        row.id,
        row,
      ]),
    );
    const queue = await this.heldForDigest(claimed, contexts);
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        await this.deliverOne(row, contexts.get(row.notification_id)).catch((error: unknown) =>
          this.log.error({ err: error, outbox: row.id }, 'notification delivery failed to settle'),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, claimed.length) }, worker));
  }

  /**
   * Hand-ins of one task claimed in the same batch go out as one message: the earliest is sent and
   * folds the others into its digest, so they go back to held before it is sent (sent side by
   * side, each would be its own message). Answers the rows to deliver now.
   */
  private async heldForDigest(
    claimed: ClaimedRow[],
    contexts: Map<string, Awaited<ReturnType<typeof deliveryContext>>[number]>,
  ): Promise<ClaimedRow[]> {
    if (this.settings.digestMs <= 0) return [...claimed];
    const leaders = new Set<string>();
    const deliverNow: ClaimedRow[] = [];
    const earliestFirst = [...claimed].sort((a, b) => a.created_at.localeCompare(b.created_at));
    for (const row of earliestFirst) {
      const context = contexts.get(row.notification_id);
      const key = context?.type === 'submission_received' ? `${context.user_id} ${context.url} ${row.channel}` : null;
      if (key === null || !leaders.has(key)) {
        if (key !== null) leaders.add(key);
        deliverNow.push(row);
        continue;
      }
      // If the earliest is not sent after all, this one goes out on its own a digest window later.
      const later = new Date(this.clock().getTime() + this.settings.digestMs).toISOString();
      await settle(this.db, row, { status: 'held', nextAttemptAt: later });
    }
    return deliverNow;
  }

  private async deliverOne(row: ClaimedRow, context: Awaited<ReturnType<typeof deliveryContext>>[number] | undefined) {
    const now = this.clock();
    const skip = (reason: string) => settle(this.db, row, { status: 'skipped', lastError: reason });
    if (!context || context.active === 0) return skip('recipient gone');
    const channel = row.channel as NotificationChannel;
    const preferences: NotificationPreferences = parseStoredPreferences(context.preferences ?? undefined);
    const language = languageOf(context.language);
    const words = wordsOf(context.type, context.params, language);
    if (!words) return skip(`unknown type ${context.type}`);
    if (!preferences.channels[channel]) return skip('channel off');
    if (!preferences.types[words.type]) return skip('type off');
    const sender = this.senders.get(channel);
    if (!sender) return skip('channel not configured');
    const quietEnd = quietUntil(preferences.quietHours, now);
    if (quietEnd) return settle(this.db, row, { status: 'held', nextAttemptAt: quietEnd.toISOString() });
    // A teacher's hand-ins wait a moment, then go out as one message per task.
    const digestAt = Date.parse(row.created_at) + this.settings.digestMs;
    if (words.type === 'submission_received' && this.settings.digestMs > 0 && now.getTime() < digestAt)
      return settle(this.db, row, { status: 'held', nextAttemptAt: new Date(digestAt).toISOString() });

    // Still ours? A lease that ran out while earlier rows were sent may have gone to another claimer.
    if (!(await renewClaim(this.db, row, new Date(now.getTime() + this.settings.leaseMs).toISOString()))) return false;
    if (words.type === 'submission_received' && this.settings.digestMs > 0) {
      const others = await foldIntoDigest(this.db, row, {
        userId: context.user_id,
        type: words.type,
        url: context.url,
      });
      if (others.length > 0) Object.assign(words, digestWords(context.params, others, language));
    }
    const delivery: Delivery = {
      outboxId: row.id,
      idempotencyKey: row.idempotency_key,
      channel,
      userId: context.user_id,
      fullName: context.full_name,
      email: context.email,
      telegramChatId: context.telegram_chat_id,
      language,
      ...words,
      url: `${this.settings.appUrl}${context.url}`,
    };
    try {
      const outcome = await sender.send(delivery);
      if ('sent' in outcome) return settle(this.db, row, { status: 'sent', sentAt: this.clock().toISOString() });
      if ('skipped' in outcome) return skip(outcome.skipped);
      return settle(this.db, row, {
        status: 'pending',
        nextAttemptAt: new Date(this.clock().getTime() + outcome.retryAfterMs).toISOString(),
        lastError: outcome.reason,
      });
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      if (attempts >= this.settings.maxAttempts) {
        this.log.warn(
          { outbox: row.id, channel, attempts },
          `notification dead after ${attempts} attempts: ${message}`,
        );
        return settle(this.db, row, {
          status: 'dead',
          attempts,
          lastError: message,
          nextAttemptAt: this.clock().toISOString(),
        });
      }
      const backoff = Math.min(this.settings.retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
      return settle(this.db, row, {
        status: 'pending',
        attempts,
        lastError: message,
        nextAttemptAt: new Date(this.clock().getTime() + backoff).toISOString(),
      });
    }
  }
}
