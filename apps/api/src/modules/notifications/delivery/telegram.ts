import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Api, Bot, GrammyError, type Context } from 'grammy';
import { DEFAULT_LANGUAGE, type Language } from '@sinfxona/domain/constants';
import { translate } from '@sinfxona/domain/messages';
import type { Db } from '../../../db/database';
import type { NotificationSettings } from '../../../config-notifications';
import { languageOfTag } from '../../../plugins/language';
import { setChannel } from '../preferences-store';
import { dropLease, takeLease } from './outbox';
import { SendThrottle } from './throttle';
import type { Delivery, SendOutcome, Sender } from './types';

type TelegramSettings = NonNullable<NotificationSettings['telegram']>;

const LINK_TTL_MS = 15 * 60_000;
const POLL_LEASE = 'telegram-polling';
const POLL_LEASE_MS = 30_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const escapeHtml = (text: string) =>
  text.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char]!);

/**
 * The Telegram bot (TELEGRAM_BOT_TOKEN): deep links that bind a chat to a user (`/start <token>`),
 * `/stop`, and the sender of notifications with an "Open" button. Updates come by long polling
 * (one instance at a time, by a lease in the database) or, with TELEGRAM_WEBHOOK_URL, by webhook.
 */
export class TelegramChannel implements Sender {
  readonly channel = 'telegram' as const;
  readonly api: Api;
  readonly bot: Bot;
  private readonly throttle: SendThrottle;
  private readonly holder = randomBytes(8).toString('hex');
  private leaseTimer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly settings: TelegramSettings,
    private readonly leaseMs: number,
    /** Secret Telegram sends back in X-Telegram-Bot-Api-Secret-Token with each webhook update. */
    readonly webhookSecret: string,
    private readonly log: FastifyBaseLogger,
  ) {
    const client = { apiRoot: settings.apiRoot };
    this.api = new Api(settings.token, client);
    this.bot = new Bot(settings.token, { client });
    this.throttle = new SendThrottle(settings.maxPerSecond, settings.chatIntervalMs);
    this.bot.command('start', (ctx) => this.onStart(ctx));
    this.bot.command('stop', (ctx) => this.onStop(ctx));
    this.bot.catch((error) => this.log.warn({ err: error.error }, 'telegram update failed'));
  }

  get webhookUrl(): string | null {
    return this.settings.webhookUrl;
  }

  /** The bot's username (from getMe, asked once). */
  async username(): Promise<string> {
    if (!this.bot.isInited()) await this.bot.init();
    return this.bot.botInfo.username;
  }

  /** A one-use deep link for `userId`, valid 15 minutes; only its hash is kept. */
  async linkUrl(userId: string, language: Language, now = new Date()): Promise<string> {
    const username = await this.username();
    const token = randomBytes(24).toString('base64url');
    await this.db
      .insertInto('telegram_link_tokens')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        language,
        expires_at: new Date(now.getTime() + LINK_TTL_MS).toISOString(),
        used_at: null,
      })
      .execute();
    await this.db
      .deleteFrom('telegram_link_tokens')
      .where('expires_at', '<', new Date(now.getTime() - 86_400_000).toISOString())
      .execute();
    return `https://t.me/${username}?start=${token}`;
  }

  /** Forgets `userId`'s chat and turns the channel off. */
  async unlink(userId: string): Promise<void> {
    await this.db
      .updateTable('notification_contacts')
      .set({ telegram_chat_id: null, telegram_linked_at: null, updated_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .execute();
    await setChannel(this.db, userId, 'telegram', false);
  }

  private async onStart(ctx: Context) {
    const token = (ctx.match as string | undefined)?.trim() ?? '';
    const chatId = String(ctx.chat?.id ?? '');
    const fallback = languageOfTag(ctx.from?.language_code ?? '') ?? DEFAULT_LANGUAGE;
    if (!token || !chatId) {
      await ctx.reply(translate('telegramHello', fallback));
      return;
    }
    const now = new Date().toISOString();
    // One use: whoever marks it used first binds the chat.
    const claimed = await this.db
      .updateTable('telegram_link_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'language'])
      .executeTakeFirst();
    if (!claimed) {
      await ctx.reply(translate('telegramLinkInvalid', fallback));
      return;
    }
    const language = claimed.language as Language;
    await this.db
      .insertInto('notification_contacts')
      .values({
        user_id: claimed.user_id,
        language,
        telegram_chat_id: chatId,
        telegram_linked_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ language, telegram_chat_id: chatId, telegram_linked_at: now, updated_at: now }),
      )
      .execute();
    await setChannel(this.db, claimed.user_id, 'telegram', true);
    const user = await this.db
      .selectFrom('users')
      .select('full_name')
      .where('id', '=', claimed.user_id)
      .executeTakeFirst();
    await ctx.reply(translate('telegramLinked', language, { name: user?.full_name ?? '' }));
  }

  private async onStop(ctx: Context) {
    const chatId = String(ctx.chat?.id ?? '');
    const linked = await this.db
      .selectFrom('notification_contacts')
      .select(['user_id', 'language'])
      .where('telegram_chat_id', '=', chatId)
      .execute();
    for (const contact of linked) await this.unlink(contact.user_id);
    const language =
      (linked[0]?.language as Language | undefined) ?? languageOfTag(ctx.from?.language_code ?? '') ?? DEFAULT_LANGUAGE;
    await ctx.reply(translate('telegramUnlinked', language));
  }

  async send(delivery: Delivery): Promise<SendOutcome> {
    const chatId = delivery.telegramChatId;
    if (!chatId) return { skipped: 'telegram not linked' };
    const wait = this.throttle.reserve(chatId);
    if (wait > this.leaseMs / 2) return { retryAfterMs: wait, reason: 'telegram rate limit' };
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const open = translate('notifyOpen', delivery.language);
    const button = delivery.url.startsWith('https://');
    const text = `<b>${escapeHtml(delivery.title)}</b>\n${escapeHtml(delivery.body)}${button ? '' : `\n\n${escapeHtml(delivery.url)}`}`;
    try {
      await this.api.sendMessage(chatId, text, {
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
        ...(button ? { reply_markup: { inline_keyboard: [[{ text: open, url: delivery.url }]] } } : {}),
      });
      return { sent: true };
    } catch (error) {
      if (error instanceof GrammyError) {
        if (error.error_code === 429)
          return { retryAfterMs: (error.parameters.retry_after ?? 1) * 1000, reason: error.description };
        // Blocked, kicked, deactivated or gone: unlinked, reached in the app and on the other channels.
        if (error.error_code === 403 || /chat not found/i.test(error.description)) {
          await this.unlink(delivery.userId);
          return { skipped: `telegram: ${error.description}` };
        }
      }
      throw error;
    }
  }

  /** Starts receiving updates: sets the webhook, or long-polls while this instance holds the lease. */
  async start(): Promise<void> {
    if (this.settings.webhookUrl) {
      await this.bot.init();
      await this.api.setWebhook(this.settings.webhookUrl, { secret_token: this.webhookSecret });
      return;
    }
    await this.keepPolling();
  }

  private async keepPolling() {
    if (this.closed) return;
    try {
      const now = Date.now();
      const held = await takeLease(
        this.db,
        POLL_LEASE,
        this.holder,
        new Date(now).toISOString(),
        new Date(now + POLL_LEASE_MS).toISOString(),
      );
      if (held && !this.polling) {
        this.polling = this.bot
          .start({ timeout: 25, drop_pending_updates: false })
          .catch((error: unknown) => this.log.warn({ err: error }, 'telegram polling stopped'))
          .finally(() => (this.polling = null));
      } else if (!held && this.polling) {
        await this.bot.stop();
      }
    } catch (error) {
      this.log.warn({ err: error }, 'telegram polling lease failed');
    }
    if (this.closed) return;
    this.leaseTimer = setTimeout(() => void this.keepPolling(), POLL_LEASE_MS / 3);
    this.leaseTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.leaseTimer) clearTimeout(this.leaseTimer);
    if (this.polling) {
      // Telegram unreachable must not hold the shutdown: a few seconds, then go without confirming.
      const limit = new Promise((resolve) => setTimeout(resolve, 5_000).unref());
      await Promise.race([this.bot.stop().catch(() => {}), limit]);
      await Promise.race([this.polling, limit]);
      await dropLease(this.db, POLL_LEASE, this.holder).catch(() => {});
    }
  }
}

/** The webhook's secret, derived from the server's secret so every instance agrees on it. */
export const webhookSecretOf = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('telegram-webhook').digest('base64url');
