import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, enrol, submit } from '../../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../../test/http';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/**
 * The task list's server-side filters: a student's handed-in or not (as `isCompleted` says), and
 * the deadlines in a range — a student's own where they have an extension — each paged with its
 * own total, so a screen never filters a truncated list on the client.
 */
describe.each(testDatabases)('task list filters on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let dilnoza: TestUser;
  let bobur: TestUser;
  let classId: string;
  let otherClassId: string;
  const ids: Record<'soon' | 'returned' | 'later' | 'farOff', string> = {
    soon: '',
    returned: '',
    later: '',
    farOff: '',
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher', { fullName: 'Anvar Tursunov' });
    otherTeacher = await registerUser(ctx.app, 'teacher', { fullName: 'Gulnora Saidova' });
    dilnoza = await registerUser(ctx.app, 'student', { fullName: 'Dilnoza Rahimova' });
    bobur = await registerUser(ctx.app, 'student', { fullName: 'Bobur Aliyev' });
    classId = (await createClass(ctx.app, teacher, [dilnoza]))._id;
    await enrol(ctx.app, teacher, classId, bobur);
    otherClassId = (await createClass(ctx.app, otherTeacher, [], { name: '8-B Fizika' }))._id;
    await createTask(ctx.app, otherTeacher, { classId: otherClassId, title: 'Boshqa sinf', deadline: inDays(4) });

    ids.soon = (await createTask(ctx.app, teacher, { classId, title: 'Ertaga', deadline: inDays(1) }))._id;
    ids.returned = (await createTask(ctx.app, teacher, { classId, title: 'Qaytarilgan', deadline: inDays(3) }))._id;
    ids.later = (await createTask(ctx.app, teacher, { classId, title: "O'n kunda", deadline: inDays(10) }))._id;
    ids.farOff = (await createTask(ctx.app, teacher, { classId, title: 'Uzoq', deadline: inDays(40) }))._id;

    expect((await submit(ctx.app, dilnoza, ids.soon)).statusCode).toBe(201);
    const toReturn = json(await submit(ctx.app, dilnoza, ids.returned)).data.submission._id;
    const returned = await ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${toReturn}/return`,
      headers: bearer(teacher),
      payload: { feedback: 'Qayta yozing' },
    });
    expect(returned.statusCode).toBe(200);
    expect((await submit(ctx.app, bobur, ids.later)).statusCode).toBe(201);
  });
  afterAll(async () => ctx?.close());

  const get = (user: TestUser, query: string, language = 'uz') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/tasks${query}`,
      headers: { ...bearer(user), 'accept-language': language },
    });
  const titles = async (user: TestUser, query: string) => {
    const response = await get(user, query);
    expect(response.statusCode).toBe(200);
    return json(response).data.tasks.map((task: { title: string }) => task.title);
  };

  it("narrows a student's list to what they handed in, or the rest (a returned piece counts as not handed in)", async () => {
    expect(await titles(dilnoza, '?status=submitted')).toEqual(['Ertaga']);
    expect(await titles(dilnoza, '?status=notSubmitted')).toEqual(['Uzoq', "O'n kunda", 'Qaytarilgan']);
    expect(await titles(bobur, '?status=submitted')).toEqual(["O'n kunda"]);
    expect(await titles(bobur, `?status=notSubmitted&classId=${classId}`)).toEqual(['Uzoq', 'Qaytarilgan', 'Ertaga']);

    // Each filtered list pages with its own total.
    const firstPage = json(await get(dilnoza, '?status=notSubmitted&limit=2')).data;
    expect(firstPage.tasks.map((task: { title: string }) => task.title)).toEqual(['Uzoq', "O'n kunda"]);
    expect(firstPage.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    const secondPage = json(await get(dilnoza, '?status=notSubmitted&limit=2&page=2')).data;
    expect(secondPage.tasks.map((task: { title: string }) => task.title)).toEqual(['Qaytarilgan']);
    const pastTheEnd = json(await get(dilnoza, '?status=notSubmitted&limit=2&page=3')).data;
    expect(pastTheEnd).toMatchObject({ tasks: [], pagination: { total: 3, pages: 2 } });

    // What the filter says agrees with what each task says of itself.
    const all = json(await get(dilnoza, '?limit=100')).data.tasks as { title: string; isCompleted: boolean }[];
    expect(all.filter((task) => task.isCompleted).map((task) => task.title)).toEqual(['Ertaga']);
  });

  it('moves a task to the handed-in list as soon as the student hands it in (the kept list is forgotten)', async () => {
    expect(await titles(dilnoza, '?status=notSubmitted')).toContain('Uzoq');
    expect((await submit(ctx.app, dilnoza, ids.farOff)).statusCode).toBe(201);
    expect(await titles(dilnoza, '?status=notSubmitted')).not.toContain('Uzoq');
    expect(await titles(dilnoza, '?status=submitted')).toEqual(['Uzoq', 'Ertaga']);
  });

  it("ignores the status filter on a teacher's list", async () => {
    expect(await titles(teacher, '?status=submitted')).toEqual(['Uzoq', "O'n kunda", 'Qaytarilgan', 'Ertaga']);
  });

  it("keeps the deadlines in [from, to), a student's own extension included, within the caller's classes", async () => {
    const range = `?deadlineFrom=${inDays(2)}&deadlineTo=${inDays(11)}`;
    expect(await titles(teacher, range)).toEqual(["O'n kunda", 'Qaytarilgan']);
    expect(await titles(dilnoza, range)).toEqual(["O'n kunda", 'Qaytarilgan']);
    // Another teacher's range holds only their own class's task.
    expect(await titles(otherTeacher, range)).toEqual(['Boshqa sinf']);
    expect((await get(otherTeacher, `${range}&classId=${classId}`)).statusCode).toBe(404);

    // Dilnoza's extension puts "Ertaga" in her range, not in Bobur's or the teacher's.
    const extended = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tasks/${ids.soon}/extensions/${dilnoza.id}`,
      headers: bearer(teacher),
      payload: { deadline: inDays(5) },
    });
    expect(extended.statusCode).toBe(200);
    expect(await titles(dilnoza, range)).toEqual(["O'n kunda", 'Qaytarilgan', 'Ertaga']);
    expect(await titles(bobur, range)).toEqual(["O'n kunda", 'Qaytarilgan']);
    expect(await titles(teacher, range)).toEqual(["O'n kunda", 'Qaytarilgan']);

    // An open-ended range, and a range with the status filter.
    expect(await titles(teacher, `?deadlineFrom=${inDays(20)}`)).toEqual(['Uzoq']);
    expect(await titles(teacher, `?deadlineTo=${inDays(2)}`)).toEqual(['Ertaga']);
    expect(await titles(dilnoza, `${range}&status=notSubmitted`)).toEqual(["O'n kunda", 'Qaytarilgan']);
  });

  it('refuses a bad filter with a message in the caller’s language', async () => {
    const refused = async (query: string, language: string, message: string) => {
      const response = await get(dilnoza, query, language);
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe(message);
    };
    await refused('?status=done', 'en', 'The value has the wrong type');
    await refused('?deadlineFrom=ertaga', 'uz', "Muddat sanasi noto'g'ri");
    const backwards = `?deadlineFrom=${inDays(5)}&deadlineTo=${inDays(2)}`;
    await refused(backwards, 'en', 'The end of the deadline range must come after its start');
    await refused(backwards, 'uz', "Muddatlar oralig'ining oxiri boshidan keyin bo'lishi kerak");
    const instant = inDays(2);
    await refused(
      `?deadlineFrom=${instant}&deadlineTo=${instant}`,
      'ru',
      'Конец диапазона сроков должен быть позже его начала',
    );
  });
});
