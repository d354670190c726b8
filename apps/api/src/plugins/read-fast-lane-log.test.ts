import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { createClass, createTask } from '../test/fixtures';
import { bearer, registerUser, type TestUser } from '../test/http';

/** The fast lane (read-fast-lane.ts) over real HTTP: its log lines, its keys and its size accounting. */
describe('kept answers served before Fastify: logged, keyed and counted', () => {
  let ctx: TestContext;
  let base: string;
  let student: TestUser;
  const lines: { msg: string; reqId?: string; req?: Record<string, unknown>; res?: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    const log = new PassThrough();
    let pending = '';
    log.on('data', (chunk: Buffer) => {
      const parts = (pending + chunk.toString()).split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts) if (line.trim()) lines.push(JSON.parse(line));
    });
    ctx = await createTestContext('sqlite', { logStream: log });
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const teacher = await registerUser(ctx.app, 'teacher');
    student = await registerUser(ctx.app, 'student');
    const classId = (await createClass(ctx.app, teacher, [student]))._id;
    for (let i = 0; i < 3; i += 1)
      await createTask(ctx.app, teacher, {
        classId,
        title: `Vazifa ${i + 1}`,
        description: 'Mashqlarni bajaring. '.repeat(40),
      });
  });
  afterAll(async () => ctx?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, { headers: { ...bearer(student), ...headers } });
  const logged = (msg: string, match: (line: (typeof lines)[number]) => boolean) =>
    lines.filter((line) => line.msg === msg && match(line));

  it('logs each answer it serves in one line with the fields of Fastify’s own', async () => {
    const url = '/api/tasks?page=1';
    expect((await get(url)).status).toBe(200);
    expect((await get(url)).status).toBe(200);
    const hits = ctx.app.readCacheStats().hits;
    expect(hits).toBeGreaterThan(0);
    // Fastify's two lines (incoming, completed) for the first read; one line of the fast lane's for the second.
    const [incoming] = logged('incoming request', (line) => line.req?.url === url);
    await expect.poll(() => logged('request completed', (line) => line.req?.url === url).length).toBe(1);
    const [completed] = logged('request completed', (line) => line.reqId === incoming!.reqId);
    const [lane] = logged('request completed', (line) => line.req?.url === url);
    expect(Object.keys(lane!)).toEqual(expect.arrayContaining([...Object.keys(incoming!), ...Object.keys(completed!)]));
    expect(lane!.req).toEqual(incoming!.req);
    expect(lane!.res).toEqual({ statusCode: 200 });
    expect(lane!.reqId).not.toBe(incoming!.reqId);
  });

  it('finds a kept answer whatever the order of its declared parameters, and never for an undeclared one', async () => {
    await get('/api/tasks?page=1&limit=5');
    const before = ctx.app.readCacheStats();
    expect((await get('/api/tasks?limit=5&page=1')).status).toBe(200);
    expect(ctx.app.readCacheStats().hits).toBe(before.hits + 1);
    expect((await get('/api/tasks?limit=5&page=1&x=1')).status).toBe(200);
    expect((await get('/api/tasks?limit=5&page=1&x=1')).status).toBe(200);
    expect(ctx.app.readCacheStats()).toMatchObject({ hits: before.hits + 1, entries: before.entries });
  });

  it('counts the compressed copies it keeps in the cache’s size', async () => {
    const url = '/api/tasks?limit=20';
    await get(url);
    const plain = ctx.app.readCacheStats().bytes;
    const answer = await get(url, { 'accept-encoding': 'br' });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(ctx.app.readCacheStats().bytes).toBeGreaterThan(plain);
  });
});
