import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, grade, submit } from '../../test/fixtures';
import { bearer, createGuardian, json, registerUser, type TestUser } from '../../test/http';
import { sendGuardianDigests } from './digest';
import { sendMissingNotices } from './missing';

interface Listed {
  type: string;
  title: string;
  body: string;
  url: string;
}

/** Sunday 29 November 2026, 18:30 in Tashkent: the digest of the week from Monday 23 November. */
const SUNDAY_EVENING = new Date('2026-11-29T13:30:00Z');

describe.each(testDatabases)("a guardian's weekly digest and missing-work notices on %s", (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let aziza: TestUser;
  let bekzod: TestUser;
  let mother: TestUser;
  let classId: string;

  const unread = async (user: TestUser, type: string) => {
    const list = json(
      await ctx.app.inject({ method: 'GET', url: '/api/notifications?unread=true', headers: bearer(user) }),
    ).data.notifications as Listed[];
    await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: bearer(user),
      payload: { all: true },
    });
    return list.filter((item) => item.type === type);
  };
  const link = async (guardian: TestUser, child: TestUser) => {
    const code = json(await ctx.app.inject({ method: 'POST', url: '/api/guardian-codes', headers: bearer(child) })).data
      .code;
    const linked = await ctx.app.inject({
      method: 'POST',
      url: '/api/guardian/children',
      headers: bearer(guardian),
      payload: { code },
    });
    expect(linked.statusCode, linked.body).toBe(201);
  };
  /** A task of the class whose deadline is then set to `deadline` (the API takes future ones only). */
  const taskDue = async (title: string, deadline: string) => {
    const task = (await createTask(ctx.app, teacher, { classId, title }))._id as string;
    await ctx.db.updateTable('tasks').set({ deadline }).where('id', '=', task).execute();
    return task;
  };
  const gradedAt = async (student: TestUser, task: string, score: number, at: string, hold = false) => {
    const work = json(await submit(ctx.app, student, task)).data.submission._id as string;
    const graded = hold
      ? await ctx.app.inject({
          method: 'PUT',
          url: `/api/submissions/${work}/grade`,
          headers: bearer(teacher),
          payload: { score, hold: true },
        })
      : await grade(ctx.app, teacher, work, score);
    expect(graded.statusCode, graded.body).toBe(200);
    await ctx.db.updateTable('submissions').set({ graded_at: at }).where('id', '=', work).execute();
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher', { fullName: 'Dilnoza Rashidova' });
    aziza = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova' });
    bekzod = await registerUser(ctx.app, 'student', { fullName: 'Bekzod Olimov' });
    classId = (await createClass(ctx.app, teacher, [aziza, bekzod], { name: '7-A' }))._id;
    mother = await createGuardian(ctx.app, { fullName: 'Karimova Dilfuza' });
    await link(mother, aziza);
    await link(mother, bekzod);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('sums up the week for each child on Sunday at 18:00 school time, once', async () => {
    // Graded this week (a 5), last week (left out), and held (left out).
    await gradedAt(aziza, await taskDue('Kasrlar', '2026-11-24T13:00:00Z'), 92, '2026-11-25T10:00:00Z');
    await gradedAt(aziza, await taskDue('Eski ish', '2026-11-17T13:00:00Z'), 70, '2026-11-20T10:00:00Z');
    await gradedAt(aziza, await taskDue('Yashirin', '2026-11-24T14:00:00Z'), 40, '2026-11-26T10:00:00Z', true);
    // Missing (deadline passed, nothing handed in), and an excused one left out.
    await taskDue('Insho', '2026-11-26T13:00:00Z');
    const excused = await taskDue('Kechirilgan', '2026-11-26T14:00:00Z');
    const excusing = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tasks/${excused}/excusals/${aziza.id}`,
      headers: bearer(teacher),
    });
    expect(excusing.statusCode, excusing.body).toBe(200);
    // Due in the next 7 days; an extension moves an overdue one there; three weeks ahead is left out.
    await taskDue('Tenglamalar', '2026-12-02T13:00:00Z');
    const extended = await taskDue('Sheʼr', '2026-11-25T13:00:00Z');
    await ctx.db
      .insertInto('task_extensions')
      .values({
        task_id: extended,
        student_id: aziza.id,
        deadline: '2026-12-01T13:00:00Z',
        granted_by: teacher.id,
        granted_at: '2026-11-24T00:00:00Z',
      })
      .execute();
    await taskDue('Uzoq ish', '2026-12-20T13:00:00Z');
    await unread(mother, 'weekly_digest');

    // Not before Sunday 18:00.
    expect(await sendGuardianDigests(ctx.db, new Date('2026-11-29T12:59:00Z'))).toBe(0);
    // One per child.
    expect(await sendGuardianDigests(ctx.db, SUNDAY_EVENING)).toBe(2);
    const digests = await unread(mother, 'weekly_digest');
    const forAziza = digests.find((item) => item.title.startsWith('Aziza'))!;
    expect(forAziza).toEqual({
      type: 'weekly_digest',
      title: 'Aziza Karimova: haftalik hisobot (23/11/2026 dan)',
      body: [
        'Baholar (1):',
        '• Kasrlar (7-A) — 5 (92)',
        '',
        // A held grade's work is handed in: neither a grade nor missing yet.
        'Topshirilmagan (1):',
        '• Insho (7-A) — 26/11/2026 18:00',
        '',
        'Keyingi 7 kunda topshirish (2):',
        '• Sheʼr (7-A) — 01/12/2026 18:00',
        '• Tenglamalar (7-A) — 02/12/2026 18:00',
      ].join('\n'),
      url: `/guardian/children/${aziza.id}`,
      readAt: null,
      _id: expect.any(String),
      createdAt: expect.any(String),
    } as unknown as Listed);
    // Bekzod handed nothing in: every past deadline is missing for him, excused or not (Aziza's excusal).
    expect(digests.find((item) => item.title.startsWith('Bekzod'))?.body).toContain('Topshirilmagan (6):');
    // Once per week, also on Monday morning's catch-up.
    expect(await sendGuardianDigests(ctx.db, new Date('2026-11-29T17:00:00Z'))).toBe(0);
    expect(await sendGuardianDigests(ctx.db, new Date('2026-11-30T02:00:00Z'))).toBe(0);
    expect(await unread(mother, 'weekly_digest')).toEqual([]);
  });

  it('tells the guardian once when their child’s work is missing after the deadline', async () => {
    const now = new Date('2026-12-10T10:00:00Z');
    const task = (await createTask(ctx.app, teacher, { classId, title: 'Laboratoriya' }))._id as string;
    await ctx.db
      .updateTable('tasks')
      .set({ deadline: new Date(now.getTime() - 3_600_000).toISOString() })
      .where('id', '=', task)
      .execute();
    expect((await submit(ctx.app, bekzod, task)).statusCode).toBe(201);
    await unread(mother, 'task_missing');
    expect(await sendMissingNotices(ctx.db, now)).toBeGreaterThanOrEqual(1);
    const notices = await unread(mother, 'task_missing');
    // Aziza's only: Bekzod handed his in, and deadlines older than two days are not news.
    expect(notices.map((notice) => notice.title)).toEqual(['Aziza Karimova: topshirilmagan — Laboratoriya']);
    expect(notices[0]!.url).toBe(`/guardian/children/${aziza.id}`);
    await sendMissingNotices(ctx.db, new Date(now.getTime() + 60_000));
    expect(await unread(mother, 'task_missing')).toEqual([]);
  });
});
