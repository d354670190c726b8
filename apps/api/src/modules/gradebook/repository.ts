import type { Db } from '../../db/database';
import { latestWithDetails } from '../submissions/queries';

export async function findClassTaskTitle(db: Db, classId: string, taskId: string) {
  return db
    .selectFrom('tasks')
    .select(['id', 'title'])
    .where('id', '=', taskId)
    .where('class_id', '=', classId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The class's students, by name. */
export async function selectClassStudents(db: Db, classId: string) {
  return db
    .selectFrom('users')
    .innerJoin('enrolments', 'enrolments.student_id', 'users.id')
    .where('enrolments.class_id', '=', classId)
    .select(['users.id', 'users.full_name', 'users.email'])
    .orderBy('users.full_name')
    .execute();
}

/** Each enrolled student's latest attempt at the task, lateness against their own deadline. */
export async function selectTaskSubmissions(db: Db, taskId: string) {
  return latestWithDetails(db).where('submissions.task_id', '=', taskId).execute();
}
