import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, SubmissionsTable } from '../../db/schema';
import { memberClassIds, type Member } from '../classes/queries';
import type { LateGrade } from '../late/queries';
import { liveSubmissions, submissionsWithDetails, type WorkView } from './queries';
import { nowIso, seesScheduled, visibleToStudents } from '../../db/published';

/** A live task of the member's classes, with what submitting to it depends on (a student's own deadline too). */
export async function findClassTask(db: Db, member: Member, taskId: string) {
  return db
    .selectFrom('tasks')
    .innerJoin('classes', 'classes.id', 'tasks.class_id')
    .leftJoin('task_extensions', (join) =>
      join.onRef('task_extensions.task_id', '=', 'tasks.id').on('task_extensions.student_id', '=', member.id),
    )
    .leftJoin('task_excusals', (join) =>
      join.onRef('task_excusals.task_id', '=', 'tasks.id').on('task_excusals.student_id', '=', member.id),
    )
    .select([
      'tasks.id',
      'tasks.title',
      'tasks.deadline',
      'tasks.class_id',
      'classes.name as class_name',
      'classes.archived_at as class_archived_at',
      'task_extensions.deadline as own_deadline',
      'task_excusals.student_id as excused_id',
      'classes.late_penalty_per_day',
      'classes.late_penalty_floor',
      'classes.late_cutoff_days',
    ])
    .where('tasks.id', '=', taskId)
    .where('tasks.deleted_at', 'is', null)
    .where('tasks.class_id', 'in', memberClassIds(db, member))
    .$if(!seesScheduled(member.role), (query) => query.where(visibleToStudents('tasks', nowIso())))
    .executeTakeFirst();
}

/** The student's latest attempt at the task, if any. */
export async function findLatestAttempt(db: Kysely<Database>, taskId: string, studentId: string) {
  return db
    .selectFrom('submissions')
    .select(['id', 'attempt', 'status'])
    .where('task_id', '=', taskId)
    .where('student_id', '=', studentId)
    .where('is_latest', '=', sql.lit(1))
    .executeTakeFirst();
}

/**
 * Makes way for a new attempt: the returned latest attempt stops being the latest. False when it
 * is no longer latest-and-returned (another request resubmitted first).
 */
export async function retireReturnedAttempt(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('submissions')
    .set({ is_latest: 0 })
    .where('id', '=', id)
    .where('is_latest', '=', 1)
    .where('status', '=', 'returned')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertSubmission(db: Kysely<Database>, row: Insertable<SubmissionsTable>) {
  await db.insertInto('submissions').values(row).execute();
}

const ofTeachersClasses = (db: Db, teacher: Member) =>
  db.selectFrom('tasks').select('id').where('class_id', 'in', memberClassIds(db, teacher));

/** Grades a submission of a class the teacher teaches. */
export async function updateGrade(
  db: Db,
  teacher: Member,
  id: string,
  grade: { score: number; feedback: string; gradedAt: string; rubric_result: string | null } & LateGrade & {
      held: boolean;
    },
) {
  await db
    .updateTable('submissions')
    .set({
      score: grade.score,
      feedback: grade.feedback,
      graded_at: grade.gradedAt,
      graded_by: teacher.id,
      status: 'graded',
      rubric_result: grade.rubric_result,
      raw_score: grade.rawScore,
      late_penalty: grade.latePenalty,
      days_late: grade.daysLate,
      grade_held: grade.held ? 1 : 0,
    })
    .where('id', '=', id)
    .where('task_id', 'in', ofTeachersClasses(db, teacher))
    .execute();
}

/** Sends the latest attempt back for revision with the teacher's feedback; false when it is not the latest. */
export async function markReturned(db: Db, teacher: Member, id: string, feedback: string): Promise<boolean> {
  const result = await db
    .updateTable('submissions')
    .set({
      status: 'returned',
      feedback,
      returned_at: new Date().toISOString(),
      returned_by: teacher.id,
      // A grade held back never reaches the student: returning the work drops it.
      score: sql<number | null>`case when grade_held = 1 then null else score end`,
      raw_score: sql<number | null>`case when grade_held = 1 then null else raw_score end`,
      late_penalty: sql<number | null>`case when grade_held = 1 then null else late_penalty end`,
      grade_held: 0,
    })
    .where('id', '=', id)
    .where('is_latest', '=', 1)
    .where('task_id', 'in', ofTeachersClasses(db, teacher))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every attempt of one student at one task, oldest first. */
export async function selectAttempts(db: Db, taskId: string, studentId: string, view: WorkView = 'teacher') {
  return submissionsWithDetails(db, view)
    .where('submissions.task_id', '=', taskId)
    .where('submissions.student_id', '=', studentId)
    .orderBy('submissions.attempt', 'asc')
    .execute();
}

/** The comments of one student's work at one task (all attempts). */
const threadComments = (db: Db, taskId: string, studentId: string) =>
  db
    .selectFrom('submission_comments')
    .innerJoin('submissions', 'submissions.id', 'submission_comments.submission_id')
    .where('submissions.task_id', '=', taskId)
    .where('submissions.student_id', '=', studentId);

export async function countThreadComments(db: Db, taskId: string, studentId: string): Promise<number> {
  const row = await threadComments(db, taskId, studentId)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * One page of the private thread of one student's work at one task: page 1 holds the newest
 * `limit` comments, page 2 the ones before them, and so on; each page oldest first, as it reads.
 */
export async function selectThreadComments(
  db: Db,
  taskId: string,
  studentId: string,
  page: { page: number; limit: number },
) {
  const newestFirst = await threadComments(db, taskId, studentId)
    .innerJoin('users', 'users.id', 'submission_comments.author_id')
    .select([
      'submission_comments.id',
      'submission_comments.text',
      'submission_comments.created_at',
      'users.id as author_id',
      'users.full_name as author_name',
      'users.role as author_role',
    ])
    .orderBy('submission_comments.created_at', 'desc')
    .orderBy('submission_comments.id', 'desc')
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .execute();
  return newestFirst.reverse();
}

export async function insertComment(db: Db, submissionId: string, authorId: string, text: string) {
  const row = {
    id: randomUUID(),
    submission_id: submissionId,
    author_id: authorId,
    text,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('submission_comments').values(row).execute();
  return row;
}

/** Each enrolled student's (or each chosen student's) latest attempt at a task, with its file: what the ZIP holds. */
export async function selectLatestWork(db: Db, taskId: string, studentIds?: string[]) {
  let query = liveSubmissions(db);
  if (studentIds) query = query.where('submissions.student_id', 'in', studentIds.length > 0 ? studentIds : ['']);
  return query
    .innerJoin('tasks', 'tasks.id', 'submissions.task_id')
    .innerJoin('users', 'users.id', 'submissions.student_id')
    .innerJoin('files', 'files.id', 'submissions.file_id')
    .leftJoin('task_extensions', (join) =>
      join
        .onRef('task_extensions.task_id', '=', 'submissions.task_id')
        .onRef('task_extensions.student_id', '=', 'submissions.student_id'),
    )
    .where('submissions.task_id', '=', taskId)
    .select([
      'users.full_name',
      'files.storage_key',
      'files.original_name',
      'files.purged_at',
      'submissions.submitted_at',
      'submissions.score',
      'submissions.feedback',
      'submissions.status',
      'tasks.deadline',
      'task_extensions.deadline as extended_deadline',
    ])
    .orderBy('users.full_name')
    .execute();
}
