import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_THREAD_MAX } from '@sinfxona/domain/constants';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, submit } from '../../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../../test/http';

/** A class with one task and Aziza's work at it; the thread's URL. */
async function workWithThread(ctx: TestContext) {
  const teacher = await registerUser(ctx.app, 'teacher', { fullName: 'Anvar Tursunov' });
  const aziza = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova' });
  const classId = (await createClass(ctx.app, teacher, [aziza]))._id;
  const task = await createTask(ctx.app, teacher, { classId, title: 'Kasrlar' });
  const work = json(await submit(ctx.app, aziza, task._id, 'Javob')).data.submission;
  return { teacher, aziza, url: `/api/submissions/${work._id}/comments` };
}

describe.each(testDatabases)('a submission comment thread on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let aziza: TestUser;
  let url: string;
  const post = (user: TestUser, text: string, language = 'uz') =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: { text },
      headers: { ...bearer(user), 'accept-language': language },
    });
  const get = (user: TestUser, query = '') =>
    ctx.app.inject({ method: 'GET', url: `${url}${query}`, headers: bearer(user) });
  const texts = (response: Awaited<ReturnType<typeof get>>) =>
    (json(response).data.comments as { text: string }[]).map((comment) => comment.text);

  beforeAll(async () => {
    // The rate limit has its own test below; here a long thread is written quickly.
    ctx = await createTestContext(kind, { rateLimits: { commentPerUserPerMinute: 1_000 } });
    ({ teacher, aziza, url } = await workWithThread(ctx));
    for (let n = 1; n <= 25; n += 1) expect((await post(n % 2 ? aziza : teacher, `izoh ${n}`)).statusCode).toBe(201);
  });
  afterAll(async () => ctx?.close());

  it('pages the thread: page 1 is the newest comments, each page oldest first', async () => {
    const first = await get(aziza);
    expect(first.statusCode).toBe(200);
    expect(json(first).data.pagination).toEqual({ page: 1, limit: 10, total: 25, pages: 3 });
    expect(texts(first)).toEqual(Array.from({ length: 10 }, (_, i) => `izoh ${16 + i}`));
    expect(texts(await get(teacher, '?page=2'))).toEqual(Array.from({ length: 10 }, (_, i) => `izoh ${6 + i}`));
    expect(texts(await get(teacher, '?page=3'))).toEqual(['izoh 1', 'izoh 2', 'izoh 3', 'izoh 4', 'izoh 5']);
    // What the web app asks for: the whole thread, as it reads.
    const whole = await get(aziza, `?limit=${COMMENT_THREAD_MAX}`);
    expect(texts(whole)).toEqual(Array.from({ length: 25 }, (_, i) => `izoh ${i + 1}`));
    expect(json(whole).data.pagination).toEqual({ page: 1, limit: COMMENT_THREAD_MAX, total: 25, pages: 1 });
  });

  it('refuses a page size over the limit', async () => {
    expect((await get(aziza, '?limit=101')).statusCode).toBe(400);
  });

  it(`holds at most ${COMMENT_THREAD_MAX} comments, and says so in the user's language`, async () => {
    for (let n = 26; n <= COMMENT_THREAD_MAX; n += 1) expect((await post(aziza, `izoh ${n}`)).statusCode).toBe(201);
    const full = await post(teacher, 'yana bitta', 'en');
    expect(full.statusCode).toBe(409);
    expect(json(full)).toEqual({
      success: false,
      code: 'CONFLICT',
      message: `This conversation is full (${COMMENT_THREAD_MAX} comments): say it in class or another way`,
    });
    expect(json(await post(aziza, 'yana bitta', 'uz')).message).toBe(
      `Bu suhbat to'ldi (${COMMENT_THREAD_MAX} ta izoh): yangi izohni sinfda yoki boshqa yo'l bilan ayting`,
    );
    const whole = await get(teacher, `?limit=${COMMENT_THREAD_MAX}`);
    expect(json(whole).data.pagination.total).toBe(COMMENT_THREAD_MAX);
    expect(texts(whole).at(-1)).toBe(`izoh ${COMMENT_THREAD_MAX}`);
  });
});

describe('posting comments is rate-limited per user', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterAll(async () => ctx?.close());

  it('answers 429 after 10 comments in a minute, to that user only', async () => {
    const { teacher, aziza, url } = await workWithThread(ctx);
    const post = (user: TestUser, text: string) =>
      ctx.app.inject({
        method: 'POST',
        url,
        payload: { text },
        headers: { ...bearer(user), 'accept-language': 'en' },
      });
    for (let n = 1; n <= 10; n += 1) expect((await post(aziza, `izoh ${n}`)).statusCode).toBe(201);
    const limited = await post(aziza, 'yana');
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(teacher, 'Ustozdan javob')).statusCode).toBe(201);
  });
});
