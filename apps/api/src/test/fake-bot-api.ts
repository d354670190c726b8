import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BotCall {
  method: string;
  body: Record<string, unknown>;
  at: number;
}

/**
 * A local stand-in for Telegram's Bot API (TELEGRAM_API_ROOT): answers getMe, getUpdates (long
 * polling, held until an update comes or a short wait passes), sendMessage, setWebhook,
 * deleteWebhook as the real one does, and records every call. Chats in `blocked` answer 403.
 */
export class FakeBotApi {
  readonly calls: BotCall[] = [];
  readonly blocked = new Set<string>();
  private updates: { update_id: number; message: Record<string, unknown> }[] = [];
  private nextUpdateId = 1;
  private nextMessageId = 1;
  private waiting: (() => void)[] = [];
  private server = http.createServer((req, res) => void this.handle(req, res));
  root = '';

  constructor(readonly token = '123456:TEST-token_abc') {}

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.root = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close() {
    for (const wake of this.waiting) wake();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  sent(chatId?: string) {
    return this.calls.filter(
      (call) => call.method === 'sendMessage' && (!chatId || String(call.body.chat_id) === chatId),
    );
  }

  /** A user writes `text` to the bot in chat `chatId`. */
  userWrites(chatId: number, text: string, languageCode = 'en') {
    const command = /^\/\w+/.exec(text)?.[0];
    this.updates.push({
      update_id: this.nextUpdateId++,
      message: {
        message_id: this.nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: 'private', first_name: 'Pupil' },
        from: { id: chatId, is_bot: false, first_name: 'Pupil', language_code: languageCode },
        text,
        ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}),
      },
    });
    for (const wake of this.waiting.splice(0)) wake();
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    const answer = (status: number, payload: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (!match || match[1] !== this.token)
      return answer(401, { ok: false, error_code: 401, description: 'Unauthorized' });
    const method = match[2]!;
    this.calls.push({ method, body, at: Date.now() });
    switch (method) {
      case 'getMe':
        return answer(200, {
          ok: true,
          result: {
            id: 123456,
            is_bot: true,
            first_name: 'Sinfxona',
            username: 'sinfxona_test_bot',
            can_join_groups: false,
            can_read_all_group_messages: false,
            supports_inline_queries: false,
          },
        });
      case 'deleteWebhook':
      case 'setWebhook':
        return answer(200, { ok: true, result: true });
      case 'getUpdates': {
        const offset = Number(body.offset ?? 0);
        this.updates = this.updates.filter((update) => update.update_id >= offset);
        if (this.updates.length === 0 && Number(body.timeout ?? 0) > 0) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, 200);
            this.waiting.push(() => {
              clearTimeout(timer);
              resolve();
            });
          });
        }
        return answer(200, { ok: true, result: this.updates.slice(0, Number(body.limit ?? 100)) });
      }
      case 'sendMessage': {
        const chatId = String(body.chat_id);
        if (this.blocked.has(chatId))
          return answer(403, { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' });
        return answer(200, {
          ok: true,
          result: {
            message_id: this.nextMessageId++,
            date: Math.floor(Date.now() / 1000),
            chat: { id: Number(chatId), type: 'private' },
            text: body.text,
          },
        });
      }
      default:
        return answer(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    }
  }
}
