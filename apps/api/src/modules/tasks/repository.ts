import type { Kysely, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, TasksTable } from '../../db/schema';
import { containsPattern, ilike, offsetOf, toNumber } from '../../db/query-helpers';

/** A live task with its file and author: the shape every task answer is built from. */
function tasksWithDetails(db: Kysely<Database>) {
  return db
    .selectFrom('tasks')
    .innerJoin('users', 'users.id', 'tasks.created_by')
    .leftJoin('files', 'files.id', 'tasks.file_id')
    .where('tasks.deleted_at', 'is', null)
    .select([
      'tasks.id',
      'tasks.title',
      'tasks.description',
      'tasks.deadline',
      'tasks.file_id',
      'tasks.created_by',
      'tasks.created_at',
      'tasks.updated_at',
      'users.full_name as author_name',
      'files.original_name as file_name',
      'files.size as file_size',
      'files.mime_type as file_mime',
    ]);
}
export type TaskDetailRow = Awaited<ReturnType<ReturnType<typeof tasksWithDetails>['execute']>>[number];

export async function findLiveTask(db: Db, id: string) {
  return db.selectFrom('tasks').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function findTaskDetail(db: Db, id: string) {
  return tasksWithDetails(db).where('tasks.id', '=', id).executeTakeFirst();
}

export async function listTasks(db: Db, search: string | undefined, page: number, limit: number) {
  let rows = tasksWithDetails(db);
  let count = db.selectFrom('tasks').where('tasks.deleted_at', 'is', null).select((eb) => eb.fn.countAll().as('total'));
  if (search) {
    const pattern = containsPattern(search);
    rows = rows.where((eb) => eb.or([ilike('tasks.title', pattern), ilike('tasks.description', pattern)]));
    count = count.where((eb) => eb.or([ilike('tasks.title', pattern), ilike('tasks.description', pattern)]));
  }
  const [items, total] = await Promise.all([
    rows.orderBy('tasks.created_at', 'desc').orderBy('tasks.id').limit(limit).offset(offsetOf(page, limit)).execute(),
    count.executeTakeFirst(),
  ]);
  return { items, total: toNumber(total?.total) };
}

/** Submission counts of the given tasks, one grouped query. */
export async function countSubmissionsByTask(db: Db, taskIds: string[]): Promise<Map<string, number>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('submissions')
    .where('task_id', 'in', taskIds)
    .select((eb) => ['task_id', eb.fn.countAll().as('n')])
    .groupBy('task_id')
    .execute();
  return new Map(rows.map((row) => [row.task_id, toNumber(row.n)]));
}

export async function insertTask(db: Kysely<Database>, row: TasksTable) {
  await db.insertInto('tasks').values(row).execute();
}

export async function updateTask(db: Kysely<Database>, id: string, changes: Updateable<TasksTable>) {
  await db.updateTable('tasks').set(changes).where('id', '=', id).where('deleted_at', 'is', null).execute();
}

export async function softDeleteTask(db: Db, id: string): Promise<boolean> {
  const result = await db.updateTable('tasks').set({ deleted_at: new Date().toISOString() }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Figures of one task: students in the school, its submissions, graded ones and their mean. */
export async function taskStatsCounts(db: Db, taskId: string) {
  const row = await db
    .selectFrom('submissions')
    .where('task_id', '=', taskId)
    .select((eb) => [
      eb.fn.countAll().as('submitted'),
      eb.fn.count('graded_at').as('graded'),
      eb.fn.avg('score').as('average'),
      eb.selectFrom('users').where('role', '=', 'student').select((inner) => inner.fn.countAll().as('n')).as('students'),
    ])
    .executeTakeFirst();
  return {
    totalStudents: toNumber(row?.students),
    submitted: toNumber(row?.submitted),
    graded: toNumber(row?.graded),
    average: row?.average === null || row?.average === undefined ? null : Number(row.average),
  };
}
