import { sql } from 'kysely';
import { MONTHLY_ACTIVITY_MONTHS, TASK_COMPLETION_TASKS } from '@sinfxona/domain/constants';
import type { Db } from '../../db/database';
import { containsPattern, ilike, offsetOf, toNumber } from '../../db/query-helpers';
import { liveSubmissions } from '../submissions/repository';

export async function countLiveTasks(db: Db): Promise<number> {
  const row = await db.selectFrom('tasks').where('deleted_at', 'is', null).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return toNumber(row?.n);
}

/** One page of users of a role, by name or e-mail, newest first. */
export async function listUsers(db: Db, role: 'student' | 'teacher', search: string | undefined, page: number, limit: number) {
  let query = db.selectFrom('users').where('role', '=', role);
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([ilike('users.full_name', pattern), ilike('users.email', pattern)]));
  }
  const [items, total] = await Promise.all([
    query.select(['id', 'full_name', 'email', 'role', 'created_at', 'updated_at']).orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offsetOf(page, limit)).execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return { items, total: toNumber(total?.n) };
}

/** Submission figures of the given students in one grouped query. */
export async function submissionFiguresByStudent(db: Db, studentIds: string[]) {
  if (studentIds.length === 0) return new Map<string, { submitted: number; average: number | null }>();
  const rows = await liveSubmissions(db)
    .where('submissions.student_id', 'in', studentIds)
    .select((eb) => ['submissions.student_id', eb.fn.count('submissions.id').as('submitted'), eb.fn.avg('submissions.score').as('average')])
    .groupBy('submissions.student_id')
    .execute();
  return new Map(rows.map((row) => [row.student_id, { submitted: toNumber(row.submitted), average: row.average === null ? null : Number(row.average) }]));
}

/** Every school-wide figure of the teacher dashboard, in a fixed number of queries. */
export async function teacherFigures(db: Db, now: Date) {
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHLY_ACTIVITY_MONTHS - 1), 1)).toISOString();
  const count = (table: 'tasks' | 'videos') => db.selectFrom(table).where('deleted_at', 'is', null).select((eb) => eb.fn.countAll().as('n'));
  const [totals, latestTasks, submittedByMonth, gradedByMonth] = await Promise.all([
    liveSubmissions(db)
      .select((eb) => [
        eb.fn.count('submissions.id').as('submissions'),
        eb.fn.count('submissions.graded_at').as('graded'),
        eb.fn.avg('submissions.score').as('average'),
        count('tasks').as('tasks'),
        count('videos').as('videos'),
        eb.selectFrom('users').where('role', '=', 'student').select((inner) => inner.fn.countAll().as('n')).as('students'),
      ])
      .executeTakeFirst(),
    db
      .selectFrom('tasks')
      .leftJoin('submissions', 'submissions.task_id', 'tasks.id')
      .where('tasks.deleted_at', 'is', null)
      .select((eb) => ['tasks.id', 'tasks.title', 'tasks.deadline', eb.fn.count('submissions.id').as('submitted')])
      .groupBy(['tasks.id', 'tasks.title', 'tasks.deadline'])
      .orderBy('tasks.deadline', 'desc')
      .limit(TASK_COMPLETION_TASKS)
      .execute(),
    liveSubmissions(db)
      .where('submissions.submitted_at', '>=', firstMonth)
      .select((eb) => [sql<string>`substr(submissions.submitted_at, 1, 7)`.as('month'), eb.fn.countAll().as('n')])
      .groupBy(sql`substr(submissions.submitted_at, 1, 7)`)
      .execute(),
    liveSubmissions(db)
      .where('submissions.graded_at', '>=', firstMonth)
      .select((eb) => [sql<string>`substr(submissions.graded_at, 1, 7)`.as('month'), eb.fn.countAll().as('n')])
      .groupBy(sql`substr(submissions.graded_at, 1, 7)`)
      .execute(),
  ]);
  return {
    totalSubmissions: toNumber(totals?.submissions),
    gradedSubmissions: toNumber(totals?.graded),
    average: totals?.average === null || totals?.average === undefined ? null : Number(totals.average),
    totalTasks: toNumber(totals?.tasks),
    totalVideos: toNumber(totals?.videos),
    totalStudents: toNumber(totals?.students),
    latestTasks: latestTasks.map((row) => ({ id: row.id, title: row.title, submitted: toNumber(row.submitted) })),
    submittedByMonth: new Map(submittedByMonth.map((row) => [row.month, toNumber(row.n)])),
    gradedByMonth: new Map(gradedByMonth.map((row) => [row.month, toNumber(row.n)])),
  };
}
