import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { memberClassIds, type Member } from '../classes/queries';

/** A live task of a class the member teaches (every class for an admin). */
export async function findBulkTask(db: Db, member: Member, taskId: string) {
  return db
    .selectFrom('tasks')
    .select(['tasks.id', 'tasks.class_id', 'tasks.deadline', 'tasks.title'])
    .where('tasks.id', '=', taskId)
    .where('tasks.deleted_at', 'is', null)
    .where('tasks.class_id', 'in', memberClassIds(db, member))
    .executeTakeFirst();
}

/** The student's latest visible attempt at the task, with what a bulk action looks at. */
export async function findLatestWork(db: Db, taskId: string, studentId: string) {
  return db
    .selectFrom('submissions')
    .select(['submissions.id', 'submissions.status', 'submissions.grade_held', 'submissions.score'])
    .where('submissions.task_id', '=', taskId)
    .where('submissions.student_id', '=', studentId)
    .where('submissions.is_latest', '=', sql.lit(1))
    .where('submissions.visible', '=', sql.lit(1))
    .executeTakeFirst();
}

/** Shows a held grade to its student; false when it was not held (any more). */
export async function releaseHeldGrade(db: Db, submissionId: string): Promise<boolean> {
  const result = await db
    .updateTable('submissions')
    .set({ grade_held: 0 })
    .where('id', '=', submissionId)
    .where('grade_held', '=', 1)
    .where('status', '=', 'graded')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
