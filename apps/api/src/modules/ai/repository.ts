import type { Db } from '../../db/database';
import type { ClassMaterials } from './provider';

/** How much of the class the assistant reads per question: bounded, newest first. */
const MATERIALS_LIMIT = 200;
const OPEN_TASKS_LIMIT = 50;

/** Live tasks the student has not submitted yet, soonest deadline first. */
export async function findOpenTasks(db: Db, studentId: string) {
  return db
    .selectFrom('tasks')
    .leftJoin('submissions', (join) => join.onRef('submissions.task_id', '=', 'tasks.id').on('submissions.student_id', '=', studentId))
    .where('tasks.deleted_at', 'is', null)
    .where('submissions.id', 'is', null)
    .select(['tasks.title', 'tasks.deadline', 'tasks.description'])
    .orderBy('tasks.deadline', 'asc')
    .limit(OPEN_TASKS_LIMIT)
    .execute();
}

/** The class's live tasks and videos for the offline search. */
export async function findClassMaterials(db: Db): Promise<ClassMaterials> {
  const [tasks, videos] = await Promise.all([
    db.selectFrom('tasks').where('deleted_at', 'is', null).select(['id', 'title', 'description', 'deadline']).orderBy('created_at', 'desc').limit(MATERIALS_LIMIT).execute(),
    db.selectFrom('videos').where('deleted_at', 'is', null).select(['id', 'title', 'description', 'url']).orderBy('created_at', 'desc').limit(MATERIALS_LIMIT).execute(),
  ]);
  return { tasks, videos };
}
