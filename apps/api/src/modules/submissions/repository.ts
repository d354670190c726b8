import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, SubmissionsTable } from '../../db/schema';
import type { Insertable } from 'kysely';
import { offsetOf, toNumber } from '../../db/query-helpers';

/**
 * A submission with its task, student and file: the one query behind every submission list.
 * Submissions of deleted tasks are left out here, so they count nowhere.
 */
export function submissionsWithDetails(db: Kysely<Database>) {
  return db
    .selectFrom('submissions')
    .innerJoin('tasks', 'tasks.id', 'submissions.task_id')
    .innerJoin('users', 'users.id', 'submissions.student_id')
    .innerJoin('files', 'files.id', 'submissions.file_id')
    .where('tasks.deleted_at', 'is', null)
    .select([
      'submissions.id',
      'submissions.task_id',
      'submissions.student_id',
      'submissions.file_id',
      'submissions.text_response',
      'submissions.submitted_at',
      'submissions.is_late',
      'submissions.score',
      'submissions.feedback',
      'submissions.graded_at',
      'tasks.title as task_title',
      'tasks.deadline as task_deadline',
      'users.full_name as student_name',
      'files.original_name as file_name',
      'files.size as file_size',
    ]);
}
export type SubmissionDetailRow = Awaited<ReturnType<ReturnType<typeof submissionsWithDetails>['execute']>>[number];

/** Only the live submissions (their task not deleted), for counting. */
export function liveSubmissions(db: Kysely<Database>) {
  return db.selectFrom('submissions').innerJoin('tasks', 'tasks.id', 'submissions.task_id').where('tasks.deleted_at', 'is', null);
}

export async function findSubmissionDetail(db: Db, id: string) {
  return submissionsWithDetails(db).where('submissions.id', '=', id).executeTakeFirst();
}

export async function findStudentSubmissionForTask(db: Db, taskId: string, studentId: string) {
  return db.selectFrom('submissions').select('id').where('task_id', '=', taskId).where('student_id', '=', studentId).executeTakeFirst();
}

export async function insertSubmission(db: Kysely<Database>, row: Insertable<SubmissionsTable>) {
  await db.insertInto('submissions').values(row).execute();
}

export async function gradeSubmission(db: Db, id: string, grade: { score: number; feedback: string; gradedBy: string }) {
  await db
    .updateTable('submissions')
    .set({ score: grade.score, feedback: grade.feedback, graded_at: new Date().toISOString(), graded_by: grade.gradedBy })
    .where('id', '=', id)
    .execute();
}

export interface SubmissionFilter {
  studentId?: string;
  taskId?: string;
  status?: 'graded' | 'pending';
}

/** One page of submissions, newest first, with the total. */
export async function listSubmissions(db: Db, filter: SubmissionFilter, page: number, limit: number) {
  let rows = submissionsWithDetails(db);
  let count = liveSubmissions(db).select((eb) => eb.fn.countAll().as('total'));
  if (filter.studentId) {
    rows = rows.where('submissions.student_id', '=', filter.studentId);
    count = count.where('submissions.student_id', '=', filter.studentId);
  }
  if (filter.taskId) {
    rows = rows.where('submissions.task_id', '=', filter.taskId);
    count = count.where('submissions.task_id', '=', filter.taskId);
  }
  if (filter.status) {
    const op = filter.status === 'graded' ? 'is not' : 'is';
    rows = rows.where('submissions.graded_at', op, null);
    count = count.where('submissions.graded_at', op, null);
  }
  const [items, total] = await Promise.all([
    rows.orderBy('submissions.submitted_at', 'desc').orderBy('submissions.id').limit(limit).offset(offsetOf(page, limit)).execute(),
    count.executeTakeFirst(),
  ]);
  return { items, total: toNumber(total?.total) };
}

/** The student's submissions on the given tasks (a page of the task list). */
export async function findStudentSubmissionsForTasks(db: Db, studentId: string, taskIds: string[]) {
  if (taskIds.length === 0) return [];
  return submissionsWithDetails(db).where('submissions.student_id', '=', studentId).where('submissions.task_id', 'in', taskIds).execute();
}

/** Raw counts behind a student's progress, in one query. */
export async function studentProgressCounts(db: Db, studentId: string) {
  const row = await liveSubmissions(db)
    .where('submissions.student_id', '=', studentId)
    .select((eb) => [
      eb.fn.count('submissions.id').as('submitted'),
      eb.fn.count('submissions.graded_at').as('graded'),
      eb.fn.avg('submissions.score').as('average'),
      eb.selectFrom('tasks').where('tasks.deleted_at', 'is', null).select((inner) => inner.fn.countAll().as('n')).as('total_tasks'),
    ])
    .executeTakeFirst();
  return {
    totalTasks: toNumber(row?.total_tasks),
    submitted: toNumber(row?.submitted),
    graded: toNumber(row?.graded),
    average: row?.average === null || row?.average === undefined ? null : Number(row.average),
  };
}
