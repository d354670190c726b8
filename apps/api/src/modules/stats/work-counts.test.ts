import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, enrol, grade, submit } from '../../test/fixtures';
import { bearer, json, registerUser, sendMultipart, type TestUser } from '../../test/http';

/**
 * The counts tasks keep of their work (migration 007's triggers) must equal what a scan of the
 * work gives, after every kind of write that changes which work counts: submit, grade, regrade,
 * return, resubmit, a student taken off and put back on the roster, a task moved and deleted, and
 * many students submitting at once.
 */
describe.each(testDatabases)('kept work counts on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let students: TestUser[];
  let classA: string;
  let classB: string;

  const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(user) });

  /** Every task's kept counts and monthly rows, beside the same figures counted from the work itself. */
  async function expectCountsMatchTheWork(step: string) {
    const kept = await ctx.db
      .selectFrom('tasks')
      .select(['id', 'handed_in', 'graded', 'scored', 'score_sum'])
      .orderBy('id')
      .execute();
    const counted = sql`s.visible = 1 and s.is_latest = 1 and s.status <> 'returned'`;
    const scanned = await sql<{ id: string; handed_in: number; graded: number; scored: number; score_sum: number }>`
      select t.id,
        (select count(*) from submissions s where s.task_id = t.id and ${counted}) as handed_in,
        (select count(*) from submissions s where s.task_id = t.id and ${counted} and s.status = 'graded') as graded,
        (select count(s.score) from submissions s where s.task_id = t.id and ${counted}) as scored,
        coalesce((select sum(s.score) from submissions s where s.task_id = t.id and ${counted}), 0) as score_sum
      from tasks t order by t.id`.execute(ctx.db);
    const numbers = (rows: Record<string, unknown>[]) =>
      rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k === 'id' ? v : Number(v)])));
    expect(numbers(kept), step).toEqual(numbers(scanned.rows));

    const months = await ctx.db
      .selectFrom('task_activity')
      .select(['task_id', 'month', 'submitted', 'graded'])
      .where((eb) => eb.or([eb('submitted', '<>', 0), eb('graded', '<>', 0)]))
      .orderBy('task_id')
      .orderBy('month')
      .execute();
    const scannedMonths = await sql<{ task_id: string; month: string; submitted: number; graded: number }>`
      select task_id, month, sum(submitted) as submitted, sum(graded) as graded from (
        select s.task_id, substr(s.submitted_at, 1, 7) as month, 1 as submitted, 0 as graded from submissions s where ${counted}
        union all
        select s.task_id, substr(s.graded_at, 1, 7), 0, 1 from submissions s where ${counted} and s.graded_at is not null
      ) work group by task_id, month order by task_id, month`.execute(ctx.db);
    expect(numbers(months), `${step} (months)`).toEqual(numbers(scannedMonths.rows));
  }

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher');
    students = [];
    for (let i = 0; i < 16; i += 1) students.push(await registerUser(ctx.app, 'student'));
    classA = (await createClass(ctx.app, teacher, students, { name: '7-A Algebra' }))._id;
    classB = (await createClass(ctx.app, teacher, students.slice(0, 2), { name: '8-B Algebra' }))._id;
  });
  afterAll(async () => ctx?.close());

  it('stay equal to the work through grading, returning, roster changes, moves and deletes', async () => {
    const [aziza, bekzod, dilnoza, elyor] = students as [TestUser, TestUser, TestUser, TestUser];
    const fractions = await createTask(ctx.app, teacher, { classId: classA, title: 'Kasrlar' });
    const equations = await createTask(ctx.app, teacher, { classId: classA, title: 'Tenglamalar' });
    const ids: Record<string, string> = {};
    for (const student of [aziza, bekzod, dilnoza]) {
      ids[student.email] = json(await submit(ctx.app, student, fractions._id)).data.submission._id;
    }
    ids.elyor = json(await submit(ctx.app, elyor, equations._id)).data.submission._id;
    await expectCountsMatchTheWork('after four submissions');

    expect((await grade(ctx.app, teacher, ids[aziza.email]!, 80)).statusCode).toBe(200);
    expect((await grade(ctx.app, teacher, ids[aziza.email]!, 95)).statusCode).toBe(200);
    expect((await grade(ctx.app, teacher, ids[bekzod.email]!, 70)).statusCode).toBe(200);
    await expectCountsMatchTheWork('after a grade, a regrade and another grade');
    expect(json(await get(teacher, `/api/tasks/${fractions._id}/stats`)).data.stats).toMatchObject({
      submitted: 3,
      graded: 2,
      pending: 1,
      averageScore: 82.5,
    });

    const returned = await ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${ids[dilnoza.email]}/return`,
      headers: bearer(teacher),
      payload: { feedback: 'Yechimni tushuntiring' },
    });
    expect(returned.statusCode).toBe(200);
    await expectCountsMatchTheWork('after a return');
    expect(json(await get(teacher, `/api/tasks/${fractions._id}/stats`)).data.stats.submitted).toBe(2);
    const second = json(await submit(ctx.app, dilnoza, fractions._id)).data.submission;
    expect(second.attempt).toBe(2);
    expect((await grade(ctx.app, teacher, second._id, 60)).statusCode).toBe(200);
    await expectCountsMatchTheWork('after a resubmission graded');

    const remove = (student: TestUser) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/classes/${classA}/students/${student.id}`,
        headers: bearer(teacher),
      });
    expect((await remove(bekzod)).statusCode).toBe(200);
    await expectCountsMatchTheWork('after a student left the roster');
    expect(json(await get(teacher, `/api/tasks/${fractions._id}/stats`)).data.stats).toMatchObject({
      submitted: 2,
      graded: 2,
    });
    await enrol(ctx.app, teacher, classA, bekzod);
    await expectCountsMatchTheWork('after the student came back');

    // Elyor is not in class B: his work on the moved task stops counting there.
    const moved = await sendMultipart(ctx.app, 'PUT', `/api/tasks/${equations._id}`, teacher, [
      { name: 'classId', value: classB },
    ]);
    expect(moved.statusCode).toBe(200);
    await expectCountsMatchTheWork('after a task moved class');
    expect(json(await get(teacher, `/api/tasks/${equations._id}/stats`)).data.stats.submitted).toBe(0);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/tasks/${fractions._id}`,
      headers: bearer(teacher),
    });
    expect(deleted.statusCode).toBe(200);
    await expectCountsMatchTheWork('after a task was deleted');
  });

  it('add up when a whole class submits and is graded at once', async () => {
    const task = await createTask(ctx.app, teacher, { classId: classA, title: 'Bir vaqtda' });
    const answers = await Promise.all(students.map((student) => submit(ctx.app, student, task._id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(students.map(() => 201));
    await Promise.all(
      answers.map((answer, index) => grade(ctx.app, teacher, json(answer).data.submission._id, 50 + index)),
    );
    await expectCountsMatchTheWork('after concurrent submissions and grades');
    const stats = json(await get(teacher, `/api/tasks/${task._id}/stats`)).data.stats;
    expect(stats).toMatchObject({ submitted: students.length, graded: students.length, pending: 0 });
    const figures = json(await get(teacher, `/api/users/stats/teacher?classId=${classA}`)).data.stats;
    const month = new Date().toISOString().slice(0, 7);
    // Class A's only live task is this one (the first test's tasks were moved away or deleted).
    expect(figures.monthlyActivity.find((row: { month: string }) => row.month === month)).toEqual({
      month,
      submissions: students.length,
      graded: students.length,
    });
    expect(figures.taskCompletion.find((row: { taskId: string }) => row.taskId === task._id)).toMatchObject({
      submitted: students.length,
      totalStudents: students.length,
      rate: 100,
    });
  });
});
