import {
  sql,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type SelectQueryBuilder,
  type Updateable,
} from 'kysely';
import type { Db } from '../../db/database';
import type { Database, TasksTable } from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import { containsPattern, ilike, offsetOf, toNumber } from '../../db/query-helpers';
import { memberClassIds, scopeClassIds, type Member, type Scope } from '../classes/queries';
import { seenGrade, seenStatus } from '../submissions/queries';
import { nowIso, seesScheduled, visibleToStudents } from '../../db/published';
import type { TaskStatusFilter } from '@sinfxona/domain/schemas/tasks';

/** Where task rows come from: the tasks table, or a page of ids joined with it. */
type TaskSource = SelectQueryBuilder<Database, 'tasks', object>;

/** A live task with its class, file and author: the shape every task answer is built from. */
function tasksWithDetails(source: TaskSource) {
  return source
    .innerJoin('classes', 'classes.id', 'tasks.class_id')
    .innerJoin('users', 'users.id', 'tasks.created_by')
    .leftJoin('files', 'files.id', 'tasks.file_id')
    .where('tasks.deleted_at', 'is', null)
    .select([
      'tasks.id',
      'tasks.class_id',
      'tasks.title',
      'tasks.description',
      'tasks.deadline',
      'tasks.file_id',
      'tasks.created_by',
      'tasks.created_at',
      'tasks.updated_at',
      'tasks.handed_in',
      'tasks.topic',
      'tasks.publish_at',
      'tasks.publish_pending',
      'classes.name as class_name',
      'classes.archived_at as class_archived_at',
      'users.full_name as author_name',
      'files.original_name as file_name',
      'files.size as file_size',
      'files.mime_type as file_mime',
    ]);
}
type TaskRow = Awaited<ReturnType<ReturnType<typeof tasksWithDetails>['execute']>>[number];
/** A task as read for a viewer: a student's rows carry their own deadline and latest attempt. */
export type TaskDetailRow = TaskRow & Partial<StudentTaskRow>;

/** Literal flags, so SQLite can use the partial index on the latest attempt (see submissions/queries.ts). */
const ONE = sql.lit(1);

/**
 * The same, with what one student sees of each task: their own deadline (an extension) and their
 * latest attempt with its file, joined in the one query instead of read per page afterwards.
 */
function tasksWithStudentWork(source: TaskSource, studentId: string) {
  return tasksWithDetails(source)
    .leftJoin('task_extensions as own', (join) =>
      join.onRef('own.task_id', '=', 'tasks.id').on('own.student_id', '=', studentId),
    )
    .leftJoin('submissions as mine', (join) =>
      join
        .onRef('mine.task_id', '=', 'tasks.id')
        .on('mine.student_id', '=', studentId)
        .on('mine.is_latest', '=', ONE)
        .on('mine.visible', '=', ONE),
    )
    .leftJoin('files as mine_file', 'mine_file.id', 'mine.file_id')
    .select([
      'own.deadline as own_deadline',
      'mine.id as mine_id',
      'mine.file_id as mine_file_id',
      'mine.text_response as mine_text_response',
      'mine.submitted_at as mine_submitted_at',
      sql<number>`case when mine.submitted_at > coalesce(own.deadline, tasks.deadline) then 1 else 0 end`.as(
        'mine_is_late',
      ),
      // The student's own view: nothing of a grade held back (submissions/queries.ts).
      seenGrade<number | null>('student', 'score', 'mine').as('mine_score'),
      seenGrade<string | null>('student', 'feedback', 'mine').as('mine_feedback'),
      seenGrade<string | null>('student', 'graded_at', 'mine').as('mine_graded_at'),
      seenStatus('student', 'mine').as('mine_status'),
      seenGrade<number | null>('student', 'raw_score', 'mine').as('mine_raw_score'),
      seenGrade<number | null>('student', 'late_penalty', 'mine').as('mine_late_penalty'),
      'mine.days_late as mine_days_late',
      'mine.attempt as mine_attempt',
      'mine.returned_at as mine_returned_at',
      seenGrade<string | null>('student', 'rubric_result', 'mine').as('mine_rubric_result'),
      'mine_file.original_name as mine_file_name',
      'mine_file.size as mine_file_size',
    ]);
}
export type StudentTaskRow = Awaited<ReturnType<ReturnType<typeof tasksWithStudentWork>['execute']>>[number];

