import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, grade, submit } from '../../test/fixtures';
import { bearer, createAdmin, json, registerUser, type TestUser } from '../../test/http';
import { JOIN_CODE_ALPHABET } from '@sinfxona/domain/constants';

describe.each(testDatabases)('guardians (parents) on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let aziza: TestUser;
  let bekzod: TestUser;
  let classId: string;
  let taskId: string;
  let azizaWork: string;
  let bekzodWork: string;

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: user ? bearer(user) : {}, ...(payload ? { payload } : {}) });
  const makeCode = async (student: TestUser) => {
    const response = await call(student, 'POST', '/api/guardian-codes');
    expect(response.statusCode, response.body).toBe(201);
    return json(response).data as { code: string; expiresAt: string };
  };
  const link = (guardian: TestUser, code: string) => call(guardian, 'POST', '/api/guardian/children', { code });
  /** A parent signs up at /register with role guardian. */
  const newGuardian = async (fullName = 'Karimova Dilfuza') => {
    const email = `ota-ona-${Math.random().toString(36).slice(2)}@mail.uz`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName, email, password: 'parol123', role: 'guardian' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const data = json(response).data;
    expect(data.user.role).toBe('guardian');
    return {
      id: data.user._id,
      token: data.token,
      email,
      password: 'parol123',
      role: 'guardian',
      fullName,
    } as TestUser;
  };
  const childUrls = (childId: string) => [
    `/api/guardian/children/${childId}/tasks`,
    `/api/guardian/children/${childId}/submissions`,
    `/api/guardian/children/${childId}/report-card`,
    `/api/users/${childId}/report-card`,
  ];

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher', { fullName: 'Dilnoza Rashidova' });
    aziza = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova' });
    bekzod = await registerUser(ctx.app, 'student', { fullName: 'Bekzod Olimov' });
    classId = (await createClass(ctx.app, teacher, [aziza, bekzod], { name: '7-A' }))._id;
    taskId = (await createTask(ctx.app, teacher, { classId, title: 'Kasrlar' }))._id;
    azizaWork = json(await submit(ctx.app, aziza, taskId)).data.submission._id;
    bekzodWork = json(await submit(ctx.app, bekzod, taskId)).data.submission._id;
    expect((await grade(ctx.app, teacher, azizaWork, 90, 'Barakalla')).statusCode).toBe(200);
    expect((await grade(ctx.app, teacher, bekzodWork, 70, 'Yaxshi')).statusCode).toBe(200);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('links with a one-use code of 8 characters, valid for 7 days', async () => {
    const { code, expiresAt } = await makeCode(aziza);
    expect(code).toHaveLength(8);
    expect([...code].every((letter) => JOIN_CODE_ALPHABET.includes(letter))).toBe(true);
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const parent = await newGuardian();
    // Typed loosely: lower case, a space.
    const linked = await link(parent, `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
    expect(linked.statusCode, linked.body).toBe(201);
    expect(json(linked).data.child).toMatchObject({
      _id: aziza.id,
      fullName: 'Aziza Karimova',
      classes: [{ _id: classId, name: '7-A' }],
      progress: { gradedTasks: 1, averageScore: 90 },
    });

    // Used once: another parent, or the same one, cannot use it again.
    const other = await newGuardian('Olimov Sherzod');
    const again = await link(other, code);
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toMatch(/ishlatilgan/);
    // Already linked with a fresh code → 409, and that code stays unused.
    const fresh = await makeCode(aziza);
    expect((await link(parent, fresh.code)).statusCode).toBe(409);
    expect((await link(other, fresh.code)).statusCode).toBe(201);

    // Unknown, empty, expired.
    const unknown = await link(other, 'ZZZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toMatch(/topilmadi/);
    expect((await link(other, '  ')).statusCode).toBe(400);
    const old = await makeCode(bekzod);
    await ctx.db
      .updateTable('guardian_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('code', '=', old.code)
      .execute();
    const expired = await link(other, old.code);
    expect(expired.statusCode).toBe(400);
    expect(json(expired).message).toMatch(/muddati/);

    // The student sees both guardians.
    const guardians = json(await call(aziza, 'GET', '/api/users/guardians')).data.guardians;
    expect(guardians.map((found: { _id: string }) => found._id)).toEqual([parent.id, other.id]);
    // Only a student or an admin makes codes; a teacher and a guardian may not.
    expect((await call(teacher, 'POST', '/api/guardian-codes')).statusCode).toBe(403);
    expect((await call(parent, 'POST', '/api/guardian-codes')).statusCode).toBe(403);
  });

  it("lets an admin make a code for any student, and no one else's", async () => {
    const admin = await createAdmin(ctx.app);
    expect((await call(admin, 'POST', '/api/guardian-codes', {})).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/guardian-codes', { studentId: teacher.id })).statusCode).toBe(404);
    const made = await call(admin, 'POST', '/api/guardian-codes', { studentId: bekzod.id });
    expect(made.statusCode).toBe(201);
    const parent = await newGuardian();
    const linked = await link(parent, json(made).data.code);
    expect(json(linked).data.child._id).toBe(bekzod.id);
    // A student names no one but themself.
    expect((await call(aziza, 'POST', '/api/guardian-codes', { studentId: bekzod.id })).statusCode).toBe(404);
  });

  it('shows a guardian of two children each one, and one child of a class nothing of the other', async () => {
    const parent = await newGuardian();
    const sister = await registerUser(ctx.app, 'student', { fullName: 'Madina Karimova' });
    const classB = (await createClass(ctx.app, teacher, [sister], { name: '5-B' }))._id;
    await createTask(ctx.app, teacher, { classId: classB, title: 'Harflar' });
    expect((await link(parent, (await makeCode(aziza)).code)).statusCode).toBe(201);
    expect((await link(parent, (await makeCode(sister)).code)).statusCode).toBe(201);

    const children = json(await call(parent, 'GET', '/api/guardian/children')).data.children;
    expect(children.map((child: { fullName: string }) => child.fullName)).toEqual([
      'Aziza Karimova',
      'Madina Karimova',
    ]);
    expect(children[1].classes.map((found: { name: string }) => found.name)).toEqual(['5-B']);

    const tasks = json(await call(parent, 'GET', `/api/guardian/children/${aziza.id}/tasks`)).data.tasks;
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ _id: taskId, title: 'Kasrlar', status: 'graded' });
    const sisterTasks = json(await call(parent, 'GET', `/api/guardian/children/${sister.id}/tasks`)).data.tasks;
    expect(sisterTasks.map((task: { title: string; status: string }) => [task.title, task.status])).toEqual([
      ['Harflar', 'assigned'],
    ]);
    // The child's list filters as the child's own does: Aziza's graded task is handed in, Madina's is not.
    const childTitles = async (childId: string, query: string) =>
      json(await call(parent, 'GET', `/api/guardian/children/${childId}/tasks${query}`)).data.tasks.map(
        (task: { title: string }) => task.title,
      );
    expect(await childTitles(aziza.id, '?status=submitted')).toEqual(['Kasrlar']);
    expect(await childTitles(aziza.id, '?status=notSubmitted')).toEqual([]);
    expect(await childTitles(sister.id, '?status=notSubmitted')).toEqual(['Harflar']);
    const submissions = json(await call(parent, 'GET', `/api/guardian/children/${aziza.id}/submissions`)).data
      .submissions;
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ _id: azizaWork, score: 90, mark: 5, feedback: 'Barakalla' });
    // Filtered by the server as the child sees it: the graded piece, nothing pending or sent back.
    const childWork = async (status: string) =>
      json(await call(parent, 'GET', `/api/guardian/children/${aziza.id}/submissions?status=${status}`)).data;
    expect((await childWork('graded')).submissions.map((work: { _id: string }) => work._id)).toEqual([azizaWork]);
    expect((await childWork('pending')).pagination.total).toBe(0);
    expect((await childWork('returned')).pagination.total).toBe(0);
    const card = json(await call(parent, 'GET', `/api/guardian/children/${aziza.id}/report-card`)).data.reportCard;
    expect(card.student._id).toBe(aziza.id);
    expect(card.classes).toHaveLength(1);
    // The report card of the users' routes answers a linked guardian too.
    expect((await call(parent, 'GET', `/api/users/${aziza.id}/report-card`)).statusCode).toBe(200);

    // Bekzod is Aziza's classmate, not this parent's child: everything of his answers 404.
    for (const url of childUrls(bekzod.id)) expect((await call(parent, 'GET', url)).statusCode, url).toBe(404);
    expect((await call(parent, 'DELETE', `/api/guardian/children/${bekzod.id}`)).statusCode).toBe(404);
    expect((await call(parent, 'GET', `/api/submissions/${bekzodWork}/attempts`)).statusCode).not.toBe(200);
    // The students' and teachers' own routes: 403.
    for (const url of ['/api/tasks', '/api/classes', '/api/submissions/my', `/api/classes/${classId}/students`]) {
      expect([403, 404], url).toContain((await call(parent, 'GET', url)).statusCode);
    }
    expect((await call(parent, 'GET', '/api/tasks')).statusCode).toBe(403);
    expect((await call(parent, 'GET', '/api/users/guardians')).statusCode).toBe(403);
    // A bad term → 400.
    expect((await call(parent, 'GET', `/api/guardian/children/${aziza.id}/report-card?term=x`)).statusCode).toBe(400);
  });

  it('unlinks from either side at once', async () => {
    const parent = await newGuardian();
    expect((await link(parent, (await makeCode(aziza)).code)).statusCode).toBe(201);
    const readAll = async () => {
      const statuses: number[] = [];
      // Read twice: a kept answer would be the second.
      for (const url of childUrls(aziza.id))
        for (let i = 0; i < 2; i += 1) statuses.push((await call(parent, 'GET', url)).statusCode);
      return statuses;
    };
    expect(new Set(await readAll())).toEqual(new Set([200]));

    // The student removes the guardian.
    expect((await call(aziza, 'DELETE', `/api/users/guardians/${parent.id}`)).statusCode).toBe(200);
    expect(new Set(await readAll())).toEqual(new Set([404]));
    expect(json(await call(parent, 'GET', '/api/guardian/children')).data.children).toEqual([]);
    expect((await call(aziza, 'DELETE', `/api/users/guardians/${parent.id}`)).statusCode).toBe(404);

    // Linked again, then the guardian unlinks.
    expect((await link(parent, (await makeCode(aziza)).code)).statusCode).toBe(201);
    expect(new Set(await readAll())).toEqual(new Set([200]));
    expect((await call(parent, 'DELETE', `/api/guardian/children/${aziza.id}`)).statusCode).toBe(200);
    expect(new Set(await readAll())).toEqual(new Set([404]));
    const guardians = json(await call(aziza, 'GET', '/api/users/guardians')).data.guardians;
    expect(guardians.map((found: { _id: string }) => found._id)).not.toContain(parent.id);
  });

  it('never shows a held grade', async () => {
    const parent = await newGuardian();
    const held = await registerUser(ctx.app, 'student', { fullName: 'Jasur Aliyev' });
    const classH = (await createClass(ctx.app, teacher, [held], { name: '8-H' }))._id;
    const task = (await createTask(ctx.app, teacher, { classId: classH, title: 'Tenglamalar' }))._id;
    const work = json(await submit(ctx.app, held, task)).data.submission._id;
    const graded = await ctx.app.inject({
      method: 'PUT',
      url: `/api/submissions/${work}/grade`,
      headers: bearer(teacher),
      payload: { score: 55, feedback: 'Qayta ishlang', hold: true },
    });
    expect(graded.statusCode, graded.body).toBe(200);
    expect((await link(parent, (await makeCode(held)).code)).statusCode).toBe(201);

    const body = (url: string) => call(parent, 'GET', url).then((response) => response.body);
    const [submissions, tasks, card, children] = await Promise.all([
      body(`/api/guardian/children/${held.id}/submissions`),
      body(`/api/guardian/children/${held.id}/tasks`),
      body(`/api/guardian/children/${held.id}/report-card`),
      body('/api/guardian/children'),
    ]);
    for (const text of [submissions, tasks, card, children]) {
      expect(text).not.toMatch(/"(score|rawScore|averageScore)":55/);
      expect(text).not.toContain('Qayta ishlang');
    }
    expect(JSON.parse(submissions).data.submissions[0]).toMatchObject({ score: null, mark: null, isGraded: false });
    expect(JSON.parse(tasks).data.tasks[0].status).toBe('submitted');
  });
  it("keeps the teacher's written feedback from guardians when the class says so, the mark still shown", async () => {
    const parent = await newGuardian();
    expect((await link(parent, (await makeCode(aziza)).code)).statusCode).toBe(201);
    const read = async () => {
      const [submissions, tasks] = await Promise.all([
        call(parent, 'GET', `/api/guardian/children/${aziza.id}/submissions`),
        call(parent, 'GET', `/api/guardian/children/${aziza.id}/tasks`),
      ]);
      return {
        work: json(submissions).data.submissions.find((item: { _id: string }) => item._id === azizaWork),
        task: json(tasks).data.tasks.find((item: { _id: string }) => item._id === taskId),
      };
    };
    // On by default.
    expect((await read()).work).toMatchObject({ score: 90, feedback: 'Barakalla' });
    const settings = (guardiansSeeFeedback: boolean, user = teacher) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/classes/${classId}`,
        headers: bearer(user),
        payload: { guardiansSeeFeedback },
      });
    // Only the class's teacher decides: a pupil → 403, and the class shows the choice to its teachers only.
    expect((await settings(false, aziza)).statusCode).toBe(403);
    const off = await settings(false);
    expect(off.statusCode, off.body).toBe(200);
    expect(json(off).data.class.guardiansSeeFeedback).toBe(false);
    const seenByPupil = json(await call(aziza, 'GET', `/api/classes/${classId}`)).data.class;
    expect(seenByPupil.guardiansSeeFeedback).toBeNull();

    const hidden = await read();
    expect(hidden.work).toMatchObject({ score: 90, mark: 5, feedback: null });
    expect(hidden.task.mySubmission).toMatchObject({ score: 90, feedback: null });
    // The pupil still reads it.
    const own = json(await call(aziza, 'GET', '/api/submissions/my')).data.submissions;
    expect(own.find((item: { _id: string }) => item._id === azizaWork).feedback).toBe('Barakalla');

    expect((await settings(true)).statusCode).toBe(200);
    expect((await read()).work.feedback).toBe('Barakalla');
  });
});
