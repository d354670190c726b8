import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, TasksTable } from '../../db/schema';
import { memberClassIds, type Member } from '../classes/queries';

/** Moves the class's kept count of live, published tasks. */
export const countTasks = (db: Kysely<Database>, classId: string, change: 1 | -1) =>
  db
    .updateTable('classes')
    .set((eb) => ({ task_count: eb('task_count', '+', change) }))
    .where('id', '=', classId)
    .execute();

/**
 * Whether the task is in its class's `task_count` now: a scheduled task is counted once its
 * publication is done (publish_pending 0). Read inside the writer's transaction, after its update
 * of the row, so a publication round racing with it waits for it.
 */
async function isCounted(trx: Kysely<Database>, taskId: string): Promise<boolean> {
  const row = await trx.selectFrom('tasks').select('publish_pending').where('id', '=', taskId).executeTakeFirst();
  return Number(row?.publish_pending ?? 0) === 0;
}

/** A new task (inside the caller's transaction), counted on its class unless it waits for its publish time. */
export async function insertTask(trx: Kysely<Database>, row: Insertable<TasksTable>) {
  await trx.insertInto('tasks').values(row).execute();
  if (!row.publish_pending) await countTasks(trx, row.class_id, 1);
}

/**
 * Moves a task to another class: its work moves along and shows only for students of the new
 * class; both classes' counts follow.
 */
export async function moveTaskWork(trx: Kysely<Database>, taskId: string, from: string, to: string) {
  await trx
    .updateTable('submissions')
    .set((eb) => ({
      class_id: to,
      visible: eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('enrolments')
              .select('enrolments.class_id')
              .where('enrolments.class_id', '=', to)
              .whereRef('enrolments.student_id', '=', 'submissions.student_id'),
          ),
        )
        .then(1)
        .else(0)
        .end(),
    }))
    .where('task_id', '=', taskId)
    .execute();
  if (!(await isCounted(trx, taskId))) return;
  await countTasks(trx, from, -1);
  await countTasks(trx, to, 1);
}

/** Hides a task of the member's classes everywhere (its work and files stay); false when there is none. */
export async function softDeleteTask(db: Db, member: Member, id: string, classId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await updateTaskColumns(trx, member, id, { deleted_at: new Date().toISOString() }))) return false;
    await trx.updateTable('submissions').set({ visible: 0 }).where('task_id', '=', id).execute();
    if (await isCounted(trx, id)) await countTasks(trx, classId, -1);
    return true;
  });
}

/** Changes a live task of the member's classes; false when there is none. */
export async function updateTaskColumns(
  db: Kysely<Database>,
  member: Member,
  id: string,
  changes: Updateable<TasksTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('tasks')
    .set(changes)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('class_id', 'in', memberClassIds(db, member))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A student's own deadline on a task: inserted, or moved when they already had one. */
export async function upsertExtension(
  db: Db,
  row: { task_id: string; student_id: string; deadline: string; granted_by: string },
): Promise<void> {
  const grantedAt = new Date().toISOString();
  await db
    .insertInto('task_extensions')
    .values({ ...row, granted_at: grantedAt })
    .onConflict((oc) =>
      oc
        .columns(['task_id', 'student_id'])
        .doUpdateSet({ deadline: row.deadline, granted_by: row.granted_by, granted_at: grantedAt }),
    )
    .execute();
}

export async function deleteExtension(db: Db, taskId: string, studentId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('task_extensions')
    .where('task_id', '=', taskId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The task's extensions, for students still in its class, by name. */
export async function selectExtensions(db: Db, taskId: string) {
  return db
    .selectFrom('task_extensions')
    .innerJoin('tasks', 'tasks.id', 'task_extensions.task_id')
    .innerJoin('enrolments', (join) =>
      join
        .onRef('enrolments.class_id', '=', 'tasks.class_id')
        .onRef('enrolments.student_id', '=', 'task_extensions.student_id'),
    )
    .innerJoin('users', 'users.id', 'task_extensions.student_id')
    .where('task_extensions.task_id', '=', taskId)
    .select(['task_extensions.student_id', 'users.full_name', 'task_extensions.deadline'])
    .orderBy('users.full_name')
    .execute();
}
