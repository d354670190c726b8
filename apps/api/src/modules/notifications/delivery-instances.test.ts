import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { FakeBotApi } from '../../test/fake-bot-api';
import { FakePushService, browserKeys, decryptPush } from '../../test/fake-push-service';
import { sameSchoolAs } from '../../test/two-instances';
import { bearer, json, registerUser, type TestUser } from '../../test/http';
import { claimDue } from './delivery/outbox';
import { notify } from './queries';
import { until } from '../../test/until';

/**
 * Delivery with more than one instance on one database, and across a crash: every (event,
 * recipient, channel) reaches its service, and with instances that stay up, exactly once.
 */
describe.each(testDatabases)('notification delivery across instances on %s', (kind) => {
  const contexts: TestContext[] = [];
  const fakes: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const ctx of contexts.splice(0).reverse()) await ctx.close();
    await Promise.all(fakes.splice(0).map((fake) => fake.close()));
  });

  const setUp = async () => {
    const bot = await new FakeBotApi().start();
    const pushService = await new FakePushService().start();
    fakes.push(bot, pushService);
    const env = {
      APP_URL: 'https://sinfxona.test',
      TELEGRAM_BOT_TOKEN: bot.token,
      TELEGRAM_API_ROOT: bot.root,
      TELEGRAM_CHAT_INTERVAL_MS: '0',
      TELEGRAM_MAX_PER_SECOND: '1000',
      PUSH_ENDPOINT_HOSTS: '127.0.0.1',
      PUSH_ALLOW_HTTP: '1',
      NOTIFY_POLL_MS: '20',
      NOTIFY_LEASE_MS: '500',
    };
    return { bot, pushService, env };
  };

  /** A pupil reachable on Telegram (chat `chatId`) and by push, with no quiet hours. */
  const reachablePupil = async (ctx: TestContext, bot: FakeBotApi, pushService: FakePushService, chatId: number) => {
    const pupil = await registerUser(ctx.app, 'student');
    const headers = { ...bearer(pupil), 'accept-language': 'en' };
    const link = json(await ctx.app.inject({ method: 'POST', url: '/api/notifications/telegram/link', headers })).data
      .url as string;
    bot.userWrites(chatId, `/start ${new URL(link).searchParams.get('start')}`);
    await until(() => bot.sent(String(chatId)).length > 0, 30_000, 20);
    const browser = browserKeys();
    const subscribed = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/push/subscriptions',
      headers,
      payload: { endpoint: `${pushService.origin}/push/${chatId}`, keys: browser.keys },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const current = json(await ctx.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers })).data
      .preferences;
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers,
      payload: { ...current, quietHours: null },
    });
    expect(saved.statusCode).toBe(200);
    return { pupil, browser, chatId: String(chatId) };
  };

  const event = (pupil: TestUser, marker: string) => ({
    type: 'graded' as const,
    recipients: [pupil.id],
    params: { task: marker, score: 90 },
    url: '/student/submissions',
  });

  it('delivers what a crashed instance had committed or claimed, once it is back', async () => {
    const { bot, pushService, env } = await setUp();
    const a = await createTestContext(kind, { env, notifications: true });
    contexts.push(a);
    const { pupil, chatId } = await reachablePupil(a, bot, pushService, 501);
    await a.app.notificationDelivery.worker.stop();
    // Committed, never picked up: the instance died right after its commit.
    await a.db.transaction().execute((trx) => notify(trx, event(pupil, 'Committed-then-killed')));
    // Committed and claimed, never settled: it died in the middle of sending.
    await a.db.transaction().execute((trx) => notify(trx, event(pupil, 'Claimed-then-killed')));
    const now = new Date();
    const claimed = await claimDue(a.db, kind, {
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + 300).toISOString(),
      limit: 2,
    });
    expect(claimed.length).toBe(2);
    // The instance is gone; another starts on the same school.
    await a.app.notificationDelivery.stop();
    const b = await createTestContext(kind, { env: { ...env, ...sameSchoolAs(a) }, notifications: true });
    contexts.push(b);
    const texts = () => bot.sent(chatId).map((call) => String(call.body.text));
    await until(() => texts().some((text) => text.includes('Claimed-then-killed')), 30_000, 20);
    await until(() => texts().some((text) => text.includes('Committed-then-killed')), 30_000, 20);
    await until(
      async () =>
        (await b.db.selectFrom('notification_outbox').select('status').execute()).every((row) => row.status === 'sent'),
      30_000,
      20,
    );
    expect(texts().filter((text) => text.includes('Committed-then-killed'))).toHaveLength(1);
    expect(texts().filter((text) => text.includes('Claimed-then-killed'))).toHaveLength(1);
    expect(pushService.received.filter((r) => r.path === `/push/${chatId}`).length).toBeGreaterThanOrEqual(2);
  });

  it('sends 1,000 events on two instances with no duplicate and no loss', async () => {
    const { bot, pushService, env } = await setUp();
    const a = await createTestContext(kind, { env, notifications: true });
    contexts.push(a);
    const b = await createTestContext(kind, { env: { ...env, ...sameSchoolAs(a) }, notifications: true });
    contexts.push(b);
    const pupils: Awaited<ReturnType<typeof reachablePupil>>[] = [];
    for (let i = 0; i < 10; i += 1) pupils.push(await reachablePupil(i % 2 ? b : a, bot, pushService, 700 + i));
    const sentBefore = bot.sent().length;
    const pushBefore = pushService.received.length;
    const started = Date.now();
    const EVENTS = 1000;
    // Written by both instances, ten transactions at a time.
    for (let i = 0; i < EVENTS; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, j) => {
          const n = i + j;
          const ctx = n % 2 ? b : a;
          return ctx.db.transaction().execute((trx) => notify(trx, event(pupils[n % 10]!.pupil, `Event-${n}#`)));
        }),
      );
    }
    await until(
      async () => {
        const rows = await a.db
          .selectFrom('notification_outbox')
          .select((eb) => ['status', eb.fn.countAll().as('count')])
          .groupBy('status')
          .execute();
        return rows.length === 1 && rows[0]!.status === 'sent' && Number(rows[0]!.count) === 2 * EVENTS + 0;
      },
      120_000,
      20,
    );
    const elapsed = Date.now() - started;
    const telegram = new Map<string, number>();
    for (const call of bot.sent().slice(sentBefore)) {
      const marker = /Event-\d+#/.exec(String(call.body.text))?.[0];
      if (marker) telegram.set(marker, (telegram.get(marker) ?? 0) + 1);
    }
    const push = new Map<string, number>();
    for (const received of pushService.received.slice(pushBefore)) {
      const owner = pupils.find((p) => received.path === `/push/${p.chatId}`)!;
      const marker = /Event-\d+#/.exec(decryptPush(received.body, owner.browser))?.[0];
      if (marker) push.set(marker, (push.get(marker) ?? 0) + 1);
    }
    const report = (counts: Map<string, number>) => {
      let duplicates = 0;
      let losses = 0;
      for (let n = 0; n < EVENTS; n += 1) {
        const seen = counts.get(`Event-${n}#`) ?? 0;
        if (seen === 0) losses += 1;
        if (seen > 1) duplicates += seen - 1;
      }
      return { duplicates, losses };
    };
    console.log(
      `[two instances ${kind}] ${EVENTS} events × 2 channels in ${elapsed} ms: telegram ${JSON.stringify(report(telegram))}, push ${JSON.stringify(report(push))}`,
    );
    expect(report(telegram)).toEqual({ duplicates: 0, losses: 0 });
    expect(report(push)).toEqual({ duplicates: 0, losses: 0 });
  }, 180_000);
});
