import type { Db } from '../../db/database';
import { scopeClassIds, type Scope } from '../classes/queries';
import type { ClassMaterials } from './provider';
import { nowIso, visibleToStudents } from '../../db/published';

/** How much of the class the assistant reads per question: bounded, newest first. */
const MATERIALS_LIMIT = 200;
const OPEN_TASKS_LIMIT = 50;

/** Live tasks of the student's classes still to hand in (or returned), soonest own deadline first. */
export async function findOpenTasks(db: Db, scope: Scope) {
  return (
    db
      .selectFrom('tasks')
      .leftJoin('submissions', (join) =>
        join
          .onRef('submissions.task_id', '=', 'tasks.id')
          .on('submissions.student_id', '=', scope.id)
          .on('submissions.is_latest', '=', 1),
      )
      .leftJoin('task_extensions', (join) =>
        join.onRef('task_extensions.task_id', '=', 'tasks.id').on('task_extensions.student_id', '=', scope.id),
      )
      .where('tasks.deleted_at', 'is', null)
      .where('tasks.class_id', 'in', scopeClassIds(db, scope))
      .where(visibleToStudents('tasks', nowIso()))
      // Not handed in yet, or returned for revision: still to do.
      .where((eb) => eb.or([eb('submissions.id', 'is', null), eb('submissions.status', '=', 'returned')]))
      .select((eb) => [
        'tasks.title',
        // The student's own deadline when they have an extension.
        eb.fn.coalesce('task_extensions.deadline', 'tasks.deadline').as('deadline'),
        'tasks.description',
      ])
      .orderBy('deadline', 'asc')
      .limit(OPEN_TASKS_LIMIT)
      .execute()
  );
}

/** The live tasks and videos of the student's classes, for the offline search. */
export async function findClassMaterials(db: Db, scope: Scope): Promise<ClassMaterials> {
  const [tasks, videos] = await Promise.all([
    db
      .selectFrom('tasks')
      .where('deleted_at', 'is', null)
      .where('class_id', 'in', scopeClassIds(db, scope))
      .where(visibleToStudents('tasks', nowIso()))
      .select(['id', 'title', 'description', 'deadline'])
      .orderBy('created_at', 'desc')
      .limit(MATERIALS_LIMIT)
      .execute(),
    db
      .selectFrom('videos')
      .where('deleted_at', 'is', null)
      .where('class_id', 'in', scopeClassIds(db, scope))
      .where(visibleToStudents('videos', nowIso()))
      .select(['id', 'title', 'description', 'url'])
      .orderBy('created_at', 'desc')
      .limit(MATERIALS_LIMIT)
      .execute(),
  ]);
  return { tasks, videos };
}

/** What a feedback draft reads of a task: its title and description. Callers scope the task first. */
export async function findTaskBrief(db: Db, taskId: string) {
  return db.selectFrom('tasks').select(['title', 'description']).where('id', '=', taskId).executeTakeFirst();
}

/** Where a handed-in file's bytes are, and what they are; none once purged. */
export async function findWorkFile(db: Db, fileId: string) {
  return db
    .selectFrom('files')
    .select(['storage_key', 'mime_type'])
    .where('id', '=', fileId)
    .where('purged_at', 'is', null)
    .executeTakeFirst();
}
