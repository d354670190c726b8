import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoInstancesOverRedis } from '../test/two-instances';
import { createTestContext, type TestContext } from '../test/context';
import { createClass, createTask, grade, submit } from '../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../test/http';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL, canRunWithRedis } from '../test/redis';

const withRedis = await canRunWithRedis('the read-cache-over-Redis test');

describe('kept answers to reads (SQLite, one instance)', () => {
  let ctx: TestContext;
  let teacher: TestUser;
  let aziza: TestUser;
  let bekzod: TestUser;
  let classId: string;
  const get = (user: TestUser, url: string, language = 'uz') =>
    ctx.app.inject({ method: 'GET', url, headers: { ...bearer(user), 'accept-language': language } });

  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    teacher = await registerUser(ctx.app, 'teacher');
    aziza = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova' });
    bekzod = await registerUser(ctx.app, 'student', { fullName: 'Bekzod Olimov' });
    classId = (await createClass(ctx.app, teacher, [aziza, bekzod]))._id;
  });
  afterAll(async () => ctx?.close());

  it('serves a repeated read from memory, byte for byte, and each user their own', async () => {
    const task = await createTask(ctx.app, teacher, { classId, title: 'Kasrlar' });
    await submit(ctx.app, aziza, task._id);
    const before = ctx.app.readCacheStats();
    const first = await get(aziza, '/api/tasks');
    const second = await get(aziza, '/api/tasks');
    expect(second.body).toBe(first.body);
    expect(ctx.app.readCacheStats().hits).toBe(before.hits + 1);
    // Bekzod asks the same URL and gets his own answer (no submission of his).
    const his = json(await get(bekzod, '/api/tasks')).data.tasks[0];
    expect(json(first).data.tasks[0].mySubmission).not.toBeNull();
    expect(his.mySubmission).toBeNull();
  });

  it("forgets what a write in the reader's class changed, so the next read sees it", async () => {
    const progress = async () => json(await get(aziza, '/api/submissions/progress')).data.progress;
    const before = await progress();
    expect(await progress()).toEqual(before);
    const task = await createTask(ctx.app, teacher, { classId, title: 'Tenglamalar' });
    const after = await progress();
    expect(after.totalTasks).toBe(before.totalTasks + 1);
    const mine = json(await submit(ctx.app, aziza, task._id)).data.submission;
    await grade(ctx.app, teacher, mine._id, 91, "A'lo");
    expect((await progress()).gradedTasks).toBe(after.gradedTasks + 1);
  });

  it('keeps only the reads whose route asks for it (config.readCache)', async () => {
    const own = await createClass(ctx.app, teacher, [aziza], { name: 'Kimyo 9-B' });
    const className = async (url: string) => {
      const answer = json(await get(teacher, url)).data;
      return (answer.class ?? answer.classes.find((found: { _id: string }) => found._id === own._id)).name;
    };
    // Both read once, then the name changes under them with no write through the API.
    expect(await className('/api/classes')).toBe('Kimyo 9-B');
    expect(await className(`/api/classes/${own._id}`)).toBe('Kimyo 9-B');
    await ctx.db.updateTable('classes').set({ name: 'Fizika 9-B' }).where('id', '=', own._id).execute();
    const before = ctx.app.readCacheStats();
    // The class list opts in: its kept answer is served. One class's page does not: it is read afresh.
    expect(await className('/api/classes')).toBe('Kimyo 9-B');
    expect(await className(`/api/classes/${own._id}`)).toBe('Fizika 9-B');
    expect(ctx.app.readCacheStats()).toMatchObject({ hits: before.hits + 1, misses: before.misses });
    ctx.app.forgetReads();
  });

  it('keeps the languages apart and never keeps a refusal', async () => {
    await get(aziza, '/api/tasks', 'en');
    const english = await get(aziza, '/api/tasks?page=0', 'en');
    const uzbek = await get(aziza, '/api/tasks?page=0', 'uz');
    expect(english.statusCode).toBe(400);
    expect(json(english).message).not.toBe(json(uzbek).message);
    const again = await get(aziza, '/api/tasks?page=0', 'en');
    expect(again.statusCode).toBe(400);
    const { entries } = ctx.app.readCacheStats();
    expect(entries).toBeGreaterThan(0);
  });

  it('sees a password change at once: the old token stops working', async () => {
    const student = await registerUser(ctx.app, 'student', { fullName: 'Charos Nazarova' });
    expect((await get(student, '/api/auth/profile')).statusCode).toBe(200);
    expect((await get(student, '/api/auth/profile')).statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(student),
      payload: {
        fullName: student.fullName,
        email: student.email,
        currentPassword: student.password,
        newPassword: 'yangi-parol1',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await get(student, '/api/auth/profile')).statusCode).toBe(401);
  });
});

