import type { Db } from '../../db/database';
import { memberClassIds, type Member } from '../classes/queries';
import { latestWithDetails } from '../submissions/queries';

/** A live task of a class the member teaches (every class for an admin), with its deadline. */
export async function findTeachersTask(db: Db, member: Member, taskId: string) {
  return db
    .selectFrom('tasks')
    .select(['tasks.id', 'tasks.class_id', 'tasks.deadline'])
    .where('tasks.id', '=', taskId)
    .where('tasks.deleted_at', 'is', null)
    .where('tasks.class_id', 'in', memberClassIds(db, member))
    .executeTakeFirst();
}

/**
 * Everything a task's roster shows, in four queries whatever the size of the class: the class's
 * students by name, each one's latest attempt with its details, their extensions and excusals.
 */
export async function selectRosterRows(db: Db, task: { id: string; class_id: string }) {
  const [students, work, extensions, excusals] = await Promise.all([
    db
      .selectFrom('enrolments')
      .where('enrolments.class_id', '=', task.class_id)
      .select(['enrolments.student_id as id', 'enrolments.student_name as full_name'])
      .orderBy('enrolments.student_name')
      .orderBy('enrolments.student_id')
      .execute(),
    latestWithDetails(db).where('submissions.task_id', '=', task.id).execute(),
    db
      .selectFrom('task_extensions')
      .where('task_extensions.task_id', '=', task.id)
      .select(['task_extensions.student_id', 'task_extensions.deadline'])
      .execute(),
    selectExcusals(db, task.id),
  ]);
  return { students, work, extensions, excusals };
}

/** The task's excusals with who gave them. */
export function selectExcusals(db: Db, taskId: string, studentId?: string) {
  let query = db
    .selectFrom('task_excusals')
    .innerJoin('users', 'users.id', 'task_excusals.excused_by')
    .where('task_excusals.task_id', '=', taskId)
    .select([
      'task_excusals.task_id',
      'task_excusals.student_id',
      'task_excusals.excused_at',
      'task_excusals.excused_by',
      'users.full_name as excused_by_name',
    ]);
  if (studentId) query = query.where('task_excusals.student_id', '=', studentId);
  return query.execute();
}

/** The student's latest visible attempt at the task, if any (what decides whether work is missing). */
export async function findLatestWork(db: Db, taskId: string, studentId: string) {
  return db
    .selectFrom('submissions')
    .select(['submissions.status'])
    .where('submissions.task_id', '=', taskId)
    .where('submissions.student_id', '=', studentId)
    .where('submissions.is_latest', '=', 1)
    .where('submissions.visible', '=', 1)
    .executeTakeFirst();
}

/** Excuses the task for the student (again: the first excusal stays). */
export async function insertExcusal(db: Db, row: { task_id: string; student_id: string; excused_by: string }) {
  await db
    .insertInto('task_excusals')
    .values({ ...row, excused_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['task_id', 'student_id']).doNothing())
    .execute();
}

export async function deleteExcusal(db: Db, taskId: string, studentId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('task_excusals')
    .where('task_id', '=', taskId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
