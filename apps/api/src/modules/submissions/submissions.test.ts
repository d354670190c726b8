import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExe } from '../../test/odd-files';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createClassroom, createTask, grade, submissionBody, submit } from '../../test/fixtures';
import { bearer, json, registerUser, sendMultipart, type TestUser } from '../../test/http';

/** Handing in and grading (tasks themselves: modules/tasks/tasks.test.ts). */
describe.each(testDatabases)('submissions and grading on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let student: TestUser;
  let classId: string;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    ({ teacher, student, classId } = await createClassroom(ctx.app, {
      teacher: 'Anvar Tursunov',
      student: 'Dilnoza Rahimova',
    }));
  });
  afterAll(async () => ctx?.close());

  const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(user) });

  it('takes one submission per student: 10 racing requests give one 201 and nine 409', async () => {
    const task = await createTask(ctx.app, teacher, { classId, title: 'Poyga' });
    const responses = await Promise.all(Array.from({ length: 10 }, () => submit(ctx.app, student, task._id, 'javob')));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const conflict = responses.find((response) => response.statusCode === 409)!;
    expect(json(conflict)).toMatchObject({
      code: 'CONFLICT',
      message: 'Bu vazifa uchun topshiriq allaqachon yuborilgan',
    });
    const rows = await ctx.db.selectFrom('submissions').select('id').where('task_id', '=', task._id).execute();
    expect(rows).toHaveLength(1);
  });

  it('serialises a submission with its task and student, marks a late one, and refuses bad files', async () => {
    const task = await createTask(ctx.app, teacher, {
      classId,
      title: 'Kechikkan',
      deadline: new Date(Date.now() + 1500).toISOString(),
    });
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const noFile = await sendMultipart(ctx.app, 'POST', `/api/submissions/${task._id}`, student, [
      { name: 'textResponse', value: 'faqat matn' },
    ]);
    expect(noFile.statusCode).toBe(400);
    expect(json(noFile).message).toBe('Faylni tanlang');
    const exe = submissionBody(undefined, makeExe());
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/submissions/${task._id}`,
          payload: exe.payload,
          headers: { ...exe.headers, ...bearer(student) },
        })
      ).statusCode,
    ).toBe(415);
    const response = await submit(ctx.app, student, task._id, 'Kech qoldim, uzr');
    expect(response.statusCode).toBe(201);
    const submission = json(response).data.submission;
    expect(submission).toMatchObject({
      taskId: { _id: task._id, title: 'Kechikkan' },
      taskTitle: 'Kechikkan',
      studentId: { _id: student.id, fullName: 'Dilnoza Rahimova' },
      studentName: 'Dilnoza Rahimova',
      fileName: 'javob.pdf',
      textResponse: 'Kech qoldim, uzr',
      isLate: true,
      isGraded: false,
      score: null,
      feedback: null,
      gradedAt: null,
    });
    // One shape for ids everywhere: `_id` (issue "Code design" item 5).
    expect(typeof submission._id).toBe('string');
    expect(submission).not.toHaveProperty('id');
    expect(submission.createdAt).toBe(submission.submittedAt);
    expect(submission.fileUrl).toMatch(/^\/api\/files\//);
  });

  it('grades 0..100, refuses 101, -1 and "abc" without changing anything, and allows re-grading', async () => {
    const task = await createTask(ctx.app, teacher, { classId, title: 'Baholash' });
    const submission = json(await submit(ctx.app, student, task._id)).data.submission;
    for (const score of [101, -1, 'abc', null]) {
      const response = await grade(ctx.app, teacher, submission._id, score);
      expect(response.statusCode).toBe(400);
    }
    expect(json(await grade(ctx.app, teacher, submission._id, 'abc')).message).toBe(
      "Baho 0 dan 100 gacha bo'lgan son bo'lishi kerak",
    );
    const untouched = await ctx.db
      .selectFrom('submissions')
      .selectAll()
      .where('id', '=', submission._id)
      .executeTakeFirstOrThrow();
    expect(untouched.graded_at).toBeNull();
    const graded = json(await grade(ctx.app, teacher, submission._id, 92, 'Juda yaxshi')).data.submission;
    expect(graded).toMatchObject({ isGraded: true, score: 92, feedback: 'Juda yaxshi' });
    expect(Date.parse(graded.gradedAt)).not.toBeNaN();
    const regraded = json(await grade(ctx.app, teacher, submission._id, 75, 'Qayta baholandi')).data.submission;
    expect(regraded).toMatchObject({ score: 75, feedback: 'Qayta baholandi' });
    const mine = json(await get(student, `/api/tasks/${task._id}`)).data.task;
    expect(mine).toMatchObject({ isCompleted: true, mySubmission: { score: 75, isGraded: true } });
    // The list carries the same work, with the student's own name.
    const listed = (json(await get(student, '/api/tasks')).data.tasks as { _id: string }[]).find(
      (row) => row._id === task._id,
    );
    expect(listed).toMatchObject({
      mySubmission: {
        score: 75,
        studentId: { _id: student.id, fullName: 'Dilnoza Rahimova' },
        studentName: 'Dilnoza Rahimova',
      },
    });
  });

  it('answers a hand-in and a grade with exactly what reading the work back shows', async () => {
    const task = await createTask(ctx.app, teacher, { classId, title: "O'qib ko'rish" });
    const handedIn = json(await submit(ctx.app, student, task._id, 'Javobim')).data.submission;
    const readBack = () =>
      get(teacher, `/api/submissions/${task._id}`).then((response) =>
        json(response).data.submissions.find((s: { _id: string }) => s._id === handedIn._id)!,
      );
    expect(handedIn).toEqual(await readBack());
    expect(handedIn).toMatchObject({
      className: expect.any(String),
      studentName: 'Dilnoza Rahimova',
      textResponse: 'Javobim',
    });

    const graded = json(await grade(ctx.app, teacher, handedIn._id, 88, 'Yaxshi')).data.submission;
    expect(graded).toEqual(await readBack());
    expect(graded).toMatchObject({ status: 'graded', score: 88, feedback: 'Yaxshi' });
  });

  it("counts a teacher's lists over several classes as many as they list, for every status", async () => {
    const ustoz = await registerUser(ctx.app, 'teacher');
    const pupils = [await registerUser(ctx.app, 'student'), await registerUser(ctx.app, 'student')];
    const classes = [await createClass(ctx.app, ustoz, pupils), await createClass(ctx.app, ustoz, pupils)];
    const tasks = [];
    for (const schoolClass of [...classes, ...classes])
      tasks.push(await createTask(ctx.app, ustoz, { classId: schoolClass._id }));
    const work = [];
    for (const task of tasks)
      for (const pupil of pupils) work.push(json(await submit(ctx.app, pupil, task._id)).data.submission);
    await grade(ctx.app, ustoz, work[0]._id, 90);
    await grade(ctx.app, ustoz, work[3]._id, 70);
    const sendBack = (id: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/submissions/${id}/return`,
        headers: bearer(ustoz),
        payload: { feedback: 'Qayta yozing' },
      });
    expect((await sendBack(work[5]._id)).statusCode).toBe(200);
    // A deleted task's work counts nowhere.
    await ctx.app.inject({ method: 'DELETE', url: `/api/tasks/${tasks[3]!._id}`, headers: bearer(ustoz) });

    for (const filter of ['', '&status=graded', '&status=pending', '&status=returned']) {
      const all = json(await get(ustoz, `/api/submissions?limit=100${filter}`)).data;
      const first = json(await get(ustoz, `/api/submissions?limit=1${filter}`)).data;
      expect(first.pagination.total).toBe(all.submissions.length);
      expect(all.pagination.total).toBe(all.submissions.length);
    }
    const counts = ['graded', 'pending', 'returned'].map(
      async (status) => json(await get(ustoz, `/api/submissions?limit=1&status=${status}`)).data.pagination.total,
    );
    expect(await Promise.all(counts)).toEqual([2, 3, 1]);
  });

  it('answers 404 for a task or submission that does not exist and 400 for a malformed id', async () => {
    expect((await submit(ctx.app, student, 'no-such-task')).statusCode).toBe(404);
    expect((await get(teacher, '/api/submissions/no-such-task')).statusCode).toBe(404);
    expect((await grade(ctx.app, teacher, 'no-such-submission', 50)).statusCode).toBe(404);
    expect((await get(teacher, `/api/submissions/${'x'.repeat(100)}`)).statusCode).toBe(400);
  });

  it('filters and pages the teacher lists', async () => {
    const graded = json(await get(teacher, '/api/submissions?status=graded&limit=100')).data.submissions;
    const pending = json(await get(teacher, '/api/submissions?status=pending&limit=100')).data.submissions;
    expect(graded.every((s: { isGraded: boolean }) => s.isGraded)).toBe(true);
    expect(pending.every((s: { isGraded: boolean }) => !s.isGraded)).toBe(true);
    const recent = json(await get(teacher, '/api/submissions?sort=recent&limit=2'));
    expect(recent.data.submissions).toHaveLength(2);
    expect(recent.data.pagination).toMatchObject({ page: 1, limit: 2, total: graded.length + pending.length });
    const times = recent.data.submissions.map((s: { submittedAt: string }) => s.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await get(teacher, '/api/submissions?status=done')).statusCode).toBe(400);
    expect((await get(teacher, '/api/submissions?limit=1000')).statusCode).toBe(400);
  });
});
