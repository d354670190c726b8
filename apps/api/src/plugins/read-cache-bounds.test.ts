import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { createClass, createTask } from '../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../test/http';

/** A task description of `length` Cyrillic characters (two bytes each in UTF-8), as a long text would be. */
const cyrillic = (length: number, seed: number) => {
  const words = ['Vazifa', 'Тенгламалар', 'системасини', 'ечинг', 'жавобни', 'асосланг', 'мисол', String(seed)];
  let text = '';
  for (let i = 0; text.length < length; i += 1) text += `${words[(i + seed) % words.length]} `;
  return text.slice(0, length);
};

describe('the read cache is bounded by bytes and keyed by declared query parameters', () => {
  let ctx: TestContext;
  let teacher: TestUser;
  let student: TestUser;
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(student) });

  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { env: { READ_CACHE_MAX_MB: '8' } });
    teacher = await registerUser(ctx.app, 'teacher');
    student = await registerUser(ctx.app, 'student');
    const classId = (await createClass(ctx.app, teacher, [student]))._id;
    // 13 tasks of 10,000 characters: a task list of about 130,000 characters (~260 KB).
    for (let i = 0; i < 13; i += 1)
      await createTask(ctx.app, teacher, { classId, title: `Vazifa ${i + 1}`, description: cyrillic(10_000, i) });
  });
  afterAll(async () => ctx?.close());

  it('never keeps an answer for a query parameter the route does not declare, and ignores the order', async () => {
    const start = ctx.app.readCacheStats();
    for (const url of ['/api/tasks?x=1', '/api/tasks?x=1', '/api/tasks?x=2', '/api/tasks?limit=5&x=1'])
      expect((await get(url)).statusCode).toBe(200);
    expect(ctx.app.readCacheStats()).toMatchObject({ hits: start.hits, entries: start.entries });
    // Declared parameters make the key, in any order; another value is another answer.
    const first = await get('/api/tasks?page=1&limit=5');
    const reordered = await get('/api/tasks?limit=5&page=1');
    expect(reordered.body).toBe(first.body);
    const second = await get('/api/tasks?limit=5&page=2');
    expect(json(second).data.pagination.page).toBe(2);
    expect(ctx.app.readCacheStats()).toMatchObject({ hits: start.hits + 1, misses: start.misses + 2 });
  });

  it('keeps 300 distinct URLs of a 130,000-character answer within READ_CACHE_MAX_MB', async () => {
    let largest = 0;
    let answerLength = 0;
    for (let i = 0; i < 300; i += 1) {
      // Leading zeros make distinct declared values that validate to the same page and limit.
      const url = `/api/tasks?page=${'0'.repeat(i % 50)}1&limit=${'0'.repeat(Math.floor(i / 50))}20`;
      // 300 answers of ~260 KB are ~75 MB: ten times the bound, so eviction is proven.
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      answerLength = answer.body.length;
      largest = Math.max(largest, ctx.app.readCacheStats().bytes);
    }
    const stats = ctx.app.readCacheStats();
    console.info(
      `read cache: answer ${answerLength} characters, ${stats.entries} kept of 300 URLs, ` +
        `${(largest / 1024 / 1024).toFixed(1)} MB at most (bound ${stats.maxBytes / 1024 / 1024} MB)`,
    );
    expect(answerLength).toBeGreaterThan(130_000);
    expect(largest).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(stats.maxBytes).toBe(8 * 1024 * 1024);
    // About 30 answers of ~260 KB fit in 8 MB: the least recently read went first. Beside them, the
    // 13 tasks' own pages that each list keeps (tasks/routes.ts), ~20 KB each.
    expect(stats.entries).toBeGreaterThan(20);
    expect(stats.entries).toBeLessThan(40 + 13);
    // The most recent URL is still kept.
    const before = ctx.app.readCacheStats().hits;
    await get(`/api/tasks?page=${'0'.repeat(49)}1&limit=${'0'.repeat(5)}20`);
    expect(ctx.app.readCacheStats().hits).toBe(before + 1);
  }, 120_000);
});

describe('kept answers age out and are swept', () => {
  let ctx: TestContext;
  afterAll(async () => ctx?.close());

  it('drops an expired answer that is never read again', async () => {
    ctx = await createTestContext('sqlite', { env: { READ_CACHE_SECONDS: '1' } });
    const student = await registerUser(ctx.app, 'student');
    await ctx.app.inject({ method: 'GET', url: '/api/classes', headers: bearer(student) });
    expect(ctx.app.readCacheStats().entries).toBe(1);
    await expect.poll(() => ctx.app.readCacheStats().entries, { timeout: 4_000, interval: 200 }).toBe(0);
  });
});
