import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../test/context';
import { createClass, createTask, grade, submit } from '../test/fixtures';
import { bearer, json, registerUser } from '../test/http';
import { canRunWithRedis } from '../test/redis';
import { sameSchoolAs, twoInstancesOverRedis } from '../test/two-instances';
import { makeSchool, readersOf, writeCases, type Reader } from '../test/write-cases';

const withRedis = await canRunWithRedis('the write-route × kept-read table over Redis');

/** An answer as the table compares it: status and body, signed file links without their expiry and signature. */
const shown = (response: LightMyRequestResponse) =>
  `${response.statusCode} ${response.body.replace(/expires=\d+&signature=[\w-]+/g, 'signed')}`;
const get = (app: FastifyInstance, user: { token: string }, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(user) });
const eachRead = (readers: Reader[]) => readers.flatMap((reader) => reader.urls.map((url) => ({ reader, url })));

/** The write routes of the OpenAPI document, as `METHOD /path/{param}`. */
async function documentedWrites(app: FastifyInstance) {
  const document = JSON.parse((await app.inject({ method: 'GET', url: '/api/openapi.json' })).body);
  return (
    Object.entries(document.paths as Record<string, object>)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      // HEAD only reads (a tus upload's offset).
      .filter((route) => !route.startsWith('GET ') && !route.startsWith('HEAD '))
      .sort()
  );
}

/**
 * Every write route of the API, done by a real user after every kept read of class A (and of the
 * users the write concerns) and of class B was read twice (kept): afterwards each of those reads
 * answers as the database says now (`truth`: an app with the cache off), the reads of class B are
 * still served from memory, and each write shows in at least one kept read (or says why none
 * can show it). Returns the (write route, kept read) pairs where the write changed the answer.
 */
async function runTable(apps: { writer: FastifyInstance; reader: FastifyInstance; truth: FastifyInstance }) {
  const { writer, reader: app, truth } = apps;
  const school = await makeSchool(writer);
  expect(writeCases.map((write) => write.route).sort()).toEqual(await documentedWrites(writer));
  const { classA, classB } = readersOf(school);
  const proved: string[] = [];
  for (const write of writeCases) {
    const prepared = (await write.prepare?.(writer, school)) ?? {};
    const touched = eachRead([...classA, ...(prepared.readers ?? [])]);
    const bystanders = eachRead(classB);
    // Another instance hears of the preparing writes in a moment: let them pass before warming.
    if (writer !== app) await new Promise((resolve) => setTimeout(resolve, 150));
    const before = new Map<string, string>();
    let kept = 0;
    for (const { reader, url } of [...touched, ...bystanders]) {
      const first = await get(app, reader.user, url);
      const hits = app.readCacheStats().hits;
      before.set(reader.user.token + url, shown(await get(app, reader.user, url)));
      if (first.statusCode !== 200) continue;
      expect(app.readCacheStats().hits, `${url} is kept`).toBe(hits + 1);
      kept += 1;
    }
    const hitsBefore = app.readCacheStats().hits;

    const answer = await writer.inject(write.write(school, prepared));
    if (write.refusedWith) expect(answer.statusCode, `${write.route}: ${answer.body}`).toBe(write.refusedWith);
    else expect(answer.statusCode, `${write.route}: ${answer.body}`).toBeLessThan(300);

    let changed = 0;
    for (const { reader, url } of touched) {
      const now = shown(await get(truth, reader.user, url));
      const served = async () => shown(await get(app, reader.user, url));
      if (writer === app) expect(await served(), `${write.route} → ${url}`).toBe(now);
      else await expect.poll(served, { timeout: 3_000, message: `${write.route} → ${url}` }).toBe(now);
      if (now !== before.get(reader.user.token + url)) {
        changed += 1;
        proved.push(`${write.route} → ${url}`);
      }
    }
    const hitsAfterTouched = app.readCacheStats().hits;
    for (const { reader, url } of bystanders)
      expect(shown(await get(app, reader.user, url)), `${write.route} → class B ${url}`).toBe(
        shown(await get(truth, reader.user, url)),
      );
    // Class B's kept answers were all served from memory: the write forgot none of them.
    const bystandersKept = bystanders.filter(({ reader, url }) =>
      before.get(reader.user.token + url)!.startsWith('200'),
    );
    expect(app.readCacheStats().hits - hitsAfterTouched, `${write.route} kept class B's answers`).toBe(
      bystandersKept.length,
    );
    if (write.forgetsNothing)
      expect(app.readCacheStats().hits - hitsBefore, `${write.route} forgot nothing`).toBe(kept);
    if (write.showsNothing) expect(changed, `${write.route}: ${write.showsNothing}`).toBe(0);
    else expect(changed, `${write.route} shows in a kept read`).toBeGreaterThan(0);
  }
  return proved;
}

/**
 * Kept answers live 30 s by default; the table takes longer than that on a busy machine, and an
 * answer aged out mid-table would read as one a write forgot. The table is about writes: answers
 * here live the longest the setting allows.
 */
const KEEP_FOR_THE_TABLE = { READ_CACHE_SECONDS: '300' };

