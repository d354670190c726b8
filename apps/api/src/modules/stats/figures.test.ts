import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, grade, submit } from '../../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../../test/http';

/**
 * A small class with figures worked out by hand:
 *   4 live tasks (T1..T4) and one deleted task (T5); students A, B, C.
 *   A submitted T1 (graded 90), T2 (graded 75), T3 (pending), T5 (graded 10, deleted task)
 *   B submitted T1 (graded 80)
 *   C submitted nothing.
 */
describe.each(testDatabases)('figures on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let a: TestUser;
  let b: TestUser;
  let c: TestUser;
  let tasks: { _id: string; title: string }[];
  let classId: string;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher');
    a = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova', email: 'aziza@maktab.uz' });
    b = await registerUser(ctx.app, 'student', { fullName: 'Bekzod Olimov', email: 'bekzod@maktab.uz' });
    c = await registerUser(ctx.app, 'student', { fullName: 'Charos Nazarova', email: 'charos@maktab.uz' });
    classId = (await createClass(ctx.app, teacher, [a, b, c]))._id;
    tasks = [];
    for (let i = 1; i <= 5; i += 1) {
      tasks.push(
        await createTask(ctx.app, teacher, {
          classId,
          title: `Vazifa T${i}`,
          deadline: new Date(Date.now() + i * 86_400_000).toISOString(),
        }),
      );
    }
    const sub = async (student: TestUser, index: number, score?: number) => {
      const submission = json(await submit(ctx.app, student, tasks[index]!._id)).data.submission;
      if (score !== undefined) await grade(ctx.app, teacher, submission._id, score);
    };
    await sub(a, 0, 90);
    await sub(a, 1, 75);
    await sub(a, 2);
    await sub(a, 4, 10);
    await sub(b, 0, 80);
    await ctx.app.inject({ method: 'DELETE', url: `/api/tasks/${tasks[4]!._id}`, headers: bearer(teacher) });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: bearer(teacher),
      payload: {
        classId,
        title: 'Dars',
        description: 'Video',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        duration: 754,
      },
    });
  });
  afterAll(async () => ctx?.close());

  const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(user) });

  it("gives a student's progress as the definitions say", async () => {
    // A: 3 live submissions of 4 tasks, 2 graded, mean (90+75)/2 = 82.5, round(75) = 75 %.
    expect(json(await get(a, '/api/submissions/progress')).data.progress).toEqual({
      totalTasks: 4,
      submittedTasks: 3,
      gradedTasks: 2,
      pendingGrades: 1,
      averageScore: 82.5,
      averageMark: 4,
      completionPercentage: 75,
    });
    expect(json(await get(a, '/api/users/stats/student')).data.stats.completionPercentage).toBe(75);
    expect(json(await get(c, '/api/submissions/progress')).data.progress).toEqual({
      totalTasks: 4,
      submittedTasks: 0,
      gradedTasks: 0,
      pendingGrades: 0,
      averageScore: 0,
      averageMark: null,
      completionPercentage: 0,
    });
  });

  it('lists students with their figures, searched on the server', async () => {
    const rows = json(await get(teacher, '/api/users?limit=10')).data;
    expect(rows.pagination).toEqual({ page: 1, limit: 10, total: 3, pages: 1 });
    const byName = Object.fromEntries(rows.users.map((u: { fullName: string }) => [u.fullName, u]));
    expect(byName['Aziza Karimova']).toMatchObject({
      totalSubmissions: 3,
      averageScore: 82.5,
      averageMark: 4,
      completionRate: 75,
      role: 'student',
    });
    expect(byName['Bekzod Olimov']).toMatchObject({ totalSubmissions: 1, averageScore: 80, completionRate: 25 });
    expect(byName['Charos Nazarova']).toMatchObject({
      totalSubmissions: 0,
      averageScore: 0,
      averageMark: null,
      completionRate: 0,
    });
    const searched = json(await get(teacher, '/api/users?search=BEKZOD')).data.users;
    expect(searched.map((u: { email: string }) => u.email)).toEqual(['bekzod@maktab.uz']);
    expect(json(await get(teacher, '/api/users?search=charos@maktab')).data.users).toHaveLength(1);
    expect(json(await get(teacher, '/api/users?role=teacher')).data.users.map((u: { role: string }) => u.role)).toEqual(
      ['teacher'],
    );
    const paged = json(await get(teacher, '/api/users?limit=2&page=2')).data;
    expect(paged.users).toHaveLength(1);
    expect(paged.pagination.pages).toBe(2);
  });

  it("gives one student's progress and submissions to the teacher", async () => {
    const detail = json(await get(teacher, `/api/users/${a.id}/progress`)).data;
    expect(detail.user.fullName).toBe('Aziza Karimova');
    expect(detail.progress.submittedTasks).toBe(3);
    expect(detail.submissions).toHaveLength(3);
    expect((await get(teacher, `/api/users/${teacher.id}/progress`)).statusCode).toBe(404);
  });

  it('gives the teacher stats as the definitions say', async () => {
    const stats = json(await get(teacher, '/api/users/stats/teacher')).data.stats;
    // 4 submissions live (A×3, B×1), 3 graded: mean (90+75+80)/3 = 81.67 → 81.7.
    expect(stats).toMatchObject({
      totalTasks: 4,
      totalVideos: 1,
      totalSubmissions: 4,
      gradedSubmissions: 3,
      averageScore: 81.7,
      averageMark: 4,
      // 90 → 5; 75 and 80 → 4.
      marks: { '5': 1, '4': 2, '3': 0, '2': 0 },
      totalStudents: 3,
    });
    expect(stats.taskCompletion.map((t: { title: string }) => t.title)).toEqual([
      'Vazifa T4',
      'Vazifa T3',
      'Vazifa T2',
      'Vazifa T1',
    ]);
    expect(stats.taskCompletion[3]).toEqual({
      taskId: tasks[0]!._id,
      title: 'Vazifa T1',
      submitted: 2,
      totalStudents: 3,
      rate: 67,
    });
    expect(stats.monthlyActivity).toHaveLength(6);
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(stats.monthlyActivity.at(-1)).toEqual({ month: thisMonth, submissions: 4, graded: 3 });
    expect(stats.monthlyActivity.slice(0, 5).every((m: { submissions: number }) => m.submissions === 0)).toBe(true);
  });

  it('exports the gradebook as UTF-8 CSV with a BOM, students × tasks', async () => {
    const response = await get(teacher, `/api/classes/${classId}/gradebook`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trim().split('\r\n');
    const mark = (title: string) => `${title},${title} (5 ballik baho)`;
    expect(lines[0]).toBe(
      `O'quvchi,Email,${['Vazifa T1', 'Vazifa T2', 'Vazifa T3', 'Vazifa T4'].map(mark).join(',')},` +
        "O'rtacha baho,O'rtacha bo'yicha baho,Baholangan,Topshirilmagan,Sababli,Bajarilish %",
    );
    // Each score with its mark; T3 waits for a grade, T4 is not due yet.
    expect(lines).toContain('Aziza Karimova,aziza@maktab.uz,90,5,75,4,baholanmagan,,,,82.5,4,2,0,0,75');
    expect(lines).toContain('Charos Nazarova,charos@maktab.uz,,,,,,,,,,,0,0,0,0');
    const one = await get(teacher, `/api/classes/${classId}/gradebook?taskId=${tasks[0]!._id}`);
    expect(one.body).toContain('Bekzod Olimov,bekzod@maktab.uz,');
    expect((await get(teacher, `/api/classes/${classId}/gradebook?taskId=${tasks[4]!._id}`)).statusCode).toBe(404);
  });

  it('gives per-task stats', async () => {
    expect(json(await get(teacher, `/api/tasks/${tasks[0]!._id}/stats`)).data.stats).toEqual({
      totalStudents: 3,
      submitted: 2,
      graded: 2,
      pending: 0,
      averageScore: 85,
      averageMark: 4,
      marks: { '5': 1, '4': 1, '3': 0, '2': 0 },
    });
    expect((await get(teacher, `/api/tasks/${tasks[4]!._id}/stats`)).statusCode).toBe(404);
  });

  it('keeps videos: YouTube only, canonical link, derived thumbnail, soft delete', async () => {
    const list = json(await get(a, '/api/videos')).data;
    expect(list.videos[0]).toMatchObject({
      youtubeId: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      duration: 754,
    });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: { ...bearer(teacher), 'accept-language': 'en' },
      payload: { classId, title: 'X', description: 'Y', url: 'https://vimeo.com/1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe('Invalid YouTube URL format');
    const zero = await ctx.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: bearer(teacher),
      payload: { classId, title: 'X', description: 'Y', url: 'https://youtu.be/dQw4w9WgXcQ', duration: 0 },
    });
    expect(zero.statusCode).toBe(400);
    const id = list.videos[0]._id;
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/videos/${id}`,
      headers: bearer(teacher),
      payload: { title: 'Yangi', description: 'Video', url: 'https://youtu.be/aqz-KE-bpKQ', thumbnail: '' },
    });
    expect(json(edited).data.video).toMatchObject({ title: 'Yangi', youtubeId: 'aqz-KE-bpKQ', duration: null });
    await ctx.app.inject({ method: 'DELETE', url: `/api/videos/${id}`, headers: bearer(teacher) });
    expect(json(await get(a, '/api/videos')).data.videos).toEqual([]);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/videos/${id}`,
          headers: bearer(teacher),
          payload: { title: 'a', description: 'b', url: 'https://youtu.be/aqz-KE-bpKQ' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
