import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, submit } from '../../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../../test/http';

const DAY = 86_400_000;

function zipNames(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names.sort()));
      zip.readEntry();
    });
  });
}

describe.each(testDatabases)('bulk actions on a task roster on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let aziza: TestUser;
  let bekzod: TestUser;
  let charos: TestUser;
  let outsider: TestUser;
  let classId: string;

  const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(user) });
  const send = (user: TestUser, method: 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { ...bearer(user), 'accept-language': 'en' }, payload });
  const bulk = (user: TestUser, taskId: string, payload: object) =>
    send(user, 'POST', `/api/tasks/${taskId}/bulk`, payload);
  const handIn = async (student: TestUser, taskId: string) => {
    const response = await submit(ctx.app, student, taskId);
    expect(response.statusCode, response.body).toBe(201);
    return json(response).data.submission._id as string;
  };
  const unreadTypes = async (user: TestUser) => {
    const data = json(await get(user, '/api/notifications?unread=true')).data;
    await send(user, 'POST', '/api/notifications/read', { all: true });
    return (data.notifications as { type: string }[]).map((row) => row.type);
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher', { fullName: 'Dilnoza Rashidova' });
    otherTeacher = await registerUser(ctx.app, 'teacher');
    aziza = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova' });
    bekzod = await registerUser(ctx.app, 'student', { fullName: 'Bekzod Olimov' });
    charos = await registerUser(ctx.app, 'student', { fullName: 'Charos Nazarova' });
    outsider = await registerUser(ctx.app, 'student', { fullName: 'Boshqa Sinfdan' });
    classId = (await createClass(ctx.app, teacher, [aziza, bekzod, charos], { name: '7-A' }))._id;
    await createClass(ctx.app, otherTeacher, [outsider], { name: '8-B' });
  });
  afterAll(async () => ctx.close());

  it('gives more time to the chosen students, skipping anyone not in the class', async () => {
    const task = await createTask(ctx.app, teacher, { classId, title: 'Muddat' });
    const deadline = new Date(Date.now() + 20 * DAY).toISOString();
    const response = await bulk(teacher, task._id, {
      action: 'extend',
      studentIds: [aziza.id, bekzod.id, outsider.id, aziza.id],
      deadline,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toEqual({
      done: [aziza.id, bekzod.id],
      skipped: [{ studentId: outsider.id, reason: 'studentNotInClass' }],
    });
    expect(json(response).message).toBe('Done for 2, skipped 1');
    const roster = json(await get(teacher, `/api/tasks/${task._id}/roster`)).data.roster;
    const extended = roster
      .filter((row: { extension?: object }) => row.extension)
      .map((row: { student: { _id: string } }) => row.student._id);
    expect(extended.sort()).toEqual([aziza.id, bekzod.id].sort());
    expect(await unreadTypes(aziza)).toContain('extension');
    // A deadline before the task's own is refused as a whole; bad bodies say why.
    const early = await bulk(teacher, task._id, {
      action: 'extend',
      studentIds: [charos.id],
      deadline: new Date().toISOString(),
    });
    expect(early.statusCode).toBe(400);
    expect((await bulk(teacher, task._id, { action: 'extend', studentIds: [], deadline })).statusCode).toBe(400);
    const many = Array.from({ length: 201 }, (_, index) => `id${index}`);
    const tooMany = await bulk(teacher, task._id, { action: 'release', studentIds: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('Choose 1 to 200 students');
    expect((await bulk(teacher, task._id, { action: 'shout', studentIds: [aziza.id] })).statusCode).toBe(400);
  });

  it("is refused to a student (403) and another teacher's task (404)", async () => {
    const task = await createTask(ctx.app, teacher, { classId, title: 'Begona' });
    expect((await bulk(aziza, task._id, { action: 'release', studentIds: [aziza.id] })).statusCode).toBe(403);
    expect((await bulk(otherTeacher, task._id, { action: 'release', studentIds: [aziza.id] })).statusCode).toBe(404);
  });

  it('returns handed-in work for revision with one message; nothing handed in or already returned is skipped', async () => {
    const task = await createTask(ctx.app, teacher, { classId, title: 'Qaytarish' });
    const azizaWork = await handIn(aziza, task._id);
    await handIn(bekzod, task._id);
    await unreadTypes(aziza);
    const response = await bulk(teacher, task._id, {
      action: 'return',
      studentIds: [aziza.id, bekzod.id, charos.id],
      feedback: 'Chizmani qo‘shing',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toEqual({
      done: [aziza.id, bekzod.id],
      skipped: [{ studentId: charos.id, reason: 'submissionNotFound' }],
    });
    const returned = json(await get(aziza, `/api/submissions/${azizaWork}/attempts`)).data.attempts[0];
    expect(returned).toMatchObject({ status: 'returned', feedback: 'Chizmani qo‘shing' });
    expect(await unreadTypes(aziza)).toContain('returned');
    const again = await bulk(teacher, task._id, { action: 'return', studentIds: [aziza.id], feedback: 'Yana' });
    expect(json(again).data.skipped).toEqual([{ studentId: aziza.id, reason: 'workAlreadyReturned' }]);
    expect(
      (await bulk(teacher, task._id, { action: 'return', studentIds: [aziza.id], feedback: ' ' })).statusCode,
    ).toBe(400);
  });

  it('holds a grade from the student in every read until it is released, with the notification then', async () => {
    const task = await createTask(ctx.app, teacher, { classId, title: 'Yashirin baho' });
    const work = await handIn(charos, task._id);
    await unreadTypes(charos);
    const held = await send(teacher, 'PUT', `/api/submissions/${work}/grade`, {
      score: 88,
      feedback: 'Zo‘r',
      hold: true,
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(json(held).data.submission).toMatchObject({ status: 'graded', score: 88, held: true });
    expect(await unreadTypes(charos)).not.toContain('graded');

    // The teacher sees it held; the student sees handed-in work only.
    const teacherList = json(await get(teacher, `/api/submissions/${task._id}`)).data.submissions[0];
    expect(teacherList).toMatchObject({ held: true, score: 88, status: 'graded' });
    const hidden = {
      status: 'submitted',
      score: null,
      mark: null,
      feedback: null,
      rawScore: null,
      latePenalty: null,
      held: false,
      isGraded: false,
    };
    const mine = json(await get(charos, '/api/submissions/my')).data.submissions.find(
      (row: { _id: string }) => row._id === work,
    );
    expect(mine).toMatchObject(hidden);
    expect(json(await get(charos, `/api/submissions/${work}/attempts`)).data.attempts[0]).toMatchObject(hidden);
    const ownTask = json(await get(charos, `/api/tasks/${task._id}`)).data.task;
    expect(ownTask.mySubmission).toMatchObject(hidden);
    const listed = json(await get(charos, '/api/tasks')).data.tasks.find(
      (row: { _id: string }) => row._id === task._id,
    );
    expect(listed.mySubmission).toMatchObject(hidden);
    const progress = json(await get(charos, '/api/submissions/progress')).data.progress;
    expect(progress).toMatchObject({ gradedTasks: 0, averageScore: 0, averageMark: null, pendingGrades: 1 });
    const ownCard = json(await get(charos, `/api/users/${charos.id}/report-card`)).data.reportCard;
    const teacherCard = json(await get(teacher, `/api/users/${charos.id}/report-card`)).data.reportCard;
    expect(teacherCard.classes[0]).toMatchObject({ graded: 1, averageScore: 88 });
    expect(ownCard.classes[0]).toMatchObject({ graded: 0, mark: null });

    // Released: the notification goes, and every read shows the grade.
    const notHeld = await bulk(teacher, task._id, { action: 'release', studentIds: [charos.id, aziza.id] });
    expect(json(notHeld).data).toEqual({
      done: [charos.id],
      skipped: [{ studentId: aziza.id, reason: 'submissionNotFound' }],
    });
    expect(await unreadTypes(charos)).toEqual(['graded']);
    const shown = json(await get(charos, '/api/submissions/my')).data.submissions.find(
      (row: { _id: string }) => row._id === work,
    );
    expect(shown).toMatchObject({ status: 'graded', score: 88, feedback: 'Zo‘r', held: false });
    expect(json(await get(charos, '/api/submissions/progress')).data.progress).toMatchObject({
      gradedTasks: 1,
      averageScore: 88,
    });
    expect(json(await get(charos, `/api/users/${charos.id}/report-card`)).data.reportCard.classes[0]).toMatchObject({
      graded: 1,
    });
    const twice = await bulk(teacher, task._id, { action: 'release', studentIds: [charos.id] });
    expect(json(twice).data.skipped).toEqual([{ studentId: charos.id, reason: 'gradeNotHeld' }]);
    // A grade without `hold` shows at once, as before.
    const plain = await send(teacher, 'PUT', `/api/submissions/${work}/grade`, { score: 90 });
    expect(json(plain).data.submission.held).toBe(false);
    expect(await unreadTypes(charos)).toEqual(['graded']);
  });

  it('downloads the ZIP of a selection: only the chosen students’ work', async () => {
    const task = await createTask(ctx.app, teacher, { classId, title: 'Tanlov' });
    for (const student of [aziza, bekzod, charos]) await handIn(student, task._id);
    const all = await get(teacher, `/api/tasks/${task._id}/submissions.zip`);
    expect((await zipNames(all.rawPayload)).length).toBe(4);
    const chosen = await get(teacher, `/api/tasks/${task._id}/submissions.zip?studentIds=${aziza.id},${charos.id}`);
    expect(chosen.statusCode).toBe(200);
    expect(await zipNames(chosen.rawPayload)).toEqual([
      'Karimova Aziza/javob.pdf',
      'Nazarova Charos/javob.pdf',
      'baholar.csv',
    ]);
    expect((await get(teacher, `/api/tasks/${task._id}/submissions.zip?studentIds=bad id`)).statusCode).toBe(400);
  });
});