describe('every write route forgets what it changed and only that (SQLite, one instance)', () => {
  let ctx: TestContext;
  let truth: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { env: KEEP_FOR_THE_TABLE });
    truth = await createTestContext('sqlite', { env: { ...sameSchoolAs(ctx), READ_CACHE_SECONDS: '0' } });
  });
  afterAll(async () => {
    await truth?.close();
    await ctx?.close();
  });

  it('table: write route × kept read that shows it', async () => {
    const proved = await runTable({ writer: ctx.app, reader: ctx.app, truth: truth.app });
    console.log(
      `write route × kept read pairs proved (SQLite): ${proved.length} over ${writeCases.length} write routes\n` +
        proved.join('\n'),
    );
    expect(proved.length).toBeGreaterThan(writeCases.length);
  }, 300_000);

  it("a grade in one class keeps the answers of the teacher's other class", async () => {
    const teacher = await registerUser(ctx.app, 'teacher');
    const [inA, inC] = [await registerUser(ctx.app, 'student'), await registerUser(ctx.app, 'student')];
    const classA = (await createClass(ctx.app, teacher, [inA], { name: '5-A' }))._id;
    const classC = (await createClass(ctx.app, teacher, [inC], { name: '5-C' }))._id;
    const taskA = (await createTask(ctx.app, teacher, { classId: classA }))._id;
    await createTask(ctx.app, teacher, { classId: classC });
    const work = json(await submit(ctx.app, inA, taskA)).data.submission._id as string;
    const reads = [
      { user: inA, url: '/api/submissions/progress' },
      { user: inC, url: '/api/submissions/progress' },
      { user: teacher, url: `/api/classes/${classC}/students` },
    ];
    for (const { user, url } of reads) await get(ctx.app, user, url);
    expect((await grade(ctx.app, teacher, work, 75)).statusCode).toBe(200);
    const hits = ctx.app.readCacheStats().hits;
    const [graded] = await Promise.all(reads.map(({ user, url }) => get(ctx.app, user, url)));
    expect(json(graded!).data.progress.gradedTasks).toBe(1);
    // The pupil of class A read afresh; class C's pupil and roster from memory.
    expect(ctx.app.readCacheStats().hits - hits).toBe(2);
  });

  it("a hand-in keeps the classmates' answers and forgets the pupil's own and the teacher's", async () => {
    const teacher = await registerUser(ctx.app, 'teacher');
    const [writer, classmate] = [await registerUser(ctx.app, 'student'), await registerUser(ctx.app, 'student')];
    const classId = (await createClass(ctx.app, teacher, [writer, classmate], { name: '6-B' }))._id;
    const taskId = (await createTask(ctx.app, teacher, { classId }))._id;
    // The task's page before the list: read after the list, it would be the page the list keeps anew (tasks/routes.ts).
    const pupilUrls = [`/api/tasks/${taskId}`, '/api/tasks', '/api/submissions/progress', '/api/submissions/my'];
    const reads = [
      ...pupilUrls.map((url) => ({ user: classmate, url, kept: true })),
      ...pupilUrls.map((url) => ({ user: writer, url, kept: false })),
      { user: teacher, url: '/api/submissions?sort=recent&limit=5', kept: false },
      { user: teacher, url: `/api/tasks/${taskId}/stats`, kept: false },
    ];
    for (const { user, url } of reads) await get(ctx.app, user, url);
    expect((await submit(ctx.app, writer, taskId)).statusCode).toBe(201);
    for (const { user, url, kept } of reads) {
      const hits = ctx.app.readCacheStats().hits;
      const answer = await get(ctx.app, user, url);
      expect(answer.statusCode).toBe(200);
      expect(ctx.app.readCacheStats().hits - hits, `${url} kept`).toBe(kept ? 1 : 0);
    }
    const stats = json(await get(ctx.app, teacher, `/api/tasks/${taskId}/stats`)).data.stats;
    expect(stats.submitted).toBe(1);
  });
});

describe.runIf(withRedis).each(testDatabases)(
  'every write route, told to the other instance through Redis with its tags (%s)',
  (kind) => {
    const startTwo = twoInstancesOverRedis(kind, KEEP_FOR_THE_TABLE);

    it('table: write on A, kept reads on B', async () => {
      const { a, b } = await startTwo();
      const truth = await createTestContext(kind, { env: { ...sameSchoolAs(a), READ_CACHE_SECONDS: '0' } });
      try {
        // B keeps answers once its subscription to A's writes is up.
        const probe = await registerUser(a.app, 'student');
        await expect
          .poll(
            async () => {
              await get(b.app, probe, '/api/classes');
              return b.app.readCacheStats().hits;
            },
            { timeout: 5_000 },
          )
          .toBeGreaterThan(0);
        const proved = await runTable({ writer: a.app, reader: b.app, truth: truth.app });
        console.log(`write route × kept read pairs proved (two instances over Redis, ${kind}): ${proved.length}`);
        expect(proved.length).toBeGreaterThan(writeCases.length);
      } finally {
        await truth.close();
      }
    }, 400_000);
  },
);