/** The details query a viewer reads tasks through: a student's carries their own work. */
const tasksFor = (source: TaskSource, viewer: Member) =>
  viewer.role === 'student' ? tasksWithStudentWork(source, viewer.id) : tasksWithDetails(source);

/** One live task of the member's classes (archived ones included: they stay readable); a scheduled one for its teachers only. */
export async function findTaskDetail(db: Db, member: Member, id: string): Promise<TaskDetailRow | undefined> {
  return tasksFor(db.selectFrom('tasks'), member)
    .where('tasks.id', '=', id)
    .where('tasks.class_id', 'in', memberClassIds(db, member))
    .$if(!seesScheduled(member.role), (query) => query.where(visibleToStudents('tasks', nowIso())))
    .executeTakeFirst();
}

/** What a task list is narrowed to besides the caller's classes. */
interface TaskFilter {
  pattern?: string;
  topic?: string;
  /** Now, for a viewer who does not see scheduled tasks; absent for their teachers. */
  now?: string;
  /** A student's own: the tasks they handed in (not returned for revision), or the rest. Others': ignored. */
  status?: TaskStatusFilter;
  /** Due at or after this instant: a student's own deadline where they have an extension. */
  deadlineFrom?: string;
  /** Due before this instant. */
  deadlineTo?: string;
}

/** Whether the student's latest visible attempt at the task stands (handed in, not returned): `isCompleted`. */
const handedIn = (eb: ExpressionBuilder<Database, 'tasks'>, studentId: string) =>
  eb.exists(
    eb
      .selectFrom('submissions as handed')
      .select(sql.lit(1).as('one'))
      .whereRef('handed.task_id', '=', 'tasks.id')
      .where('handed.student_id', '=', studentId)
      .where('handed.is_latest', '=', ONE)
      .where('handed.visible', '=', ONE)
      .where('handed.status', '<>', 'returned'),
  );

/** The deadline the viewer works to: a student's extension where they have one. */
const viewersDeadline = (studentId: string | undefined) =>
  studentId === undefined
    ? sql<string>`tasks.deadline`
    : sql<string>`coalesce((select own_range.deadline from task_extensions own_range where own_range.task_id = tasks.id and own_range.student_id = ${studentId}), tasks.deadline)`;

/**
 * The live tasks of the scope's classes matching the search and topic, if any, that the viewer
 * sees: what a member's task list holds. The calendar feed reads a student's deadlines through it
 * too (calendar/repository.ts), so whatever hides a task from the list hides it from the feed.
 */
export function matchingTasks(db: Kysely<Database>, scope: Scope, filter: TaskFilter) {
  let matching = db
    .selectFrom('tasks')
    .where('tasks.deleted_at', 'is', null)
    .where('tasks.class_id', 'in', scopeClassIds(db, scope));
  const { pattern, topic, now, status, deadlineFrom, deadlineTo } = filter;
  const studentId = scope.role === 'student' ? scope.id : undefined;
  if (pattern !== undefined) {
    matching = matching.where((eb) => eb.or([ilike('tasks.title', pattern), ilike('tasks.description', pattern)]));
  }
  if (topic !== undefined) matching = matching.where('tasks.topic', '=', topic);
  if (now !== undefined) matching = matching.where(visibleToStudents('tasks', now));
  if (status !== undefined && studentId !== undefined) {
    matching = matching.where((eb) =>
      status === 'submitted' ? handedIn(eb, studentId) : eb.not(handedIn(eb, studentId)),
    );
  }
  if (deadlineFrom !== undefined) matching = matching.where(viewersDeadline(studentId), '>=', deadlineFrom);
  if (deadlineTo !== undefined) matching = matching.where(viewersDeadline(studentId), '<', deadlineTo);
  return matching;
}