describe('kept answers on PostgreSQL', () => {
  let ctx: TestContext | undefined;
  afterAll(async () => ctx?.close());
  it.runIf(process.env.TEST_DATABASE_URL)('are off without Redis: another instance may write', async () => {
    ctx = await createTestContext('postgres');
    const student = await registerUser(ctx.app, 'student');
    for (let i = 0; i < 3; i += 1)
      await ctx.app.inject({ method: 'GET', url: '/api/classes', headers: bearer(student) });
    expect(ctx.app.readCacheStats().hits).toBe(0);
  });
});

describe.runIf(withRedis)('kept answers on instances that share their writes through Redis', () => {
  const startTwo = twoInstancesOverRedis();

  it('forgets an answer when the other instance writes', async () => {
    // B reads A's database through its own app: two instances of one school.
    const { a, b } = await startTwo();
    const teacher = await registerUser(a.app, 'teacher');
    const read = async () =>
      json(await b.app.inject({ method: 'GET', url: '/api/classes', headers: bearer(teacher) })).data.classes.length;
    // B serves kept answers once its subscription to the other instances' writes is up.
    await expect
      .poll(
        async () => {
          expect(await read()).toBe(0);
          return b.app.readCacheStats().hits;
        },
        { timeout: 5_000 },
      )
      .toBeGreaterThan(0);
    await createClass(a.app, teacher);
    // The message crosses Redis in a moment.
    await expect.poll(read, { timeout: 3_000 }).toBe(1);
  });

  it('forgets only the written tags on the other instance, and everything at a message it cannot read', async () => {
    const { a, b } = await startTwo();
    const [teacher, other] = [await registerUser(a.app, 'teacher'), await registerUser(a.app, 'teacher')];
    const classes = (user: TestUser) => b.app.inject({ method: 'GET', url: '/api/classes', headers: bearer(user) });
    /** How many of the two teachers' reads on B came from memory. */
    const keptOfBoth = async () => {
      const hits = b.app.readCacheStats().hits;
      await classes(teacher);
      await classes(other);
      return b.app.readCacheStats().hits - hits;
    };
    await expect.poll(keptOfBoth, { timeout: 5_000 }).toBe(2);
    /** Whether the user's read on B came from memory. */
    const kept = async (user: TestUser) => {
      const hits = b.app.readCacheStats().hits;
      await classes(user);
      return b.app.readCacheStats().hits - hits === 1;
    };
    await createClass(a.app, teacher);
    // The writer's answer is read afresh once the message is in; the other teacher's stays kept
    // (the write's later messages, at its answer and its end, name only the writer's tags).
    await expect.poll(async () => json(await classes(teacher)).data.classes.length, { timeout: 3_000 }).toBe(1);
    expect(await kept(other)).toBe(true);
    await expect.poll(() => kept(teacher), { timeout: 3_000 }).toBe(true);
    expect(await kept(other)).toBe(true);
    const publisher = new Redis(TEST_REDIS_URL);
    try {
      await publisher.publish(`${a.config.redis!.keyPrefix}writes`, 'not a write message');
      await expect.poll(keptOfBoth, { timeout: 3_000 }).toBe(0);
    } finally {
      publisher.disconnect();
    }
  });
});
