import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { FakeBotApi } from '../../test/fake-bot-api';
import { createClass, createTask, grade, submit } from '../../test/fixtures';
import { bearer, createGuardian, json, registerUser, type TestUser } from '../../test/http';
import { sendGuardianDigests } from './digest';
import { until } from '../../test/until';

const APP_URL = 'https://sinfxona.test';

/** The weekly digest reaches a parent on Telegram, as the Bot API (a local fake of it) receives it. */
describe('the weekly digest on Telegram', () => {
  let ctx: TestContext;
  let bot: FakeBotApi;
  let teacher: TestUser;
  let aziza: TestUser;
  let mother: TestUser;

  beforeAll(async () => {
    bot = await new FakeBotApi().start();
    ctx = await createTestContext('sqlite', {
      env: {
        APP_URL,
        TELEGRAM_BOT_TOKEN: bot.token,
        TELEGRAM_API_ROOT: bot.root,
        TELEGRAM_CHAT_INTERVAL_MS: '0',
        NOTIFY_POLL_MS: '20',
      },
      notifications: true,
    });
    teacher = await registerUser(ctx.app, 'teacher', { fullName: 'Dilnoza Rashidova' });
    aziza = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova' });
    mother = await createGuardian(ctx.app, { fullName: 'Karimova Dilfuza' });
    await createClass(ctx.app, teacher, [aziza], { name: '7-A Algebra' });
  });
  afterAll(async () => {
    await ctx?.close();
    await bot?.close();
  });

  it('sends the week’s grades, missing work and what is due, in the parent’s language', async () => {
    const code = json(await ctx.app.inject({ method: 'POST', url: '/api/guardian-codes', headers: bearer(aziza) })).data
      .code;
    await ctx.app.inject({ method: 'POST', url: '/api/guardian/children', headers: bearer(mother), payload: { code } });
    const classId = json(await ctx.app.inject({ method: 'GET', url: '/api/classes', headers: bearer(teacher) })).data
      .classes[0]._id;
    const task = (await createTask(ctx.app, teacher, { classId, title: 'Kasrlar' }))._id;
    const work = json(await submit(ctx.app, aziza, task)).data.submission._id;
    expect((await grade(ctx.app, teacher, work, 86)).statusCode).toBe(200);
    await ctx.db.updateTable('submissions').set({ graded_at: '2026-11-26T09:00:00Z' }).where('id', '=', work).execute();
    const missing = (await createTask(ctx.app, teacher, { classId, title: 'Insho: Mening oilam' }))._id;
    await ctx.db.updateTable('tasks').set({ deadline: '2026-11-27T13:00:00Z' }).where('id', '=', missing).execute();
    const due = (await createTask(ctx.app, teacher, { classId, title: 'Tenglamalar' }))._id;
    await ctx.db.updateTable('tasks').set({ deadline: '2026-12-03T13:00:00Z' }).where('id', '=', due).execute();

    // The parent links Telegram through the deep link and turns the channel on.
    const linked = json(
      await ctx.app.inject({ method: 'POST', url: '/api/notifications/telegram/link', headers: bearer(mother) }),
    ).data.url as string;
    bot.userWrites(4242, `/start ${new URL(linked).searchParams.get('start')}`, 'uz');
    await until(() => bot.sent('4242').length > 0);
    const preferences = json(
      await ctx.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: bearer(mother) }),
    ).data.preferences;
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(mother),
      payload: { ...preferences, channels: { ...preferences.channels, telegram: true }, quietHours: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await sendGuardianDigests(ctx.db, new Date('2026-11-29T13:00:00Z'))).toBe(1);
    const message = await until(() => bot.sent('4242').find((call) => String(call.body.text).includes('haftalik')));
    console.info(`[digest on Telegram]\n${message.body.text}`);
    expect(message.body.text).toBe(
      [
        '<b>Aziza Karimova: haftalik hisobot (23/11/2026 dan)</b>',
        'Baholar (1):',
        '• Kasrlar (7-A Algebra) — 5 (86)',
        '',
        'Topshirilmagan (1):',
        '• Insho: Mening oilam (7-A Algebra) — 27/11/2026 18:00',
        '',
        'Keyingi 7 kunda topshirish (1):',
        '• Tenglamalar (7-A Algebra) — 03/12/2026 18:00',
      ].join('\n'),
    );
    expect(message.body.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Ochish', url: `${APP_URL}/guardian/children/${aziza.id}` }]],
    });
  });
});
