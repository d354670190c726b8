import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { json } from '../test/http';
import { DEMO_PASSWORD } from './class-data';
import { seedDemo, type DemoSummary } from './seed';

describe('demo class', () => {
  let ctx: TestContext;
  let summary: DemoSummary;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    summary = await seedDemo(ctx.app.deps);
  }, 120_000);
  afterAll(async () => ctx?.close());

  const login = async (email: string) =>
    json(await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } }))
      .data.token as string;

  it('holds 3 teachers, 4 classes, 30 students, 12 tasks, 8 videos and a mix of submissions', async () => {
    expect(summary.classes.map((c) => c.name)).toEqual([
      '7-A Algebra',
      '7-A Ona tili',
      '8-B Fizika',
      '9-A Informatika',
    ]);
    expect(summary.classes.every((c) => /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{7}$/.test(c.joinCode))).toBe(true);
    expect(summary.classes[2]!.teachers).toEqual(['Rustam Qodirov', 'Anvar Tursunov']);
    expect(summary.teachers).toHaveLength(3);
    expect(summary.students).toHaveLength(30);
    expect(summary.counts).toMatchObject({ tasks: 12, videos: 8 });
    expect(summary.counts.graded).toBeGreaterThan(0);
    expect(summary.counts.graded).toBeLessThan(summary.counts.submissions);
    expect(summary.counts.late).toBeGreaterThan(0);
    const files = await ctx.db.selectFrom('files').select('mime_type').distinct().execute();
    expect(files.map((f) => f.mime_type).sort()).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/png',
    ]);
  });

  it("has the school's director as its admin, and the school's name for the login cards", async () => {
    const token = await login('direktor@sinfxona.uz');
    const school = await ctx.app.inject({
      method: 'GET',
      url: '/api/school',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json(school).data.school).toMatchObject({ name: 'Sinfxona namuna maktabi', teacherSignup: 'invite' });
    const people = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users?role=teacher',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json(people).data.pagination.total).toBe(3);
  });

  it("has a parent who follows Aziza Karimova's work", async () => {
    const token = await login('dilfuza.karimova@sinfxona.uz');
    const children = await ctx.app.inject({
      method: 'GET',
      url: '/api/guardian/children',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(children.statusCode).toBe(200);
    expect(json(children).data.children.map((child: { fullName: string }) => child.fullName)).toEqual([
      'Aziza Karimova',
    ]);
  });

  it('shows the teaching workflow: one student has work returned with a private exchange, and more time on a task', async () => {
    expect(summary.counts).toMatchObject({ returned: 1, extensions: 1 });
    const student = summary.students.find((s) => s.fullName === summary.workflowStudent)!;
    const token = await login(student.email);
    const get = async (url: string) =>
      json(await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).data;
    const { tasks } = await get('/api/tasks?limit=100');
    const returned = tasks.filter(
      (task: { mySubmission?: { status: string } }) => task.mySubmission?.status === 'returned',
    );
    expect(returned).toHaveLength(1);
    expect(returned[0].isCompleted).toBe(false);
    expect(returned[0].mySubmission.feedback).toContain('3-misolda');
    const { comments } = await get(`/api/submissions/${returned[0].mySubmission._id}/comments`);
    expect(comments.map((c: { author: { role: string } }) => c.author.role)).toEqual(['student', 'teacher']);
    expect(tasks.filter((task: { extended: boolean }) => task.extended)).toHaveLength(1);
  });

  it('answers the figures consistently for a teacher and a student', async () => {
    const teacher = await login(summary.teachers[0]!.email);
    const stats = json(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/users/stats/teacher',
        headers: { authorization: `Bearer ${teacher}` },
      }),
    ).data.stats;
    // Anvar teaches 7-A Algebra, 8-B Fizika (with Rustam) and 9-A Informatika: 9 of the 12 tasks.
    const own = await ctx.db
      .selectFrom('submissions')
      .innerJoin('tasks', 'tasks.id', 'submissions.task_id')
      .innerJoin('classes', 'classes.id', 'tasks.class_id')
      .where('classes.name', '!=', '7-A Ona tili')
      .select((eb) => [eb.fn.countAll().as('all'), eb.fn.count('submissions.graded_at').as('graded')])
      .executeTakeFirstOrThrow();
    expect(stats).toMatchObject({
      totalTasks: 9,
      totalVideos: 6,
      totalStudents: 30,
      totalSubmissions: Number(own.all),
      gradedSubmissions: Number(own.graded),
    });
    const rows = json(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/users?limit=100',
        headers: { authorization: `Bearer ${teacher}` },
      }),
    ).data.users;
    expect(rows.reduce((sum: number, row: { totalSubmissions: number }) => sum + row.totalSubmissions, 0)).toBe(
      Number(own.all),
    );

    const student = await login(summary.students[1]!.email);
    const progress = json(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/submissions/progress',
        headers: { authorization: `Bearer ${student}` },
      }),
    ).data.progress;
    const mine = json(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/submissions/my?limit=100',
        headers: { authorization: `Bearer ${student}` },
      }),
    ).data.submissions;
    // Work returned for revision is open again: it counts as handed in once resubmitted.
    const handedIn = mine.filter((s: { status: string }) => s.status !== 'returned');
    const graded = mine.filter((s: { isGraded: boolean }) => s.isGraded);
    const mean = graded.length
      ? Math.round((graded.reduce((sum: number, s: { score: number }) => sum + s.score, 0) / graded.length) * 10) / 10
      : 0;
    // Student 2 is in 7-A: Algebra and Ona tili, three tasks each.
    expect(progress).toEqual({
      totalTasks: 6,
      submittedTasks: handedIn.length,
      gradedTasks: graded.length,
      pendingGrades: handedIn.length - graded.length,
      averageScore: mean,
      // The mark of the mean on the default scale (86/71/56).
      averageMark: graded.length ? (mean >= 86 ? 5 : mean >= 71 ? 4 : mean >= 56 ? 3 : 2) : null,
      completionPercentage: Math.round((100 * handedIn.length) / 6),
    });
    const download = await ctx.app.inject({ method: 'GET', url: mine[0].fileUrl });
    expect(download.statusCode).toBe(200);
  });
});
