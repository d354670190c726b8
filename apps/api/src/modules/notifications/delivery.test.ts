import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { FakeBotApi } from '../../test/fake-bot-api';
import { FakePushService, browserKeys, decryptPush, vapidValid } from '../../test/fake-push-service';
import { FakeSmtp } from '../../test/fake-smtp';
import { createClassroom, createTask, grade, submit } from '../../test/fixtures';
import { bearer, createAdmin, json, registerUser, type TestUser } from '../../test/http';
import { notify } from './queries';
import { until } from '../../test/until';

const APP_URL = 'https://sinfxona.test';

/**
 * Delivery outside the app (docs/architecture.md §4 "Notifications") against local fakes of each
 * service: Telegram's Bot API, an SMTP server, a push service. The worker runs as in the server,
 * polling every 20 ms.
 */
describe.each(testDatabases)('notification delivery on %s', (kind) => {
  let ctx: TestContext;
  let bot: FakeBotApi;
  let smtp: FakeSmtp;
  let pushService: FakePushService;
  let teacher: TestUser;
  let pupil: TestUser;
  let classId: string;
  let chatSeq = 1000;

  const env = () => ({
    APP_URL,
    TELEGRAM_BOT_TOKEN: bot.token,
    TELEGRAM_API_ROOT: bot.root,
    TELEGRAM_CHAT_INTERVAL_MS: '0',
    TELEGRAM_MAX_PER_SECOND: '1000',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Sinfxona <maktab@sinfxona.test>',
    PUSH_ENDPOINT_HOSTS: '127.0.0.1',
    PUSH_ALLOW_HTTP: '1',
    NOTIFY_POLL_MS: '20',
    NOTIFY_RETRY_BASE_MS: '20',
    NOTIFY_MAX_ATTEMPTS: '3',
    NOTIFY_DIGEST_MS: '400',
  });
  const inject = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...bearer(user), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

  const preferences = async (user: TestUser) => json(await inject(user, 'GET', '/api/notifications/preferences')).data;
  const savePreferences = async (user: TestUser, change: (p: any) => any) => {
    const current = (await preferences(user)).preferences;
    const saved = await inject(user, 'PUT', '/api/notifications/preferences', change(current));
    expect(saved.statusCode, saved.body).toBe(200);
  };
  /** Links `user` to a new Telegram chat through the deep link, as a person does. */
  const linkTelegram = async (user: TestUser) => {
    const linked = await inject(user, 'POST', '/api/notifications/telegram/link');
    expect(linked.statusCode, linked.body).toBe(200);
    const url = json(linked).data.url as string;
    expect(url).toMatch(/^https:\/\/t\.me\/sinfxona_test_bot\?start=[A-Za-z0-9_-]{20,64}$/);
    const chatId = chatSeq++;
    bot.userWrites(chatId, `/start ${new URL(url).searchParams.get('start')}`);
    await until(async () => (await preferences(user)).channels.telegram.linked);
    await until(() => bot.sent(String(chatId)).length > 0);
    return String(chatId);
  };
  const subscribePush = async (user: TestUser, path = `/push/${user.id}`) => {
    const browser = browserKeys();
    const added = await inject(user, 'POST', '/api/notifications/push/subscriptions', {
      endpoint: `${pushService.origin}${path}`,
      keys: browser.keys,
    });
    expect(added.statusCode, added.body).toBe(201);
    return browser;
  };
  const gradeWork = async (student: TestUser, title: string, score = 87) => {
    const task = await createTask(ctx.app, teacher, { classId, title });
    const submitted = await submit(ctx.app, student, task._id);
    expect(submitted.statusCode, submitted.body).toBe(201);
    const graded = await grade(ctx.app, teacher, json(submitted).data.submission._id, score);
    expect(graded.statusCode, graded.body).toBe(200);
    return { task };
  };
  const outbox = () => ctx.db.selectFrom('notification_outbox').selectAll().execute();

  beforeAll(async () => {
    bot = await new FakeBotApi().start();
    smtp = await new FakeSmtp().start();
    pushService = await new FakePushService().start();
    ctx = await createTestContext(kind, { env: env(), notifications: true });
    ({ teacher, student: pupil, classId } = await createClassroom(ctx.app, { student: 'Aziza Karimova' }));
  });
  afterAll(async () => {
    await ctx?.close();
    await Promise.all([bot?.close(), smtp?.close(), pushService?.close()]);
  });
  beforeEach(() => {
    ctx.app.notificationDelivery.worker.clock = () => new Date();
  });

  it('delivers one grade on Telegram, e-mail and Web Push, each once, in the language of the app', async () => {
    const chatId = await linkTelegram(pupil);
    const browser = await subscribePush(pupil);
    await savePreferences(pupil, (p) => ({ ...p, channels: { ...p.channels, email: true }, quietHours: null }));
    const state = await preferences(pupil);
    expect(state.preferences.channels).toEqual({ telegram: true, email: true, push: true });
    expect(state.channels).toEqual({
      telegram: { available: true, linked: true },
      email: { available: true, address: pupil.email },
      push: { available: true, subscriptions: 1 },
    });
    // The bot confirmed the link in the language the link was made in.
    expect(bot.sent(chatId)[0]?.body.text).toContain('Sinfxona notifications for Aziza Karimova will come here');

    await gradeWork(pupil, 'Kasrlar');
    // The event's row is written in the grade's transaction, just before its commit.
    const event = await ctx.db
      .selectFrom('notifications')
      .select('created_at')
      .where('user_id', '=', pupil.id)
      .where('type', '=', 'graded')
      .executeTakeFirstOrThrow();
    const committedAt = Date.parse(event.created_at);
    const isGrade = (text: unknown) => String(text).includes('Graded: Kasrlar');
    const message = await until(() => bot.sent(chatId).find((call) => isGrade(call.body.text)));
    const mail = await until(() => smtp.mails.find((m) => m.raw.includes('Subject: Graded: Kasrlar')));
    const readable = () =>
      pushService.received.filter((r) => r.path === `/push/${pupil.id}` && isGrade(decryptPush(r.body, browser)));
    const push = await until(() => readable()[0]);
    // Telegram: the title and body, and an Open button to the exact screen.
    expect(message.body.text).toBe('<b>Graded: Kasrlar</b>\nYour score: 87');
    expect(message.body.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Open', url: `${APP_URL}/student/submissions` }]],
    });
    // E-mail: to the pupil, from MAIL_FROM, text and HTML with the link.
    expect(mail.to).toEqual([pupil.email]);
    expect(mail.from).toBe('maktab@sinfxona.test');
    expect(mail.raw).toContain('Subject: Graded: Kasrlar');
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');
    expect(mail.raw).toContain(`Open: ${APP_URL}/student/submissions`);
    // Web Push: VAPID-signed for the service's origin, and the browser can read the payload.
    const publicKey = json(await inject(pupil, 'GET', '/api/notifications/push/key')).data.publicKey;
    expect(vapidValid(push.headers.authorization, publicKey, pushService.origin)).toBe(true);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(JSON.parse(decryptPush(push.body, browser))).toMatchObject({
      title: 'Graded: Kasrlar',
      body: 'Your score: 87',
      url: `${APP_URL}/student/submissions`,
    });
    // Each channel got it once, and the outbox says sent.
    await until(async () => (await outbox()).every((row) => row.status === 'sent'));
    expect(bot.sent(chatId).filter((call) => isGrade(call.body.text))).toHaveLength(1);
    expect(smtp.mails.filter((m) => m.raw.includes('Subject: Graded: Kasrlar'))).toHaveLength(1);
    expect(readable()).toHaveLength(1);
    console.log(
      `[timeline ${kind}] grade committed → telegram ${message.at - committedAt} ms, e-mail ${mail.at - committedAt} ms, push ${push.at - committedAt} ms`,
    );
  });

  it('holds a message during quiet hours in Asia/Tashkent and sends it when they end', async () => {
    const student = await registerUser(ctx.app, 'student', { fullName: 'Bekzod Olimov' });
    const { enrol } = await import('../../test/fixtures');
    await enrol(ctx.app, teacher, classId, student);
    const chatId = await linkTelegram(student);
    // 22:30 in Tashkent (UTC+5) is 17:30 UTC: inside 21:00–07:00. The next such moment after now:
    // the worker's clock must not be behind the rows it reads (they are stamped with the real time).
    const night = new Date(`${new Date().toISOString().slice(0, 10)}T17:30:00.000Z`);
    while (night.getTime() <= Date.now()) night.setUTCDate(night.getUTCDate() + 1);
    const morning = new Date(night.getTime() + 8.5 * 3_600_000); // 07:00 in Tashkent
    ctx.app.notificationDelivery.worker.clock = () => night;
    const confirmations = bot.sent(chatId).length;
    await gradeWork(student, 'Tunda baholangan');
    const held = await until(async () =>
      (await outbox()).find((row) => row.status === 'held' && row.channel === 'telegram'),
    );
    expect(held.next_attempt_at).toBe(morning.toISOString());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bot.sent(chatId).length).toBe(confirmations);
    // Morning: 07:00:05 in Tashkent.
    ctx.app.notificationDelivery.worker.clock = () => new Date(morning.getTime() + 5_000);
    const sent = await until(() => bot.sent(chatId)[confirmations]);
    expect(sent.body.text).toContain('Tunda baholangan');
    await until(async () => (await outbox()).find((row) => row.id === held.id)?.status === 'sent');
  });

  it('skips a type or a channel the user turned off', async () => {
    const student = await registerUser(ctx.app, 'student');
    const { enrol } = await import('../../test/fixtures');
    await enrol(ctx.app, teacher, classId, student);
    const chatId = await linkTelegram(student);
    await savePreferences(student, (p) => ({ ...p, quietHours: null, types: { ...p.types, graded: false } }));
    const grades = () => bot.sent(chatId).filter((call) => String(call.body.text).startsWith('<b>Graded'));
    await gradeWork(student, 'Kerak emas');
    const row = await until(async () => {
      const rows = await ctx.db
        .selectFrom('notification_outbox as o')
        .innerJoin('notifications as n', 'n.id', 'o.notification_id')
        .select(['o.status', 'o.last_error'])
        .where('n.user_id', '=', student.id)
        .where('n.type', '=', 'graded')
        .execute();
      return rows[0]?.status === 'skipped' ? rows[0] : undefined;
    });
    expect(row.last_error).toBe('type off');
    // The app still shows it.
    const listed = json(await inject(student, 'GET', '/api/notifications')).data.notifications;
    expect(listed.some((n: { type: string }) => n.type === 'graded')).toBe(true);
    expect(grades()).toHaveLength(0);

    // Channel off after the event was written: skipped at send.
    await savePreferences(student, (p) => ({ ...p, types: { ...p.types, graded: true } }));
    await ctx.app.notificationDelivery.worker.stop();
    await gradeWork(student, 'Kanal o‘chiq');
    await savePreferences(student, (p) => ({ ...p, channels: { ...p.channels, telegram: false } }));
    ctx.app.notificationDelivery.worker.start();
    await until(async () => (await outbox()).some((r) => r.status === 'skipped' && r.last_error === 'channel off'));
    expect(grades()).toHaveLength(0);
  });

  it('unlinks a user who blocked the bot, and /stop unlinks', async () => {
    const student = await registerUser(ctx.app, 'student');
    const { enrol } = await import('../../test/fixtures');
    await enrol(ctx.app, teacher, classId, student);
    const chatId = await linkTelegram(student);
    await savePreferences(student, (p) => ({ ...p, quietHours: null }));
    bot.blocked.add(chatId);
    await gradeWork(student, 'Bloklangan');
    await until(async () => !(await preferences(student)).channels.telegram.linked);
    const rows = await until(async () => {
      const found = await ctx.db
        .selectFrom('notification_outbox as o')
        .innerJoin('notifications as n', 'n.id', 'o.notification_id')
        .select(['o.status', 'o.last_error'])
        .where('n.user_id', '=', student.id)
        .where('n.type', '=', 'task_published')
        .execute();
      return found[0]?.status === 'skipped' ? found : undefined;
    });
    // The task came first and found the chat blocked; the grade after it went to the app only.
    expect(rows).toEqual([{ status: 'skipped', last_error: 'telegram: Forbidden: bot was blocked by the user' }]);
    expect((await preferences(student)).preferences.channels.telegram).toBe(false);

    const again = await linkTelegram(student);
    bot.blocked.delete(chatId);
    bot.userWrites(Number(again), '/stop');
    await until(async () => !(await preferences(student)).channels.telegram.linked);
    await until(() => bot.sent(again).some((call) => String(call.body.text).includes('Notifications stopped')));
    // DELETE unlinks too.
    await linkTelegram(student);
    const removed = await inject(student, 'DELETE', '/api/notifications/telegram');
    expect(removed.statusCode).toBe(200);
    expect(json(removed).data.channels.telegram.linked).toBe(false);
  });

  it("sends a teacher one message for a task's hand-ins, not one each", async () => {
    const chatId = await linkTelegram(teacher);
    await savePreferences(teacher, (p) => ({ ...p, quietHours: null }));
    const task = await createTask(ctx.app, teacher, { classId, title: 'Tenglamalar' });
    const { enrol } = await import('../../test/fixtures');
    const names = ['Sardor Umarov', 'Malika Yusupova', 'Jasur Aliyev'];
    const students = [];
    for (const name of names) {
      const student = await registerUser(ctx.app, 'student', { fullName: name });
      await enrol(ctx.app, teacher, classId, student);
      students.push(student);
    }
    // Within the digest window (400 ms here, 10 minutes by default).
    for (const student of students) expect((await submit(ctx.app, student, task._id)).statusCode).toBe(201);
    const digest = await until(() =>
      bot.sent(chatId).find((call) => String(call.body.text).includes('new hand-ins: Tenglamalar')),
    );
    expect(digest.body.text).toBe(
      '<b>3 new hand-ins: Tenglamalar</b>\nHanded in: Sardor Umarov, Malika Yusupova, Jasur Aliyev (7-A Matematika)',
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(bot.sent(chatId).filter((call) => String(call.body.text).includes('Tenglamalar'))).toHaveLength(1);
    // The app still lists each hand-in.
    const listed = json(await inject(teacher, 'GET', '/api/notifications?unread=true')).data.notifications;
    expect(listed.filter((n: { title: string }) => n.title === 'New hand-in: Tenglamalar')).toHaveLength(3);
  });

  it('answers an invalid or used link in the language of the Telegram app', async () => {
    const chatId = chatSeq++;
    bot.userWrites(chatId, '/start not-a-real-token-123', 'ru');
    const reply = await until(() => bot.sent(String(chatId))[0]);
    expect(reply.body.text).toContain('Срок действия ссылки истёк');
  });

  it('removes a push subscription the service says is gone (410)', async () => {
    const student = await registerUser(ctx.app, 'student');
    const { enrol } = await import('../../test/fixtures');
    await enrol(ctx.app, teacher, classId, student);
    await subscribePush(student, `/gone/${student.id}`);
    await savePreferences(student, (p) => ({ ...p, quietHours: null }));
    pushService.gone.add(`/gone/${student.id}`);
    await gradeWork(student, 'Obuna tugagan');
    await until(async () => (await preferences(student)).channels.push.subscriptions === 0);
    expect(pushService.received.some((r) => r.path === `/gone/${student.id}`)).toBe(true);
  });

  it('accepts push endpoints only on the allowed hosts', async () => {
    const { keys } = browserKeys();
    const post = (endpoint: string, body: object = { endpoint, keys }) =>
      inject(pupil, 'POST', '/api/notifications/push/subscriptions', body);
    for (const endpoint of ['https://evil.example.com/x', 'http://10.0.0.1/x', 'ftp://127.0.0.1/x', 'not a url']) {
      const refused = await post(endpoint);
      expect(refused.statusCode, endpoint).toBe(400);
      expect(json(refused).message).toBe('This push service address is not allowed');
    }
    expect(
      (await post('', { endpoint: `${pushService.origin}/x`, keys: { p256dh: 'short', auth: 'x' } })).statusCode,
    ).toBe(400);
    const removed = await inject(
      pupil,
      'DELETE',
      `/api/notifications/push/subscriptions?endpoint=${encodeURIComponent(`${pushService.origin}/push/${pupil.id}`)}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(json(removed).data.channels.push.subscriptions).toBe(0);
  });

  it('retries a failing service with backoff, then keeps it as a dead letter the admin sees', async () => {
    const student = await registerUser(ctx.app, 'student');
    const { enrol } = await import('../../test/fixtures');
    await enrol(ctx.app, teacher, classId, student);
    await savePreferences(student, (p) => ({ ...p, quietHours: null, channels: { ...p.channels, email: true } }));
    smtp.refuse = true;
    try {
      await gradeWork(student, 'Pochta ishlamaydi');
      const dead = await until(async () => {
        const rows = await ctx.db
          .selectFrom('notification_outbox as o')
          .innerJoin('notifications as n', 'n.id', 'o.notification_id')
          .select(['o.status', 'o.attempts', 'o.last_error', 'o.id'])
          .where('n.user_id', '=', student.id)
          .where('n.type', '=', 'graded')
          .execute();
        return rows[0]?.status === 'dead' ? rows[0] : undefined;
      });
      expect(dead.attempts).toBe(3);
      expect(dead.last_error).toContain('451');
      const admin = await createAdmin(ctx.app);
      const report = await inject(admin, 'GET', '/api/admin/notifications/delivery');
      expect(report.statusCode, report.body).toBe(200);
      const data = json(report).data;
      expect(data.configured).toEqual({ telegram: true, email: true, push: true });
      // The task's own task_published to this pupil died too: the grade's is found by its id.
      expect(data.dead.find((row: { _id: string }) => row._id === dead.id)).toMatchObject({
        channel: 'email',
        type: 'graded',
        attempts: 3,
      });
      const deadToday = data.today.find(
        (c: { channel: string; status: string }) => c.channel === 'email' && c.status === 'dead',
      );
      expect(deadToday.count).toBeGreaterThanOrEqual(1);
      expect((await inject(student, 'GET', '/api/admin/notifications/delivery')).statusCode).toBe(403);
    } finally {
      smtp.refuse = false;
    }
  });

  it('writes the outbox in the same transaction as the event: a failed change leaves neither', async () => {
    await savePreferences(pupil, (p) => p);
    const before = (await outbox()).length;
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await notify(trx, { type: 'graded', recipients: [pupil.id], params: { task: 'X', score: 1 }, url: '/' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await outbox()).length).toBe(before);
  });
});

describe.each(testDatabases)('deadline reminders on %s', (kind) => {
  it('reminds each pupil who has not handed in, once, 24 hours before', async () => {
    const ctx = await createTestContext(kind);
    try {
      const { teacher, student, classId } = await createClassroom(ctx.app);
      const other = await registerUser(ctx.app, 'student');
      const { enrol } = await import('../../test/fixtures');
      await enrol(ctx.app, teacher, classId, other);
      const handedIn = await registerUser(ctx.app, 'student');
      await enrol(ctx.app, teacher, classId, handedIn);
      const soon = await createTask(ctx.app, teacher, {
        classId,
        title: 'Ertaga topshiriladi',
        deadline: new Date(Date.now() + 20 * 3_600_000).toISOString(),
      });
      await createTask(ctx.app, teacher, { classId, title: 'Keyingi hafta' });
      expect((await submit(ctx.app, handedIn, soon._id)).statusCode).toBe(201);
      const worker = ctx.app.notificationDelivery.worker;
      await worker.drain();
      await worker.drain();
      const reminders = await ctx.db
        .selectFrom('notifications')
        .select(['user_id', 'params'])
        .where('type', '=', 'deadline_soon')
        .execute();
      expect(reminders.map((r) => r.user_id).sort()).toEqual([student.id, other.id].sort());
      const listed = json(
        await ctx.app.inject({
          method: 'GET',
          url: '/api/notifications',
          headers: { ...bearer(student), 'accept-language': 'uz' },
        }),
      ).data.notifications;
      expect(listed[0].title).toBe('Muddat yaqin: Ertaga topshiriladi');
      expect(listed[0].body).toMatch(/^Ishingizni \d\d\/\d\d\/\d{4} \d\d:\d\d gacha topshiring/);
      // A restart (a new worker on the same database) repeats nothing.
      const { NotificationDelivery } = await import('./delivery');
      const again = await NotificationDelivery.create(ctx.db, kind, ctx.config, ctx.app.log);
      await again.worker.drain();
      expect(
        (await ctx.db.selectFrom('notifications').select('id').where('type', '=', 'deadline_soon').execute()).length,
      ).toBe(2);
    } finally {
      await ctx.close();
    }
  });
  it("reminds by the pupil's own deadline: an extension ending within a day, and not one moved a week on", async () => {
    const ctx = await createTestContext(kind);
    try {
      const { teacher, student, classId } = await createClassroom(ctx.app);
      const extended = await registerUser(ctx.app, 'student');
      const { enrol } = await import('../../test/fixtures');
      await enrol(ctx.app, teacher, classId, extended);
      const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
      const extend = async (taskId: string, deadline: string) => {
        const granted = await ctx.app.inject({
          method: 'PUT',
          url: `/api/tasks/${taskId}/extensions/${extended.id}`,
          headers: bearer(teacher),
          payload: { deadline },
        });
        expect(granted.statusCode, granted.body).toBe(200);
      };
      const task = await createTask(ctx.app, teacher, { classId, title: 'Kechiktirilgan', deadline: hours(72) });
      await extend(task._id, hours(96));
      // Time passes: the class's deadline went by two hours ago, the extension ends tonight.
      await ctx.db
        .updateTable('tasks')
        .set({ deadline: hours(-2) })
        .where('id', '=', task._id)
        .execute();
      await ctx.db
        .updateTable('task_extensions')
        .set({ deadline: hours(10) })
        .where('task_id', '=', task._id)
        .execute();
      const worker = ctx.app.notificationDelivery.worker;
      await worker.drain();
      const reminded = async () =>
        (await ctx.db.selectFrom('notifications').select('user_id').where('type', '=', 'deadline_soon').execute()).map(
          (row) => row.user_id,
        );
      expect(await reminded()).toEqual([extended.id]);

      // A class deadline within a day, but this pupil's extension a week on: only the classmate.
      const second = await createTask(ctx.app, teacher, { classId, title: 'Ertaga', deadline: hours(20) });
      await extend(second._id, hours(168));
      await worker.drain();
      expect((await reminded()).sort()).toEqual([extended.id, student.id].sort());
    } finally {
      await ctx.close();
    }
  });
});
