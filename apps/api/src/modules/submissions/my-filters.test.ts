import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, grade, submit } from '../../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../../test/http';

/**
 * A student's own work filtered on the server by the status they see: graded, pending (a held
 * grade is still pending to them) or returned, each paged with its own total.
 */
describe.each(testDatabases)("a student's submissions by status on %s", (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let student: TestUser;
  let classmate: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher', { fullName: 'Anvar Tursunov' });
    student = await registerUser(ctx.app, 'student', { fullName: 'Dilnoza Rahimova' });
    classmate = await registerUser(ctx.app, 'student', { fullName: 'Bobur Aliyev' });
    const classId = (await createClass(ctx.app, teacher, [student, classmate]))._id;
    const work: Record<string, string> = {};
    for (const title of ['Baholangan', 'Kutilmoqda', 'Ushlab turilgan', 'Qaytarilgan']) {
      const task = await createTask(ctx.app, teacher, { classId, title });
      work[title] = json(await submit(ctx.app, student, task._id)).data.submission._id;
      await submit(ctx.app, classmate, task._id);
    }
    expect((await grade(ctx.app, teacher, work.Baholangan!, 90)).statusCode).toBe(200);
    const held = await ctx.app.inject({
      method: 'PUT',
      url: `/api/submissions/${work['Ushlab turilgan']}/grade`,
      headers: bearer(teacher),
      payload: { score: 70, feedback: '', hold: true },
    });
    expect(held.statusCode, held.body).toBe(200);
    const returned = await ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${work.Qaytarilgan}/return`,
      headers: bearer(teacher),
      payload: { feedback: 'Qayta yozing' },
    });
    expect(returned.statusCode).toBe(200);
  });
  afterAll(async () => ctx?.close());

  const mine = async (user: TestUser, query: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/submissions/my${query}`,
      headers: { ...bearer(user), 'accept-language': 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = json(response).data;
    return { titles: data.submissions.map((s: { taskTitle: string }) => s.taskTitle), total: data.pagination.total };
  };

  it('filters by the status the student sees, a held grade still pending, with its own total', async () => {
    expect(await mine(student, '?status=graded')).toEqual({ titles: ['Baholangan'], total: 1 });
    expect(await mine(student, '?status=pending')).toEqual({
      titles: ['Ushlab turilgan', 'Kutilmoqda'],
      total: 2,
    });
    expect(await mine(student, '?status=returned')).toEqual({ titles: ['Qaytarilgan'], total: 1 });
    expect((await mine(student, '')).total).toBe(4);
    // Paged: the second pending piece is on page 2 of 1-sized pages.
    expect(await mine(student, '?status=pending&limit=1&page=2')).toEqual({ titles: ['Kutilmoqda'], total: 2 });
    // A classmate's own work is theirs alone: nothing graded yet.
    expect(await mine(classmate, '?status=graded')).toEqual({ titles: [], total: 0 });
    expect((await mine(classmate, '?status=pending')).total).toBe(4);
  });

  it('refuses an unknown status in the caller’s language', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/submissions/my?status=done',
      headers: { ...bearer(student), 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).success).toBe(false);
    expect(json(response).message).toBe('Invalid status value');
  });
});
