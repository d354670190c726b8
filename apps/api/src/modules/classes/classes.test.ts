import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newJoinCode } from '../../lib/join-code';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, createVideo, enrol, grade, submit } from '../../test/fixtures';
import { bearer, json, registerUser, sendMultipart, type TestUser } from '../../test/http';

/** Capitals and digits a child can read aloud: no I, O, 0 or 1. Written out, not taken from the code under test. */
const JOIN_CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const JOIN_CODE = new RegExp(`^[${JOIN_CODE_LETTERS}]{7}$`);

describe('join codes', () => {
  it('are 7 characters drawn from every letter of the readable alphabet and no other', () => {
    const codes = Array.from({ length: 2_000 }, newJoinCode);
    for (const code of codes) expect(code).toMatch(JOIN_CODE);
    expect(new Set(codes.join('')).size).toBe(JOIN_CODE_LETTERS.length);
  });
});

/**
 * A school of two teachers: Anvar teaches 7-A (students Aziza and Bekzod) and 9-A (Aziza and
 * Charos); Gulnora teaches 8-B (Dilshod). Nobody may see another class's work.
 */
describe.each(testDatabases)('classes on %s', (kind) => {
  let ctx: TestContext;
  let anvar: TestUser;
  let gulnora: TestUser;
  let aziza: TestUser;
  let bekzod: TestUser;
  let charos: TestUser;
  let dilshod: TestUser;
  let classA: { _id: string; joinCode: string };
  let class9: { _id: string; joinCode: string };
  let classB: { _id: string; joinCode: string };
  let taskA: { _id: string; file: { fileUrl: string } | null };
  let task9: { _id: string };
  let taskB: { _id: string };
  let submissionA: { _id: string; fileUrl: string };

  const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(user) });
  const send = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestContext(kind, { rateLimits: { joinPerUserPer15Minutes: 10 } });
    anvar = await registerUser(ctx.app, 'teacher', { fullName: 'Anvar Tursunov' });
    gulnora = await registerUser(ctx.app, 'teacher', { fullName: 'Gulnora Saidova' });
    aziza = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova' });
    bekzod = await registerUser(ctx.app, 'student', { fullName: 'Bekzod Olimov' });
    charos = await registerUser(ctx.app, 'student', { fullName: 'Charos Nazarova' });
    dilshod = await registerUser(ctx.app, 'student', { fullName: 'Dilshod Yusupov' });
    classA = await createClass(ctx.app, anvar, [aziza, bekzod], { name: '7-A Algebra', subject: 'Algebra' });
    class9 = await createClass(ctx.app, anvar, [aziza, charos], { name: '9-A Informatika' });
    classB = await createClass(ctx.app, gulnora, [dilshod], { name: '8-B Fizika' });
    taskA = await createTask(ctx.app, anvar, { classId: classA._id, title: 'Kasrlar' });
    task9 = await createTask(ctx.app, anvar, { classId: class9._id, title: 'Sikllar' });
    taskB = await createTask(ctx.app, gulnora, { classId: classB._id, title: 'Nyuton qonuni' });
    submissionA = json(await submit(ctx.app, aziza, taskA._id)).data.submission;
    await submit(ctx.app, dilshod, taskB._id);
  });
  afterAll(async () => ctx?.close());

  it('makes a class with its creator as first teacher, an open 7-character code, and hides the code from students', async () => {
    const seen = json(await get(anvar, `/api/classes/${classA._id}`)).data.class;
    expect(seen).toMatchObject({
      name: '7-A Algebra',
      subject: 'Algebra',
      joinEnabled: true,
      archived: false,
      teachers: [{ _id: anvar.id, fullName: 'Anvar Tursunov' }],
      studentCount: 2,
      taskCount: 1,
    });
    expect(seen.joinCode).toMatch(JOIN_CODE);
    const asStudent = json(await get(aziza, `/api/classes/${classA._id}`)).data.class;
    expect(asStudent).toMatchObject({ joinCode: null, joinEnabled: null, name: '7-A Algebra' });
    const names = (user: TestUser) =>
      get(user, '/api/classes').then((r) => json(r).data.classes.map((c: { name: string }) => c.name));
    expect(await names(anvar)).toEqual(['7-A Algebra', '9-A Informatika']);
    expect(await names(aziza)).toEqual(['7-A Algebra', '9-A Informatika']);
    expect(await names(gulnora)).toEqual(['8-B Fizika']);
    const newcomer = await registerUser(ctx.app, 'teacher');
    expect(json(await get(newcomer, '/api/classes')).data.classes).toEqual([]);
    expect(json(await get(newcomer, '/api/tasks')).data.tasks).toEqual([]);
    expect(json(await get(newcomer, '/api/users')).data.users).toEqual([]);
  });

  it('checks a new class: name of 2 to 80 characters, subject up to 80', async () => {
    for (const [payload, message] of [
      [{}, 'Sinf nomi kiritilishi shart'],
      [{ name: 'A' }, "Sinf nomi kamida 2 belgidan iborat bo'lishi kerak"],
      [{ name: 'x'.repeat(81) }, 'Sinf nomi 80 belgidan oshmasligi kerak'],
      [{ name: '7-B', subject: 'y'.repeat(81) }, 'Fan nomi 80 belgidan oshmasligi kerak'],
    ] as const) {
      const response = await send(anvar, 'POST', '/api/classes', payload);
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe(message);
    }
    expect((await send(aziza, 'POST', '/api/classes', { name: '7-B' })).statusCode).toBe(403);
  });

  it("keeps one teacher out of another's class: 404 for its class, task, submission, student and files", async () => {
    expect((await get(gulnora, `/api/classes/${classA._id}`)).statusCode).toBe(404);
    expect((await get(gulnora, `/api/tasks/${taskA._id}`)).statusCode).toBe(404);
    expect((await get(gulnora, `/api/tasks/${taskA._id}/stats`)).statusCode).toBe(404);
    expect((await get(gulnora, `/api/submissions/${taskA._id}`)).statusCode).toBe(404);
    expect((await grade(ctx.app, gulnora, submissionA._id, 1)).statusCode).toBe(404);
    expect((await get(gulnora, `/api/users/${aziza.id}/progress`)).statusCode).toBe(404);
    expect((await get(gulnora, `/api/classes/${classA._id}/gradebook`)).statusCode).toBe(404);
    expect((await send(gulnora, 'DELETE', `/api/tasks/${taskA._id}`)).statusCode).toBe(404);
    expect(
      (await sendMultipart(ctx.app, 'PUT', `/api/tasks/${taskA._id}`, gulnora, [{ name: 'title', value: 'Buzilgan' }]))
        .statusCode,
    ).toBe(404);
    expect((await get(gulnora, `/api/tasks?classId=${classA._id}`)).statusCode).toBe(404);
    // Her own lists hold only her class's work, and no signed link to Anvar's files.
    const tasks = json(await get(gulnora, '/api/tasks')).data.tasks;
    expect(tasks.map((t: { _id: string }) => t._id)).toEqual([taskB._id]);
    const submissions = json(await get(gulnora, '/api/submissions?limit=100')).data.submissions;
    expect(submissions.map((s: { studentName: string }) => s.studentName)).toEqual(['Dilshod Yusupov']);
    expect(JSON.stringify(submissions)).not.toContain(submissionA.fileUrl.split('?')[0]);
    const students = json(await get(gulnora, '/api/users?limit=100')).data.users;
    expect(students.map((u: { fullName: string }) => u.fullName)).toEqual(['Dilshod Yusupov']);
    // Nothing changed for Anvar's class.
    expect(json(await get(anvar, `/api/tasks/${taskA._id}`)).data.task.title).toBe('Kasrlar');
    expect(json(await get(aziza, `/api/submissions/my`)).data.submissions[0].isGraded).toBe(false);
  });

  it("keeps a student out of a class they are not in: 404 on its tasks, and 409 on nothing they can't see", async () => {
    expect((await get(dilshod, `/api/tasks/${taskA._id}`)).statusCode).toBe(404);
    expect((await submit(ctx.app, dilshod, taskA._id)).statusCode).toBe(404);
    expect((await get(dilshod, `/api/classes/${classA._id}`)).statusCode).toBe(404);
    expect(json(await get(dilshod, '/api/tasks')).data.tasks.map((t: { _id: string }) => t._id)).toEqual([taskB._id]);
  });

  it('shows a student in two classes the work of both, with the class named on every task, and filters by class', async () => {
    const all = json(await get(aziza, '/api/tasks')).data.tasks;
    expect(all.map((t: { className: string; title: string }) => `${t.className}: ${t.title}`).sort()).toEqual([
      '7-A Algebra: Kasrlar',
      '9-A Informatika: Sikllar',
    ]);
    const one = json(await get(aziza, `/api/tasks?classId=${class9._id}`)).data.tasks;
    expect(one.map((t: { _id: string }) => t._id)).toEqual([task9._id]);
    expect((await get(aziza, `/api/tasks?classId=${classB._id}`)).statusCode).toBe(404);
    const progress = json(await get(aziza, '/api/submissions/progress')).data.progress;
    expect(progress).toMatchObject({ totalTasks: 2, submittedTasks: 1, completionPercentage: 50 });
    const only9 = json(await get(aziza, `/api/submissions/progress?classId=${class9._id}`)).data.progress;
    expect(only9).toMatchObject({ totalTasks: 1, submittedTasks: 0 });
  });

  it("counts a teacher's figures within their classes, or one class", async () => {
    const all = json(await get(anvar, '/api/users/stats/teacher')).data.stats;
    // 7-A: Aziza, Bekzod; 9-A: Aziza, Charos → three distinct students; one submission.
    expect(all).toMatchObject({ totalTasks: 2, totalStudents: 3, totalSubmissions: 1 });
    const kasrlar = all.taskCompletion.find((t: { title: string }) => t.title === 'Kasrlar');
    expect(kasrlar).toMatchObject({ submitted: 1, totalStudents: 2, rate: 50 });
    const only9 = json(await get(anvar, `/api/users/stats/teacher?classId=${class9._id}`)).data.stats;
    expect(only9).toMatchObject({ totalTasks: 1, totalStudents: 2, totalSubmissions: 0 });
    expect(json(await get(anvar, `/api/tasks/${taskA._id}/stats`)).data.stats).toMatchObject({
      totalStudents: 2,
      submitted: 1,
    });
    const roster = json(await get(anvar, `/api/classes/${classA._id}/students`)).data;
    expect(roster.pagination.total).toBe(2);
    const azizaRow = roster.users.find((u: { fullName: string }) => u.fullName === 'Aziza Karimova');
    expect(azizaRow).toMatchObject({ totalSubmissions: 1, completionRate: 100 });
    const teachers = json(await get(anvar, '/api/users?role=teacher')).data.users;
    expect(teachers.map((u: { fullName: string }) => u.fullName)).toEqual(['Anvar Tursunov']);
  });

  it("pages a teacher's work across their classes in one time order", async () => {
    const rustam = await registerUser(ctx.app, 'teacher');
    const pupils = [await registerUser(ctx.app, 'student'), await registerUser(ctx.app, 'student')];
    const first = await createClass(ctx.app, rustam, pupils, { name: '10-A' });
    const second = await createClass(ctx.app, rustam, pupils, { name: '10-B' });
    const tasks = [
      await createTask(ctx.app, rustam, { classId: first._id, title: 'Birinchi sinf vazifasi' }),
      await createTask(ctx.app, rustam, { classId: second._id, title: 'Ikkinchi sinf vazifasi' }),
    ];
    const made: string[] = [];
    for (const [student, task] of [
      [pupils[0]!, tasks[1]!],
      [pupils[0]!, tasks[0]!],
      [pupils[1]!, tasks[1]!],
    ] as const) {
      made.push(json(await submit(ctx.app, student, task._id)).data.submission._id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const page = async (n: number) => json(await get(rustam, `/api/submissions?sort=recent&limit=2&page=${n}`)).data;
    const one = await page(1);
    expect(one.submissions.map((s: { _id: string }) => s._id)).toEqual([made[2], made[1]]);
    const two = await page(2);
    expect(two.submissions.map((s: { _id: string }) => s._id)).toEqual([made[0]]);
    expect(one.pagination).toMatchObject({ total: 3, pages: 2 });
    const oldest = json(await get(rustam, '/api/submissions?sort=oldest&limit=2')).data.submissions;
    expect(oldest.map((s: { _id: string }) => s._id)).toEqual([made[0], made[1]]);
  });

  it('requires a class of the teacher for new tasks and videos, and moves them only between their classes', async () => {
    const missing = await sendMultipart(ctx.app, 'POST', '/api/tasks', anvar, [
      { name: 'title', value: 'Sinfsiz vazifa' },
      { name: 'description', value: 'Bu vazifaning sinfi berilmagan' },
      { name: 'deadline', value: new Date(Date.now() + 86_400_000).toISOString() },
    ]);
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe('Sinfni tanlang');
    await expect(createTask(ctx.app, anvar, { classId: classB._id })).rejects.toThrow(/404/);
    const video = await send(anvar, 'POST', '/api/videos', {
      classId: classB._id,
      title: 'Dars',
      description: 'Video',
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(video.statusCode).toBe(404);
    const task = await createTask(ctx.app, anvar, { classId: classA._id, title: "Ko'chiriladigan" });
    const moved = await sendMultipart(ctx.app, 'PUT', `/api/tasks/${task._id}`, anvar, [
      { name: 'classId', value: class9._id },
    ]);
    expect(json(moved).data.task).toMatchObject({ classId: class9._id, className: '9-A Informatika' });
    const stolen = await sendMultipart(ctx.app, 'PUT', `/api/tasks/${task._id}`, anvar, [
      { name: 'classId', value: classB._id },
    ]);
    expect(stolen.statusCode).toBe(404);
    const v = await createVideo(ctx.app, anvar, classA._id, { title: 'Kasrlar darsi' });
    const seen = json(await get(bekzod, '/api/videos')).data.videos;
    expect(seen.map((x: { _id: string; className: string }) => [x._id, x.className])).toEqual([[v._id, '7-A Algebra']]);
    expect(json(await get(dilshod, '/api/videos')).data.videos).toEqual([]);
    const movedVideo = await send(anvar, 'PUT', `/api/videos/${v._id}`, {
      classId: class9._id,
      title: 'Kasrlar darsi',
      description: 'Video dars',
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(json(movedVideo).data.video.classId).toBe(class9._id);
    expect(json(await get(bekzod, '/api/videos')).data.videos).toEqual([]);
  });

  it('lets students join with the code, typed in any case with spaces, and refuses wrong, old and disabled codes', async () => {
    const emma = await registerUser(ctx.app, 'student', { fullName: 'Eldor Ergashev' });
    const spaced = `${classB.joinCode.slice(0, 3).toLowerCase()} ${classB.joinCode.slice(3)}`;
    const joined = await send(emma, 'POST', '/api/classes/join', { code: spaced });
    expect(joined.statusCode).toBe(200);
    expect(json(joined).data.class).toMatchObject({ name: '8-B Fizika', joinCode: null });
    expect((await send(emma, 'POST', '/api/classes/join', { code: classB.joinCode })).statusCode).toBe(200);
    expect(json(await get(emma, '/api/tasks')).data.tasks.map((t: { _id: string }) => t._id)).toEqual([taskB._id]);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/classes/join',
      headers: { ...bearer(emma), 'accept-language': 'en' },
      payload: { code: 'ZZZZZZZ' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(json(wrong).message).toBe('No open class has this code. Ask your teacher for the code again');
    expect((await send(emma, 'POST', '/api/classes/join', { code: '' })).statusCode).toBe(400);
    expect((await send(gulnora, 'POST', '/api/classes/join', { code: classB.joinCode })).statusCode).toBe(403);
    // A new code retires the old one; a disabled code lets nobody in.
    const renewed = json(await send(gulnora, 'POST', `/api/classes/${classB._id}/join-code`)).data.class;
    expect(renewed.joinCode).not.toBe(classB.joinCode);
    const late = await registerUser(ctx.app, 'student');
    expect((await send(late, 'POST', '/api/classes/join', { code: classB.joinCode })).statusCode).toBe(404);
    await send(gulnora, 'PUT', `/api/classes/${classB._id}`, { joinEnabled: false });
    expect((await send(late, 'POST', '/api/classes/join', { code: renewed.joinCode })).statusCode).toBe(404);
    await send(gulnora, 'PUT', `/api/classes/${classB._id}`, { joinEnabled: true });
    expect((await send(late, 'POST', '/api/classes/join', { code: renewed.joinCode })).statusCode).toBe(200);
    classB.joinCode = renewed.joinCode;
  });

  it('limits join attempts per student, so a code cannot be guessed', async () => {
    const guesser = await registerUser(ctx.app, 'student');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await send(guesser, 'POST', '/api/classes/join', { code: `AAAAAA${JOIN_CODE_LETTERS[i]}` })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await send(guesser, 'POST', '/api/classes/join', { code: classB.joinCode })).statusCode).toBe(429);
  });

  it('invites students, who accept, decline or leave; unknown and non-student accounts answer one 404', async () => {
    const url = `/api/classes/${classA._id}/students`;
    const invite = (body: object) => send(anvar, 'POST', url, body);
    // Nobody learns who exists: an unknown e-mail, a teacher's and a made-up username answer alike.
    const unknown = await invite({ email: 'nobody@maktab.uz' });
    const teacherAccount = await invite({ email: gulnora.email });
    const noUser = await invite({ username: 'no.such.pupil' });
    expect([unknown.statusCode, teacherAccount.statusCode, noUser.statusCode]).toEqual([404, 404, 404]);
    expect(json(teacherAccount)).toEqual(json(unknown));
    expect((await invite({})).statusCode).toBe(400);

    const invited = await invite({ email: charos.email });
    expect(invited.statusCode).toBe(201);
    expect(json(invited).data).toMatchObject({
      status: 'invited',
      invitation: {
        class: { _id: classA._id },
        student: { _id: charos.id },
        invitedBy: { _id: anvar.id },
        status: 'invited',
      },
    });
    expect((await invite({ email: charos.email })).statusCode).toBe(201);
    // Invited is not enrolled: the class's work stays closed until she accepts.
    expect((await get(charos, `/api/tasks/${taskA._id}`)).statusCode).toBe(404);
    const open = json(await get(charos, '/api/classes/invitations')).data.invitations;
    expect(open.map((i: { class: { _id: string } }) => i.class._id)).toEqual([classA._id]);
    // Only the invited student answers, only to her own invitation.
    expect((await send(aziza, 'POST', `/api/classes/${classA._id}/accept`)).statusCode).toBe(404);
    expect((await send(anvar, 'POST', `/api/classes/${classA._id}/accept`)).statusCode).toBe(403);
    const accepted = await send(charos, 'POST', `/api/classes/${classA._id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted).data.class._id).toBe(classA._id);
    expect((await get(charos, `/api/tasks/${taskA._id}`)).statusCode).toBe(200);
    expect(json(await get(charos, '/api/classes/invitations')).data.invitations).toEqual([]);
    expect((await invite({ email: charos.email })).statusCode).toBe(409);

    // She leaves; her work stays (and comes back with her).
    expect((await send(charos, 'POST', `/api/classes/${classA._id}/leave`)).statusCode).toBe(200);
    expect((await get(charos, `/api/tasks/${taskA._id}`)).statusCode).toBe(404);
    expect((await send(charos, 'POST', `/api/classes/${classA._id}/leave`)).statusCode).toBe(404);
    // A declined invitation is gone and enrols nobody.
    expect((await invite({ email: charos.email })).statusCode).toBe(201);
    expect((await send(charos, 'POST', `/api/classes/${classA._id}/decline`)).statusCode).toBe(200);
    expect((await send(charos, 'POST', `/api/classes/${classA._id}/accept`)).statusCode).toBe(404);
    expect((await get(charos, `/api/tasks/${taskA._id}`)).statusCode).toBe(404);
    // A student cannot invite, and another teacher's class is as if it did not exist.
    expect((await send(aziza, 'POST', url, { email: charos.email })).statusCode).toBe(403);
    expect((await send(gulnora, 'POST', url, { email: charos.email })).statusCode).toBe(404);
  });

  it('removes students; their work comes back when they are added again', async () => {
    const url = `/api/classes/${classA._id}/students`;
    await enrol(ctx.app, anvar, classA._id, charos);
    expect((await send(anvar, 'DELETE', `${url}/${charos.id}`)).statusCode).toBe(200);
    expect((await send(anvar, 'DELETE', `${url}/${charos.id}`)).statusCode).toBe(404);

    await grade(ctx.app, anvar, submissionA._id, 88, 'Yaxshi');
    expect((await send(anvar, 'DELETE', `${url}/${aziza.id}`)).statusCode).toBe(200);
    expect((await get(aziza, `/api/tasks/${taskA._id}`)).statusCode).toBe(404);
    expect(json(await get(aziza, '/api/submissions/my')).data.submissions).toEqual([]);
    const left = json(await get(aziza, '/api/tasks')).data.tasks;
    expect(left.every((t: { classId: string }) => t.classId === class9._id)).toBe(true);
    expect(json(await get(aziza, '/api/submissions/progress')).data.progress).toMatchObject({
      totalTasks: left.length,
      submittedTasks: 0,
    });
    expect(json(await get(anvar, `/api/submissions/${taskA._id}`)).data.submissions).toEqual([]);
    expect((await grade(ctx.app, anvar, submissionA._id, 10)).statusCode).toBe(404);

    await enrol(ctx.app, anvar, classA._id, aziza);
    const back = json(await get(aziza, '/api/submissions/my')).data.submissions;
    expect(back.map((s: { _id: string; score: number }) => [s._id, s.score])).toEqual([[submissionA._id, 88]]);
    expect(json(await get(aziza, `/api/tasks/${taskA._id}`)).data.task.mySubmission.feedback).toBe('Yaxshi');
  });

  it('adds co-teachers by e-mail, and never leaves a class without a teacher', async () => {
    const url = `/api/classes/${classA._id}/teachers`;
    expect((await send(anvar, 'POST', url, { email: aziza.email })).statusCode).toBe(400);
    expect((await send(anvar, 'POST', url, { email: 'ghost@maktab.uz' })).statusCode).toBe(404);
    const added = await send(anvar, 'POST', url, { email: gulnora.email });
    expect(added.statusCode).toBe(201);
    expect(json(added).data.class.teachers.map((t: { fullName: string }) => t.fullName)).toEqual([
      'Anvar Tursunov',
      'Gulnora Saidova',
    ]);
    expect((await send(anvar, 'POST', url, { email: gulnora.email })).statusCode).toBe(200);
    // The co-teacher sees and grades the class's work.
    expect(json(await get(gulnora, `/api/tasks/${taskA._id}`)).data.task.title).toBe('Kasrlar');
    expect((await grade(ctx.app, gulnora, submissionA._id, 91)).statusCode).toBe(200);
    expect((await send(gulnora, 'DELETE', `${url}/${anvar.id}`)).statusCode).toBe(200);
    const last = await send(gulnora, 'DELETE', `${url}/${gulnora.id}`);
    expect(last.statusCode).toBe(409);
    expect(json(last).message).toBe("Sinfda kamida bitta o'qituvchi qolishi kerak");
    expect((await get(anvar, `/api/classes/${classA._id}`)).statusCode).toBe(404);
    // Hand it back.
    await send(gulnora, 'POST', url, { email: anvar.email });
    await send(anvar, 'DELETE', `${url}/${gulnora.id}`);
    expect((await get(gulnora, `/api/tasks/${taskA._id}`)).statusCode).toBe(404);
  });

  it('makes an archived class read-only and takes it out of the default lists; grading still works', async () => {
    const archived = json(await send(anvar, 'PUT', `/api/classes/${class9._id}`, { archived: true })).data.class;
    expect(archived.archived).toBe(true);
    const active = json(await get(anvar, '/api/classes')).data.classes.map((c: { name: string }) => c.name);
    expect(active).toEqual(['7-A Algebra']);
    const old = json(await get(anvar, '/api/classes?archived=true')).data.classes.map((c: { name: string }) => c.name);
    expect(old).toEqual(['9-A Informatika']);
    await expect(createTask(ctx.app, anvar, { classId: class9._id })).rejects.toThrow(/409/);
    const video = await send(anvar, 'POST', '/api/videos', {
      classId: class9._id,
      title: 'Dars',
      description: 'Video',
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(video.statusCode).toBe(409);
    expect((await submit(ctx.app, charos, task9._id)).statusCode).toBe(409);
    expect((await send(charos, 'POST', '/api/classes/join', { code: class9.joinCode })).statusCode).toBe(409);
    // Read-only, not gone: its tasks open by id or by naming the class.
    expect(json(await get(charos, `/api/tasks/${task9._id}`)).data.task.title).toBe('Sikllar');
    expect(json(await get(charos, '/api/tasks')).data.tasks).toEqual([]);
    const named = json(await get(charos, `/api/tasks?classId=${class9._id}`)).data.tasks;
    expect(named.map((t: { _id: string }) => t._id)).toContain(task9._id);
    await send(anvar, 'PUT', `/api/classes/${class9._id}`, { archived: false });
    const work = json(await submit(ctx.app, charos, task9._id)).data.submission;
    await send(anvar, 'PUT', `/api/classes/${class9._id}`, { archived: true });
    expect((await grade(ctx.app, anvar, work._id, 77)).statusCode).toBe(200);
  });

  it('exports the gradebook of one class: its students × its tasks', async () => {
    const csv = (await get(anvar, `/api/classes/${classA._id}/gradebook`)).body;
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      "O'quvchi,Email,Kasrlar,Kasrlar (5 ballik baho),O'rtacha baho,O'rtacha bo'yicha baho," +
        'Baholangan,Topshirilmagan,Sababli,Bajarilish %',
    );
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(['Aziza Karimova', 'Bekzod Olimov']);
    expect((await get(anvar, `/api/classes/${classA._id}/gradebook?taskId=${taskB._id}`)).statusCode).toBe(404);
  });
});