interface TaskPageValues extends Record<string, string | number> {
  memberId: string;
  limit: number;
  offset: number;
}
type TaskPageShape =
  `${Member['role']}:${'class' | 'all'}:${'search' | 'any'}:${'topic' | 'any'}:${TaskStatusFilter | 'any'}:${'from' | 'any'}:${'to' | 'any'}`;

/**
 * The page is chosen on the tasks' class index (with the total counted by a window over the
 * matches), and only its rows are joined with their class, author, file — and a student's own
 * work. Built once per shape (role, one class or all, which filters are given): see db/prepared.ts.
 */
const taskPageQuery = preparedQuery((db, values: TaskPageValues, shape) => {
  const [role, classes, search, topic, status, from, to] = shape.split(':') as [Member['role'], ...string[]];
  const scope: Scope = {
    id: values.memberId,
    role,
    ...(classes === 'class' ? { classId: values.classId as string } : {}),
  };
  const pageOfIds = matchingTasks(db, scope, {
    ...(search === 'search' ? { pattern: values.pattern as string } : {}),
    ...(topic === 'topic' ? { topic: values.topic as string } : {}),
    ...(seesScheduled(role) ? {} : { now: values.now as string }),
    ...(status === 'any' ? {} : { status: status as TaskStatusFilter }),
    ...(from === 'from' ? { deadlineFrom: values.deadlineFrom as string } : {}),
    ...(to === 'to' ? { deadlineTo: values.deadlineTo as string } : {}),
  })
    .select(['tasks.id', sql<number>`count(*) over ()`.as('total')])
    .orderBy('tasks.created_at', 'desc')
    .orderBy('tasks.id')
    .limit(values.limit)
    .offset(values.offset)
    .as('page');
  // The page comes first in the FROM list: PostgreSQL keeps the written join order past eight
  // tables (join_collapse_limit), and joined last it read every task's details before the page's.
  const pageTasks = db.selectFrom(pageOfIds).innerJoin('tasks', 'tasks.id', 'page.id') as unknown as TaskSource;
  return tasksFor(pageTasks, scope)
    .select(sql<number>`page.total`.as('total'))
    .orderBy('tasks.created_at', 'desc')
    .orderBy('tasks.id');
});

/** A page of the live tasks of the scope's classes that the caller sees, newest first, with the total, in one query. */
export async function selectTaskPage(
  db: Db,
  scope: Scope,
  query: Pick<TaskFilter, 'topic' | 'status' | 'deadlineFrom' | 'deadlineTo'> & {
    search?: string;
    page: number;
    limit: number;
  },
) {
  const { search, topic, page, limit, deadlineFrom, deadlineTo } = query;
  const pattern = search ? containsPattern(search) : undefined;
  const now = seesScheduled(scope.role) ? undefined : nowIso();
  // Only a student's list knows what they handed in.
  const status = scope.role === 'student' ? query.status : undefined;
  const shape: TaskPageShape = `${scope.role}:${scope.classId ? 'class' : 'all'}:${pattern ? 'search' : 'any'}:${topic ? 'topic' : 'any'}:${status ?? 'any'}:${deadlineFrom ? 'from' : 'any'}:${deadlineTo ? 'to' : 'any'}`;
  const items: TaskDetailRow[] = await taskPageQuery(
    db,
    {
      memberId: scope.id,
      limit,
      offset: offsetOf(page, limit),
      ...(scope.classId ? { classId: scope.classId } : {}),
      ...(pattern ? { pattern } : {}),
      ...(topic ? { topic } : {}),
      ...(now ? { now } : {}),
      ...(deadlineFrom ? { deadlineFrom } : {}),
      ...(deadlineTo ? { deadlineTo } : {}),
    },
    shape,
  );
  // Past the last page there is no row to carry the total: count it then.
  const total =
    items.length > 0
      ? toNumber((items[0] as { total?: unknown }).total)
      : page === 1
        ? 0
        : toNumber(
            (
              await matchingTasks(db, scope, { pattern, topic, now, status, deadlineFrom, deadlineTo })
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirst()
            )?.n,
          );
  return { items, total };
}

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
