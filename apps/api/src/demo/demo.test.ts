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
    summary = await seedDemo(ctx.app);
  }, 120_000);
  afterAll(async () => ctx?.close());

  const login = async (email: string) => json(await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } })).data.token as string;

  it('holds 3 teachers, 30 students, 12 tasks, 8 videos and a mix of submissions', async () => {
    expect(summary.teachers).toHaveLength(3);
    expect(summary.students).toHaveLength(30);
    expect(summary.counts).toMatchObject({ tasks: 12, videos: 8 });
    expect(summary.counts.graded).toBeGreaterThan(0);
    expect(summary.counts.graded).toBeLessThan(summary.counts.submissions);
    expect(summary.counts.late).toBeGreaterThan(0);
    const files = await ctx.db.selectFrom('files').select('mime_type').distinct().execute();
    expect(files.map((f) => f.mime_type).sort()).toEqual(['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/png']);
  });

  it('answers the figures consistently for a teacher and a student', async () => {
    const teacher = await login(summary.teachers[0]!.email);
    const stats = json(await ctx.app.inject({ method: 'GET', url: '/api/users/stats/teacher', headers: { authorization: `Bearer ${teacher}` } })).data.stats;
    expect(stats).toMatchObject({ totalTasks: 12, totalVideos: 8, totalStudents: 30, totalSubmissions: summary.counts.submissions, gradedSubmissions: summary.counts.graded });
    const rows = json(await ctx.app.inject({ method: 'GET', url: '/api/users?limit=100', headers: { authorization: `Bearer ${teacher}` } })).data.users;
    expect(rows.reduce((sum: number, row: { totalSubmissions: number }) => sum + row.totalSubmissions, 0)).toBe(summary.counts.submissions);

    const student = await login(summary.students[1]!.email);
    const progress = json(await ctx.app.inject({ method: 'GET', url: '/api/submissions/progress', headers: { authorization: `Bearer ${student}` } })).data.progress;
    const mine = json(await ctx.app.inject({ method: 'GET', url: '/api/submissions/my?limit=100', headers: { authorization: `Bearer ${student}` } })).data.submissions;
    const graded = mine.filter((s: { isGraded: boolean }) => s.isGraded);
    const mean = graded.length ? Math.round((graded.reduce((sum: number, s: { score: number }) => sum + s.score, 0) / graded.length) * 10) / 10 : 0;
    expect(progress).toEqual({
      totalTasks: 12,
      submittedTasks: mine.length,
      gradedTasks: graded.length,
      pendingGrades: mine.length - graded.length,
      averageScore: mean,
      completionPercentage: Math.round((100 * mine.length) / 12),
    });
    const download = await ctx.app.inject({ method: 'GET', url: mine[0].fileUrl });
    expect(download.statusCode).toBe(200);
  });
});
