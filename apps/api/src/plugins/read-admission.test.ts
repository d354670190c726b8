import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { createClass, createTask } from '../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../test/http';
import { until } from '../test/until';

/**
 * Reads are let in one at a time here (READ_CONCURRENCY=1) and the read cache is off, so every
 * read is computed: a write sent behind a crowd of reads is answered before the crowd is through.
 */
describe('read admission (SQLite, real HTTP)', () => {
  let ctx: TestContext;
  let base: string;
  let teacher: TestUser;
  let student: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { env: { READ_CONCURRENCY: '1', READ_CACHE_SECONDS: '0' } });
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    teacher = await registerUser(ctx.app, 'teacher');
    student = await registerUser(ctx.app, 'student');
    const { _id: classId } = await createClass(ctx.app, teacher, [student]);
    await createTask(ctx.app, teacher, { classId });
  });
  afterAll(() => ctx.close());

  it('holds reads past the limit, answers every one, and lets a write through ahead of them', async () => {
    const before = ctx.app.readAdmissionStats();
    const finished: string[] = [];
    const read = (n: number) =>
      fetch(`${base}/api/tasks?limit=100`, { headers: bearer(student) }).then(async (response) => {
        expect(response.status).toBe(200);
        await response.json();
        finished.push(`read ${n}`);
      });
    const reads = Array.from({ length: 40 }, (_, n) => read(n));
    // A write sent after every read: the teacher opens a class.
    const write = fetch(`${base}/api/classes`, {
      method: 'POST',
      headers: { ...bearer(teacher), 'content-type': 'application/json' },
      body: JSON.stringify({ name: '8-B Fizika', subject: 'Fizika' }),
    }).then(async (response) => {
      expect(response.status).toBe(201);
      finished.push('write');
    });
    await Promise.all([...reads, write]);

    const after = ctx.app.readAdmissionStats();
    expect(after.admitted - before.admitted).toBe(40);
    expect(after.held - before.held).toBeGreaterThan(0);
    expect(after).toMatchObject({ waiting: 0, inFlight: 0 });
    // Without admission the write's steps each wait behind every read ready at the time.
    expect(finished.indexOf('write')).toBeLessThan(finished.length - 1);
  });

  it('does not hold the health probe, and leaves nothing waiting or in flight', async () => {
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    const alone = json(await ctx.app.inject({ method: 'GET', url: '/api/tasks?limit=100', headers: bearer(student) }));
    expect(alone.data.tasks.length).toBe(1);
    expect(ctx.app.readAdmissionStats()).toMatchObject({ waiting: 0, inFlight: 0 });
  });
});

describe('read admission and clients that hang up', () => {
  let ctx: TestContext;
  let base: string;
  let student: TestUser;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
    ctx = await createTestContext('sqlite', { env: { READ_CONCURRENCY: '1', READ_CACHE_SECONDS: '0' }, logStream });
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const teacher = await registerUser(ctx.app, 'teacher');
    student = await registerUser(ctx.app, 'student');
    const { _id: classId } = await createClass(ctx.app, teacher, [student]);
    await createTask(ctx.app, teacher, { classId });
  });
  afterAll(() => ctx.close());

  it('lets go of reads whose clients hung up while they waited, without logging a server error', async () => {
    const before = ctx.app.readAdmissionStats();
    const abort = new AbortController();
    const reads = Array.from({ length: 30 }, () =>
      fetch(`${base}/api/tasks?limit=100`, { headers: bearer(student), signal: abort.signal }).catch(() => 'aborted'),
    );
    // Aborted once the server has them waiting in its queue.
    await until(() => ctx.app.readAdmissionStats().held - before.held >= 5);
    abort.abort();
    await Promise.all(reads);
    await until(() => ctx.app.readAdmissionStats().waiting === 0 && ctx.app.readAdmissionStats().inFlight === 0);
    const answered = await fetch(`${base}/api/tasks?limit=100`, { headers: bearer(student) });
    expect(answered.status).toBe(200);
    const failures = logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level >= 50);
    expect(failures).toEqual([]);
  });
});
