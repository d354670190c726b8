import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPGRADE_CLASS_NAME } from '@sinfxona/domain/constants';
import { hashPassword } from '../../lib/passwords';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { bearer, json } from '../../test/http';

const TABLES = ['users', 'files', 'tasks', 'submissions', 'videos'] as const;
const PASSWORD = 'parol123';

/**
 * A one-room school as the previous version left it (schema 001): two teachers, three students,
 * three tasks (one deleted), two videos, four submissions (three graded, one on the deleted task).
 */
async function fillPreviousVersion(db: Kysely<any>) {
  const now = Date.now();
  const iso = (days: number) => new Date(now + days * 86_400_000).toISOString();
  const hash = await hashPassword(PASSWORD);
  const user = (id: string, name: string, role: string) => ({
    id,
    full_name: name,
    email: `${id}@maktab.uz`,
    password_hash: hash,
    role,
    token_version: 0,
    created_at: iso(-30),
    updated_at: iso(-30),
  });
  await db
    .insertInto('users')
    .values([
      user('anvar', 'Anvar Tursunov', 'teacher'),
      user('gulnora', 'Gulnora Saidova', 'teacher'),
      user('aziza', 'Aziza Karimova', 'student'),
      user('bekzod', 'Bekzod Olimov', 'student'),
      user('charos', 'Charos Nazarova', 'student'),
    ])
    .execute();
  const file = (id: string, owner: string) => ({
    id,
    storage_key: `key-${id}`,
    original_name: `${id}.pdf`,
    mime_type: 'application/pdf',
    size: 100,
    owner_id: owner,
    created_at: iso(-20),
  });
  await db
    .insertInto('files')
    .values(['f1', 'f2', 'f3', 'f4'].map((id, index) => file(id, ['aziza', 'aziza', 'bekzod', 'aziza'][index]!)))
    .execute();
  const task = (id: string, title: string, by: string, deleted = false) => ({
    id,
    title,
    description: `${title} — batafsil tavsif`,
    deadline: iso(5),
    file_id: null,
    created_by: by,
    created_at: iso(-10),
    updated_at: iso(-10),
    deleted_at: deleted ? iso(-1) : null,
  });
  await db
    .insertInto('tasks')
    .values([task('t1', 'Kasrlar', 'anvar'), task('t2', 'Insho', 'gulnora'), task('t3', 'Eski', 'anvar', true)])
    .execute();
  const submission = (id: string, taskId: string, student: string, fileId: string, score: number | null) => ({
    id,
    task_id: taskId,
    student_id: student,
    file_id: fileId,
    text_response: null,
    submitted_at: iso(-3),
    is_late: 0,
    score,
    feedback: score === null ? null : 'Yaxshi',
    graded_at: score === null ? null : iso(-2),
    graded_by: score === null ? null : 'anvar',
  });
  await db
    .insertInto('submissions')
    .values([
      submission('s1', 't1', 'aziza', 'f1', 90),
      submission('s2', 't2', 'aziza', 'f2', null),
      submission('s3', 't1', 'bekzod', 'f3', 70),
      submission('s4', 't3', 'aziza', 'f4', 40),
    ])
    .execute();
  const video = (id: string, by: string) => ({
    id,
    title: `Video ${id}`,
    description: 'Dars',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    youtube_id: 'dQw4w9WgXcQ',
    thumbnail: null,
    duration: 60,
    created_by: by,
    created_at: iso(-5),
    updated_at: iso(-5),
    deleted_at: null,
  });
  await db
    .insertInto('videos')
    .values([video('v1', 'anvar'), video(randomUUID(), 'gulnora')])
    .execute();
}

async function countRows(db: Kysely<any>) {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe.each(testDatabases)('upgrading a one-room database to classes on %s', (kind) => {
  let ctx: TestContext;
  let before: Record<string, number>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      upgradeFrom: {
        migration: '001-initial-schema',
        fill: async (db) => {
          await fillPreviousVersion(db as Kysely<any>);
          before = await countRows(db as Kysely<any>);
        },
      },
    });
    for (const name of ['anvar', 'gulnora', 'aziza', 'bekzod', 'charos']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `${name}@maktab.uz`, password: PASSWORD },
      });
      tokens[name] = json(response).data.token;
    }
  });
  afterAll(async () => ctx?.close());

  const get = (name: string, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: bearer({ token: tokens[name]! }) }).then((r) => json(r).data);

  it('loses no row', async () => {
    const after = await countRows(ctx.db as Kysely<any>);
    console.log(`upgrade (${kind}): rows before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`);
    expect(after).toEqual(before);
  });

  it('moves everything into one class taught by every teacher, with every student enrolled', async () => {
    const classes = await ctx.db.selectFrom('classes').selectAll().execute();
    expect(classes.map((c) => c.name)).toEqual([UPGRADE_CLASS_NAME]);
    const classId = classes[0]!.id;
    const teachers = await ctx.db
      .selectFrom('class_teachers')
      .select('teacher_id')
      .where('class_id', '=', classId)
      .execute();
    expect(teachers.map((t) => t.teacher_id).sort()).toEqual(['anvar', 'gulnora']);
    const students = await ctx.db
      .selectFrom('enrolments')
      .select('student_id')
      .where('class_id', '=', classId)
      .execute();
    expect(students.map((s) => s.student_id).sort()).toEqual(['aziza', 'bekzod', 'charos']);
    const orphans = await ctx.db.selectFrom('tasks').select('id').where('class_id', 'is', null).execute();
    expect(orphans).toEqual([]);
    const orphanVideos = await ctx.db.selectFrom('videos').select('id').where('class_id', 'is', null).execute();
    expect(orphanVideos).toEqual([]);
  });

  it('shows everyone what they saw before', async () => {
    for (const teacher of ['anvar', 'gulnora']) {
      const tasks = (await get(teacher, '/api/tasks')).tasks.map((t: { title: string }) => t.title).sort();
      expect(tasks).toEqual(['Insho', 'Kasrlar']);
      expect((await get(teacher, '/api/submissions?limit=100')).pagination.total).toBe(3);
      expect((await get(teacher, '/api/users?limit=100')).pagination.total).toBe(3);
      expect((await get(teacher, '/api/videos')).pagination.total).toBe(2);
      const stats = (await get(teacher, '/api/users/stats/teacher')).stats;
      expect(stats).toMatchObject({
        totalTasks: 2,
        totalStudents: 3,
        totalSubmissions: 3,
        gradedSubmissions: 2,
        averageScore: 80,
      });
    }
    expect((await get('aziza', '/api/submissions/progress')).progress).toEqual({
      totalTasks: 2,
      submittedTasks: 2,
      gradedTasks: 1,
      pendingGrades: 1,
      averageScore: 90,
      averageMark: 5,
      completionPercentage: 100,
    });
    expect((await get('bekzod', '/api/submissions/my')).submissions.map((s: { score: number }) => s.score)).toEqual([
      70,
    ]);
    expect((await get('charos', '/api/tasks')).tasks).toHaveLength(2);
    expect((await get('charos', '/api/videos')).videos).toHaveLength(2);
  });
});
