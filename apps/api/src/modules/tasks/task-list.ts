import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { TaskStatusFilter } from '@sinfxona/domain/schemas/tasks';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import { containsPattern, ilike, offsetOf, toNumber } from '../../db/query-helpers';
import { nowIso, seesScheduled, visibleToStudents } from '../../db/published';
import { scopeClassIds, type Member, type Scope } from '../classes/queries';
import { countedSubmissions } from '../submissions/queries';
import { tasksFor, type TaskDetailRow, type TaskSource } from './task-rows';

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

/** Whether the student's work on the task counts as handed in (latest, not sent back): `isCompleted`. */
const handedIn = (db: Kysely<Database>, eb: ExpressionBuilder<Database, 'tasks'>, studentId: string) =>
  eb.exists(
    countedSubmissions(db)
      .select('submissions.id')
      .where('submissions.task_id', '=', sql.ref<string>('tasks.id'))
      .where('submissions.student_id', '=', studentId),
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
      status === 'submitted' ? handedIn(db, eb, studentId) : eb.not(handedIn(db, eb, studentId)),
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
