import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysLate } from '@sinfxona/domain/rules/late-policy';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, grade, submit } from '../../test/fixtures';
import { bearer, createAdmin, json, registerUser, type TestUser } from '../../test/http';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe.each(testDatabases)('late policy on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let aziza: TestUser;
  let bekzod: TestUser;
  let charos: TestUser;
  let admin: TestUser;
  let classId: string;

  const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(user) });
  const send = (user: TestUser, method: 'PUT' | 'POST', url: string, payload?: object, language = 'en') =>
    ctx.app.inject({ method, url, headers: { ...bearer(user), 'accept-language': language }, payload });
  const setPolicy = async (policy: object) => {
    const response = await send(teacher, 'PUT', `/api/classes/${classId}/late-policy`, policy);
    expect(response.statusCode, response.body).toBe(200);
    return json(response).data.latePolicy;
  };
  /** A task whose deadline is moved into the past in the database (the API takes future deadlines only). */
  const pastTask = async (deadline: string, title = 'Kechikkan vazifa') => {
    const task = await createTask(ctx.app, teacher, { classId, title });
    await ctx.db.updateTable('tasks').set({ deadline }).where('id', '=', task._id).execute();
    return task._id;
  };
  const counts = async () => ({
    submissions: Number(
      (
        await ctx.db
          .selectFrom('submissions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    ),
    files: Number(
      (
        await ctx.db
          .selectFrom('files')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    ),
  });

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher', { fullName: 'Dilnoza Rashidova' });
    otherTeacher = await registerUser(ctx.app, 'teacher');
    aziza = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova' });
    bekzod = await registerUser(ctx.app, 'student', { fullName: 'Bekzod Olimov' });
    charos = await registerUser(ctx.app, 'student', { fullName: 'Charos Nazarova' });
    admin = await createAdmin(ctx.app);
    classId = (await createClass(ctx.app, teacher, [aziza, bekzod, charos], { name: '7-A' }))._id;
  });
  afterAll(async () => ctx.close());

  it('reads and sets the policy: defaults, bounds with clear messages, who may', async () => {
    const read = await get(aziza, `/api/classes/${classId}/late-policy`);
    expect(read.statusCode).toBe(200);
    expect(json(read).data.latePolicy).toEqual({ perDayPercent: 0, floor: 0, cutoffDays: null });
    expect(json(await get(teacher, `/api/classes/${classId}`)).data.class.latePolicy).toEqual({
      perDayPercent: 0,
      floor: 0,
      cutoffDays: null,
    });
    expect((await get(otherTeacher, `/api/classes/${classId}/late-policy`)).statusCode).toBe(404);

    const bad = await send(teacher, 'PUT', `/api/classes/${classId}/late-policy`, {
      perDayPercent: 120,
      floor: -1,
      cutoffDays: 2.5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The penalty per day must be a number from 0 to 100');
    const uz = await send(
      teacher,
      'PUT',
      `/api/classes/${classId}/late-policy`,
      { perDayPercent: 5, floor: 0, cutoffDays: 61 },
      'uz',
    );
    expect(uz.statusCode).toBe(400);
    expect(json(uz).message).toContain("Yopilish muddati bo'sh yoki 0 dan 60 gacha butun kun");
    expect(json(await get(teacher, `/api/classes/${classId}/late-policy`)).data.latePolicy.perDayPercent).toBe(0);

    const policy = { perDayPercent: 10, floor: 50, cutoffDays: 3 };
    expect((await send(aziza, 'PUT', `/api/classes/${classId}/late-policy`, policy)).statusCode).toBe(403);
    expect((await send(otherTeacher, 'PUT', `/api/classes/${classId}/late-policy`, policy)).statusCode).toBe(404);
    const byAdmin = await send(admin, 'PUT', `/api/classes/${classId}/late-policy`, policy);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await setPolicy({ ...policy, cutoffDays: null })).toEqual({ ...policy, cutoffDays: null });
    expect(json(await get(aziza, `/api/classes/${classId}/late-policy`)).data.latePolicy.cutoffDays).toBeNull();
  });

  it("counts days late by the school's time zone: 00:30 Tashkent after a 23:59 deadline is 1 day", async () => {
    await setPolicy({ perDayPercent: 10, floor: 50, cutoffDays: null });
    // 23:59 in Tashkent (UTC+5) is 18:59Z; 00:30 the next day there is 19:30Z, still the same UTC date.
    const taskId = await pastTask('2026-03-10T18:59:00.000Z', 'Yarim tun');
    const handedIn = json(await submit(ctx.app, aziza, taskId)).data.submission;
    await ctx.db
      .updateTable('submissions')
      .set({ submitted_at: '2026-03-10T19:30:00.000Z' })
      .where('id', '=', handedIn._id)
      .execute();
    const graded = await grade(ctx.app, teacher, handedIn._id, 90, 'Yaxshi');
    expect(graded.statusCode, graded.body).toBe(200);
    expect(json(graded).data.submission).toMatchObject({ rawScore: 90, latePenalty: 9, score: 81, daysLate: 1 });
  });

  it('stores days late at hand-in and takes the penalty at grading, never below the floor', async () => {
    const deadline = ago(2.2);
    const taskId = await pastTask(deadline, 'Ikki kun');
    const response = await submit(ctx.app, aziza, taskId);
    expect(response.statusCode, response.body).toBe(201);
    const work = json(response).data.submission;
    const days = daysLate(work.submittedAt, deadline);
    expect(days).toBeGreaterThanOrEqual(2);
    expect(work).toMatchObject({ isLate: true, daysLate: days, rawScore: null, latePenalty: null, held: false });

    const graded = json(await grade(ctx.app, teacher, work._id, 90)).data.submission;
    expect(graded).toMatchObject({ rawScore: 90, latePenalty: 9 * days, score: 90 - 9 * days, daysLate: days });
    // 60 with 10 % a day for 2+ days would be 48 or less: the floor keeps it at 50.
    const floored = json(await grade(ctx.app, teacher, work._id, 60)).data.submission;
    expect(floored).toMatchObject({ rawScore: 60, score: 50, latePenalty: 10 });
    // Work already below the floor loses nothing.
    const below = json(await grade(ctx.app, teacher, work._id, 40)).data.submission;
    expect(below).toMatchObject({ rawScore: 40, score: 40, latePenalty: null });

    // The student sees the three numbers too.
    const mine = json(await get(aziza, '/api/submissions/my')).data.submissions.find(
      (row: { _id: string }) => row._id === work._id,
    );
    expect(mine).toMatchObject({ rawScore: 40, score: 40, latePenalty: null, daysLate: days });
  });

  it('refuses a hand-in after the cut-off with 403, storing nothing', async () => {
    await setPolicy({ perDayPercent: 10, floor: 0, cutoffDays: 1 });
    const taskId = await pastTask(ago(3), 'Yopilgan');
    const before = await counts();
    const refused = await submit(ctx.app, bekzod, taskId);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe("Muddat va qo'shimcha kunlar o'tdi: topshirish yopilgan");
    expect(await counts()).toEqual(before);
    // Within the grace days it is taken.
    const open = await pastTask(ago(0.5), 'Hali ochiq');
    expect((await submit(ctx.app, bekzod, open)).statusCode).toBe(201);
    // Work sent back for revision may come back after the cut-off.
    const revised = await createTask(ctx.app, teacher, { classId, title: 'Qayta ishlash' });
    const first = json(await submit(ctx.app, bekzod, revised._id)).data.submission;
    const sentBack = await send(teacher, 'POST', `/api/submissions/${first._id}/return`, { feedback: 'Tuzating' });
    expect(sentBack.statusCode).toBe(200);
    await ctx.db
      .updateTable('tasks')
      .set({ deadline: ago(3) })
      .where('id', '=', revised._id)
      .execute();
    expect((await submit(ctx.app, charos, revised._id)).statusCode).toBe(403);
    expect((await submit(ctx.app, bekzod, revised._id)).statusCode).toBe(201);
    // Cut-off 0: refused right after the deadline.
    await setPolicy({ perDayPercent: 10, floor: 0, cutoffDays: 0 });
    const closed = await pastTask(ago(0.01), 'Darhol yopiladi');
    expect((await submit(ctx.app, bekzod, closed)).statusCode).toBe(403);
  });

  it('an extension overrides the cut-off and the penalty; so does an excusal; a later extension counts at grading', async () => {
    await setPolicy({ perDayPercent: 20, floor: 0, cutoffDays: 0 });
    const taskId = await pastTask(ago(2), 'Uzaytirilgan');
    const later = new Date(Date.now() + 2 * DAY).toISOString();
    expect(
      (await send(teacher, 'PUT', `/api/tasks/${taskId}/extensions/${aziza.id}`, { deadline: later })).statusCode,
    ).toBe(200);
    const extended = await submit(ctx.app, aziza, taskId);
    expect(extended.statusCode, extended.body).toBe(201);
    expect(json(extended).data.submission).toMatchObject({ isLate: false, daysLate: 0 });
    expect(json(await grade(ctx.app, teacher, json(extended).data.submission._id, 80)).data.submission).toMatchObject({
      score: 80,
      rawScore: 80,
      latePenalty: null,
    });

    // Excused (nothing handed in), then handing in after all: taken, without penalty.
    expect((await send(teacher, 'PUT', `/api/tasks/${taskId}/excusals/${charos.id}`)).statusCode).toBe(200);
    const excused = await submit(ctx.app, charos, taskId);
    expect(excused.statusCode, excused.body).toBe(201);
    expect(json(await grade(ctx.app, teacher, json(excused).data.submission._id, 70)).data.submission).toMatchObject({
      score: 70,
      latePenalty: null,
    });

    // Late without a cut-off, then an extension given before grading: no longer late, no penalty.
    await setPolicy({ perDayPercent: 20, floor: 0, cutoffDays: null });
    const lateTask = await pastTask(ago(2), 'Keyin uzaytirilgan');
    const late = json(await submit(ctx.app, bekzod, lateTask)).data.submission;
    expect(late.daysLate).toBeGreaterThanOrEqual(2);
    await send(teacher, 'PUT', `/api/tasks/${lateTask}/extensions/${bekzod.id}`, { deadline: later });
    expect(json(await grade(ctx.app, teacher, late._id, 90)).data.submission).toMatchObject({
      score: 90,
      latePenalty: null,
      daysLate: 0,
      isLate: false,
    });
  });

  it('keeps the graded numbers when the policy changes after grading', async () => {
    await setPolicy({ perDayPercent: 10, floor: 0, cutoffDays: null });
    const taskId = await pastTask(ago(1.1), 'Qoida o‘zgardi');
    const work = json(await submit(ctx.app, charos, taskId)).data.submission;
    const graded = json(await grade(ctx.app, teacher, work._id, 100)).data.submission;
    expect(graded.latePenalty).toBeGreaterThan(0);
    await setPolicy({ perDayPercent: 50, floor: 0, cutoffDays: null });
    const listed = json(await get(teacher, `/api/submissions/${taskId}`)).data.submissions[0];
    expect(listed).toMatchObject({ score: graded.score, rawScore: 100, latePenalty: graded.latePenalty });
    const roster = json(await get(teacher, `/api/tasks/${taskId}/roster`)).data.roster;
    const entry = roster.find((row: { student: { _id: string } }) => row.student._id === charos.id);
    expect(entry.submission).toMatchObject({ score: graded.score, rawScore: 100, latePenalty: graded.latePenalty });
  });
});
