import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../demo/sample-files';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createClassroom, createTask, grade, submit } from '../../test/fixtures';
import { bearer, json, registerUser, sendMultipart, type TestUser } from '../../test/http';

/**
 * Tasks through HTTP: Anvar teaches Dilnoza's class; Gulnora teaches another class and must not
 * reach his tasks (404, as if they did not exist); a student may read but never write them (403).
 */
describe.each(testDatabases)('tasks on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let student: TestUser;
  let classId: string;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    ({ teacher, student, classId } = await createClassroom(ctx.app, {
      teacher: 'Anvar Tursunov',
      student: 'Dilnoza Rahimova',
    }));
    otherTeacher = await registerUser(ctx.app, 'teacher', { fullName: 'Gulnora Saidova' });
    await createClass(ctx.app, otherTeacher, [], { name: '8-B Fizika' });
  });
  afterAll(async () => ctx?.close());

  const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(user) });
  const remove = (user: TestUser, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/tasks/${id}`, headers: bearer(user) });
  const titles = async (user: TestUser, query = '') =>
    json(await get(user, `/api/tasks${query}`)).data.tasks.map((task: { title: string }) => task.title);

  it('creates a task with a file that any signed-in user can open through its signed link', async () => {
    const image = makePng();
    const task = await createTask(
      ctx.app,
      teacher,
      { classId, title: 'Rasm chizish' },
      { filename: 'namuna.png', content: image },
    );
    expect(task.file).toMatchObject({ fileName: 'namuna.png', fileSize: image.length, mimeType: 'image/png' });
    const seen = json(await get(student, `/api/tasks/${task._id}`)).data.task;
    expect(seen).toMatchObject({ isCompleted: false, mySubmission: null, createdBy: { fullName: 'Anvar Tursunov' } });
    const download = await ctx.app.inject({ method: 'GET', url: seen.file.fileUrl });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(image)).toBe(true);
  });

  it('validates the task form with the spec messages and changes nothing on failure', async () => {
    const before = json(await get(teacher, '/api/tasks')).data.pagination.total;
    const cases: [Record<string, string>, string][] = [
      [{ title: 'ab' }, "Sarlavha kamida 3 belgidan iborat bo'lishi kerak"],
      [{ description: 'qisqa' }, "Tavsif kamida 10 belgidan iborat bo'lishi kerak"],
      [{ deadline: '' }, 'Muddati belgilanishi shart'],
      [{ deadline: '2020-01-01T00:00:00.000Z' }, "Muddati hozirgi vaqtdan keyin bo'lishi kerak"],
    ];
    for (const [fields, message] of cases) {
      const response = await sendMultipart(
        ctx.app,
        'POST',
        '/api/tasks',
        teacher,
        Object.entries({
          classId,
          title: 'Yaxshi sarlavha',
          description: 'Yetarlicha uzun tavsif matni',
          deadline: new Date(Date.now() + 86_400_000).toISOString(),
          ...fields,
        }).map(([name, value]) => ({ name, value })),
      );
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe(message);
    }
    expect(json(await get(teacher, '/api/tasks')).data.pagination.total).toBe(before);
  });

  it('refuses to move a deadline into the past, and keeps a deadline that is not sent', async () => {
    const task = await createTask(ctx.app, teacher, { classId, title: 'Muddatli' });
    const before = json(await get(teacher, `/api/tasks/${task._id}`)).data.task.deadline;
    const past = await sendMultipart(ctx.app, 'PUT', `/api/tasks/${task._id}`, teacher, [
      { name: 'deadline', value: '2020-01-01T00:00:00.000Z' },
    ]);
    expect(past.statusCode).toBe(400);
    expect(json(past).message).toBe("Muddati hozirgi vaqtdan keyin bo'lishi kerak");
    const renamed = await sendMultipart(ctx.app, 'PUT', `/api/tasks/${task._id}`, teacher, [
      { name: 'title', value: 'Muddatli vazifa' },
    ]);
    expect(json(renamed).data.task).toMatchObject({ title: 'Muddatli vazifa', deadline: before });
  });

  it('updates only the fields sent, replaces and removes the file', async () => {
    const task = await createTask(ctx.app, teacher, { classId, title: 'Eski sarlavha' });
    const put = (parts: Parameters<typeof sendMultipart>[4]) =>
      sendMultipart(ctx.app, 'PUT', `/api/tasks/${task._id}`, teacher, parts);
    const renamed = json(
      await put([
        { name: 'title', value: 'Yangi sarlavha' },
        { name: 'description', value: '' },
      ]),
    ).data.task;
    expect(renamed).toMatchObject({
      title: 'Yangi sarlavha',
      description: 'Darslikdagi 45-50 mashqlarni bajaring va yechimni yuklang.',
    });
    const withFile = json(await put([{ name: 'file', filename: 'yangi.png', content: makePng() }])).data.task;
    expect(withFile.file.fileName).toBe('yangi.png');
    const withoutFile = json(await put([{ name: 'removeFile', value: 'true' }])).data.task;
    expect(withoutFile.file).toBeNull();
    expect((await put([{ name: 'title', value: 'x' }])).statusCode).toBe(400);
  });

  it("lists the caller's tasks newest first, searches and pages them", async () => {
    await createTask(ctx.app, teacher, { classId, title: 'Baholash mezonlari' });
    await createTask(ctx.app, otherTeacher, {
      classId: json(await get(otherTeacher, '/api/classes')).data.classes[0]._id,
      title: 'Boshqa sinf vazifasi',
    });
    const all = await titles(teacher, '?limit=100');
    expect(all[0]).toBe('Baholash mezonlari');
    expect(all).not.toContain('Boshqa sinf vazifasi');
    expect(await titles(student, '?limit=100')).toEqual(all);
    expect(await titles(otherTeacher)).toEqual(['Boshqa sinf vazifasi']);
    expect(await titles(teacher, '?search=BAHOLASH')).toEqual(['Baholash mezonlari']);
    expect(await titles(teacher, '?search=%25')).toEqual([]);

    const second = json(await get(teacher, '/api/tasks?limit=2&page=2')).data;
    expect(second.tasks.map((task: { title: string }) => task.title)).toEqual(all.slice(2, 4));
    expect(second.pagination).toMatchObject({ page: 2, limit: 2, total: all.length });
    expect((await get(teacher, '/api/tasks?limit=1000')).statusCode).toBe(400);
  });

  it('shows a student their own work in the list: isLate for a late hand-in, not for one on time', async () => {
    const onTime = await createTask(ctx.app, teacher, { classId, title: "O'z vaqtida" });
    const late = await createTask(ctx.app, teacher, { classId, title: 'Kech topshirilgan' });
    expect((await submit(ctx.app, student, onTime._id)).statusCode).toBe(201);
    // The deadline passes (set in the database: the API refuses a deadline in the past).
    const past = new Date(Date.now() - 60_000).toISOString();
    await ctx.db.updateTable('tasks').set({ deadline: past }).where('id', '=', late._id).execute();
    expect((await submit(ctx.app, student, late._id)).statusCode).toBe(201);

    const tasks = json(await get(student, '/api/tasks?limit=100')).data.tasks as Record<string, any>[];
    const mine = (id: string) => tasks.find((task) => task._id === id)!;
    expect(mine(onTime._id)).toMatchObject({ isCompleted: true, mySubmission: { isLate: false } });
    expect(mine(late._id)).toMatchObject({ isCompleted: true, mySubmission: { isLate: true } });
    // The teacher's list counts the hand-ins instead.
    const teachers = json(await get(teacher, '/api/tasks?limit=100')).data.tasks as Record<string, any>[];
    expect(teachers.find((task) => task._id === late._id)).toMatchObject({ submissionCount: 1 });
  });

  it('hides a deleted task everywhere but keeps its submissions in the database', async () => {
    const task = await createTask(ctx.app, teacher, { classId, title: "O'chiriladigan" });
    const submission = json(await submit(ctx.app, student, task._id)).data.submission;
    await grade(ctx.app, teacher, submission._id, 10);
    const progressBefore = json(await get(student, '/api/submissions/progress')).data.progress;
    expect((await remove(teacher, task._id)).statusCode).toBe(200);
    expect((await remove(teacher, task._id)).statusCode).toBe(404);
    expect((await get(student, `/api/tasks/${task._id}`)).statusCode).toBe(404);
    expect(await titles(student, '?limit=100')).not.toContain("O'chiriladigan");
    const progressAfter = json(await get(student, '/api/submissions/progress')).data.progress;
    expect(progressAfter.totalTasks).toBe(progressBefore.totalTasks - 1);
    expect(progressAfter.submittedTasks).toBe(progressBefore.submittedTasks - 1);
    expect(progressAfter.gradedTasks).toBe(progressBefore.gradedTasks - 1);
    const mine = json(await get(student, '/api/submissions/my?limit=100')).data.submissions;
    expect(mine.some((s: { _id: string }) => s._id === submission._id)).toBe(false);
    const all = json(await get(teacher, '/api/submissions?limit=100')).data.submissions;
    expect(all.some((s: { _id: string }) => s._id === submission._id)).toBe(false);
    expect((await grade(ctx.app, teacher, submission._id, 50)).statusCode).toBe(404);
    const kept = await ctx.db
      .selectFrom('submissions')
      .selectAll()
      .where('id', '=', submission._id)
      .executeTakeFirstOrThrow();
    expect(kept.score).toBe(10);
  });

  it('answers 404 for a task that does not exist and 400 for a malformed id', async () => {
    expect((await get(student, '/api/tasks/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect(json(await get(student, '/api/tasks/00000000-0000-0000-0000-000000000000')).message).toBe(
      'Vazifa topilmadi',
    );
    expect((await get(student, "/api/tasks/'%20OR%201=1")).statusCode).toBe(400);
    expect((await get(student, `/api/tasks/${'x'.repeat(100)}`)).statusCode).toBe(400);
  });

  it("refuses another teacher's class as if it did not exist (404) and a student's writes (403)", async () => {
    const task = await createTask(ctx.app, teacher, { classId, title: 'Faqat Anvarniki' });
    const rename = (user: TestUser) =>
      sendMultipart(ctx.app, 'PUT', `/api/tasks/${task._id}`, user, [{ name: 'title', value: 'Boshqa nom' }]);
    const createIn = (user: TestUser) =>
      sendMultipart(ctx.app, 'POST', '/api/tasks', user, [
        { name: 'classId', value: classId },
        { name: 'title', value: 'Begona vazifa' },
        { name: 'description', value: 'Boshqa sinfga yozilgan vazifa' },
        { name: 'deadline', value: new Date(Date.now() + 86_400_000).toISOString() },
      ]);

    for (const response of [
      await get(otherTeacher, `/api/tasks/${task._id}`),
      await rename(otherTeacher),
      await remove(otherTeacher, task._id),
      await createIn(otherTeacher),
    ])
      expect(response.statusCode).toBe(404);
    for (const response of [await rename(student), await remove(student, task._id), await createIn(student)])
      expect(response.statusCode).toBe(403);

    const unchanged = json(await get(teacher, `/api/tasks/${task._id}`)).data.task;
    expect(unchanged.title).toBe('Faqat Anvarniki');
    expect(await titles(teacher, '?limit=100')).not.toContain('Begona vazifa');
  });
});
