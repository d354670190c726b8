import type { Db } from '../../db/database';
import { latestWithDetails, liveSubmissions } from '../submissions/queries';

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

export async function selectClassTasks(db: Db, classId: string) {
  return db
    .selectFrom('tasks')
    .where('class_id', '=', classId)
    .where('deleted_at', 'is', null)
    .select(['id', 'title'])
    .orderBy('deadline', 'asc')
    .orderBy('id')
    .execute();
}

export async function selectClassScores(db: Db, classId: string) {
  return liveSubmissions(db)
    .where('submissions.class_id', '=', classId)
    .select(['submissions.student_id', 'submissions.task_id', 'submissions.score', 'submissions.status'])
    .execute();
}

/** Each enrolled student's latest attempt at the task, lateness against their own deadline. */
export async function selectTaskSubmissions(db: Db, taskId: string) {
  return latestWithDetails(db).where('submissions.task_id', '=', taskId).execute();
}
