import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../demo/sample-files';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask } from '../../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../../test/http';

const DAY = 86_400_000;
const criteria = [
  {
    id: 'mazmun',
    title: 'Mazmun',
    levels: [
      { id: 'yaxshi', title: 'Yaxshi', points: 5 },
      { id: 'kam', title: 'Kam', points: 0 },
    ],
  },
];

/**
 * Copying a task into other classes (docs/architecture.md §4): Anvar teaches 7-A, 7-B and an
 * archived 7-V; Gulnora teaches 8-B, which Anvar may not copy into; Dilnoza, a pupil of 7-B, is
 * told of the copy.
 */
describe.each(testDatabases)('copying tasks on %s', (kind) => {
  let ctx: TestContext;
  let anvar: TestUser;
  let gulnora: TestUser;
  let dilnoza: TestUser;
  let classA: string;
  let classB: string;
  let archived: string;
  let otherClass: string;
  const content = makePdf(['Kasrlar: 45-50 mashqlar']);
  const deadline = new Date(Date.now() + 3 * DAY).toISOString();
  let task: { _id: string; file: { fileUrl: string } | null };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    anvar = await registerUser(ctx.app, 'teacher', { fullName: 'Anvar Tursunov' });
    gulnora = await registerUser(ctx.app, 'teacher', { fullName: 'Gulnora Saidova' });
    dilnoza = await registerUser(ctx.app, 'student', { fullName: 'Dilnoza Rahimova' });
    classA = (await createClass(ctx.app, anvar, [], { name: '7-A' }))._id;
    classB = (await createClass(ctx.app, anvar, [dilnoza], { name: '7-B' }))._id;
    archived = (await createClass(ctx.app, anvar, [], { name: '7-V' }))._id;
    otherClass = (await createClass(ctx.app, gulnora, [], { name: '8-B' }))._id;
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/classes/${archived}`,
      headers: bearer(anvar),
      payload: { archived: true },
    });
    task = await createTask(
      ctx.app,
      anvar,
      { classId: classA, title: 'Kasrlar ustida amallar', deadline },
      { filename: 'shart.pdf', content },
    );
    const rubric = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tasks/${task._id}/rubric`,
      headers: bearer(anvar),
      payload: { criteria },
    });
    expect(rubric.statusCode).toBe(200);
  });
  afterAll(async () => ctx?.close());

  const copy = (user: TestUser, payload: object, id = task._id) =>
    ctx.app.inject({ method: 'POST', url: `/api/tasks/${id}/copy`, headers: bearer(user), payload });
  const taskCount = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('tasks')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );
  const fileCount = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('files')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );

  it('makes new tasks with their own copy of the file, the rubric and the shifted deadline', async () => {
    const response = await copy(anvar, { classIds: [classB], shiftDays: 7 });
    expect(response.statusCode).toBe(201);
    const [copied] = json(response).data.tasks as {
      _id: string;
      classId: string;
      className: string;
      title: string;
      deadline: string;
      file: { fileUrl: string; fileName: string; fileSize: number };
    }[];
    expect(copied!._id).not.toBe(task._id);
    expect(copied).toMatchObject({ classId: classB, className: '7-B', title: 'Kasrlar ustida amallar' });
    expect(copied!.deadline).toBe(new Date(Date.parse(deadline) + 7 * DAY).toISOString());
    expect(copied!.file).toMatchObject({ fileName: 'shart.pdf', fileSize: content.length });

    const rows = await ctx.db
      .selectFrom('tasks')
      .innerJoin('files', 'files.id', 'tasks.file_id')
      .select(['tasks.id', 'files.id as file_id', 'files.storage_key'])
      .where('tasks.id', 'in', [task._id, copied!._id])
      .execute();
    const original = rows.find((row) => row.id === task._id)!;
    const theCopy = rows.find((row) => row.id === copied!._id)!;
    expect(theCopy.file_id).not.toBe(original.file_id);
    expect(theCopy.storage_key).not.toBe(original.storage_key);

    // The original's bytes gone, the copy still opens with the same bytes.
    await ctx.app.deps.files.remove(original.storage_key);
    const download = await ctx.app.inject({ method: 'GET', url: copied!.file.fileUrl });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);

    const rubric = json(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/tasks/${copied!._id}/rubric`,
        headers: bearer(anvar),
      }),
    ).data.rubric;
    expect(rubric).toMatchObject({ taskId: copied!._id, criteria, maxPoints: 5 });

    // The pupils of the new class are told, as when a task is created.
    const notes = json(await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(dilnoza) }))
      .data.notifications as { type: string; title: string }[];
    expect(notes.filter((note) => note.type === 'task_published')).toHaveLength(1);
    // Dilnoza sees the copy in her list, with the shifted deadline.
    const listed = json(await ctx.app.inject({ method: 'GET', url: '/api/tasks', headers: bearer(dilnoza) })).data
      .tasks as { _id: string; deadline: string }[];
    expect(listed.map((found) => found._id)).toEqual([copied!._id]);
  });

  it('copies into several classes at once, each a new task; without a file or rubric too', async () => {
    const plain = await createTask(ctx.app, anvar, { classId: classB, title: 'Faylsiz vazifa', deadline });
    const response = await copy(anvar, { classIds: [classA] }, plain._id);
    expect(response.statusCode).toBe(201);
    const [copied] = json(response).data.tasks;
    expect(copied).toMatchObject({ classId: classA, deadline, file: null });
    const twice = await copy(anvar, { classIds: [classA, classB] }, plain._id);
    expect(twice.statusCode).toBe(201);
    const ids = json(twice).data.tasks.map((found: { _id: string }) => found._id);
    expect(new Set([...ids, plain._id, copied._id]).size).toBe(4);
  });

  it('refuses a deadline that would be past, and creates nothing', async () => {
    const [tasks, files] = [await taskCount(), await fileCount()];
    const response = await copy(anvar, { classIds: [classB], shiftDays: -5 });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe("Bu siljitish bilan muddat o'tib ketgan bo'ladi: ko'proq kun tanlang");
    expect([await taskCount(), await fileCount()]).toEqual([tasks, files]);
  });

  it('refuses bad input, classes not the caller’s and archived ones, and creates nothing', async () => {
    const tasks = await taskCount();
    for (const payload of [
      {},
      { classIds: [] },
      { classIds: [classB, classB] },
      { classIds: [classB], shiftDays: 1.5 },
    ]) {
      expect((await copy(anvar, payload)).statusCode).toBe(400);
    }
    const duplicate = await ctx.app.inject({
      method: 'POST',
      url: `/api/tasks/${task._id}/copy`,
      headers: { ...bearer(anvar), 'accept-language': 'en' },
      payload: { classIds: [classB, classB] },
    });
    expect(json(duplicate).message).toMatch(/chosen twice/);
    // Gulnora's class, even beside one of his own: 404, nothing made.
    expect((await copy(anvar, { classIds: [classB, otherClass] })).statusCode).toBe(404);
    expect((await copy(anvar, { classIds: [archived] })).statusCode).toBe(409);
    // Gulnora cannot reach Anvar's task; a pupil may never copy.
    expect((await copy(gulnora, { classIds: [otherClass] })).statusCode).toBe(404);
    expect((await copy(dilnoza, { classIds: [classB] })).statusCode).toBe(403);
    expect(await taskCount()).toBe(tasks);
  });

  it("copies a task of an archived class into a current one (reuse from last year's class)", async () => {
    const old = await createTask(ctx.app, anvar, { classId: classA, title: 'Eski vazifa', deadline });
    await ctx.db.updateTable('tasks').set({ class_id: archived }).where('id', '=', old._id).execute();
    const response = await copy(anvar, { classIds: [classB], shiftDays: 1 }, old._id);
    expect(response.statusCode).toBe(201);
    expect(json(response).data.tasks[0]).toMatchObject({ classId: classB, title: 'Eski vazifa' });
  });
});
