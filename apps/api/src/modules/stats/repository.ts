import { sql, type Kysely } from 'kysely';
import { MONTHLY_ACTIVITY_MONTHS, TASK_COMPLETION_TASKS } from '@sinfxona/domain/constants';
import type { Role } from '@sinfxona/domain/constants';
import type { GradeScale } from '@sinfxona/domain/schemas/school';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import { containsPattern, ilike, offsetOf, toNumber } from '../../db/query-helpers';
import { memberClassIds, scopeClassIds, type Member, type Scope } from '../classes/queries';
import { countedSubmissions, seenGrade, seenStatus, viewOf, type WorkView } from '../submissions/queries';
import { nowIso, visibleToStudents } from '../../db/published';

const meanOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** How many of the rows are graded as the view sees them: for a student, a grade held back is not yet. */
const seenGradedCount = (view: WorkView) =>
  sql<number>`sum(case when ${seenStatus(view)} = 'graded' then 1 else 0 end)`;

const MEMBER_COLUMNS = [
  'users.id',
  'users.full_name',
  'users.email',
  'users.username',
  'users.role',
  'users.must_change_password',
  'users.active',
  'users.created_at',
  'users.updated_at',
] as const;

/**
 * The people of the scope's classes: students enrolled in them, or their teachers (the caller
 * included), by name or e-mail, in name order. A page of students without a search walks each
 * class's roster in name order (the enrolments' name index) and merges them, so its cost follows
 * the page, not the classes' size; a search or the teachers read the classes' member lists.
 */
export async function selectMemberPage(
  db: Db,
  scope: Scope,
  role: Role,
  search: string | undefined,
  page: number,
  limit: number,
) {
  if (role === 'student' && !search) return selectStudentPage(db, scope, page, limit);
  const classIds = scopeClassIds(db, scope);
  const members = (
    role === 'student'
      ? db.selectFrom('enrolments').select('enrolments.student_id as id').where('enrolments.class_id', 'in', classIds)
      : db
          .selectFrom('class_teachers')
          .select('class_teachers.teacher_id as id')
          .where('class_teachers.class_id', 'in', classIds)
  )
    .distinct()
    .as('member');
  let query = db.selectFrom(members).innerJoin('users', 'users.id', 'member.id').where('users.role', '=', role);
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([ilike('users.full_name', pattern), ilike('users.email', pattern)]));
  }
  const [items, total] = await Promise.all([
    query
      .select(MEMBER_COLUMNS)
      .orderBy('users.full_name')
      .orderBy('users.id')
      .limit(limit)
      .offset(offsetOf(page, limit))
      .execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return { items, total: toNumber(total?.n) };
}

/**
 * One page of the students of the scope's classes in name order. Each class's roster gives its
 * first `offset + limit` names from the name index (a student on the page is among them in every
 * class they are in); the database merges those few, drops repeats and takes the page, so the
 * order is its own collation's on either engine.
 */
async function selectStudentPage(db: Db, scope: Scope, page: number, limit: number) {
  const classIds = (await scopeClassIds(db, scope).execute()).map((row) => row.class_id);
  if (classIds.length === 0) return { items: [], total: 0 };
  const offset = offsetOf(page, limit);
  const firstOfClass = (classId: string) =>
    db
      .selectFrom(
        db
          .selectFrom('enrolments')
          .select(['student_id', 'student_name'])
          .where('class_id', '=', classId)
          .orderBy('student_name')
          .orderBy('student_id')
          .limit(offset + limit)
          .as('roster'),
      )
      .select(['roster.student_id', 'roster.student_name']);
  const merged = classIds
    .slice(1)
    .reduce((union, classId) => union.union(firstOfClass(classId)), firstOfClass(classIds[0]!));
  const [pageRows, total] = await Promise.all([
    db
      .selectFrom(merged.as('member'))
      .select('member.student_id')
      .orderBy('member.student_name')
      .orderBy('member.student_id')
      .limit(limit)
      .offset(offset)
      .execute(),
    classIds.length === 1
      ? db.selectFrom('classes').select('student_count as n').where('id', '=', classIds[0]!).executeTakeFirst()
      : db
          .selectFrom('enrolments')
          .where('class_id', 'in', classIds)
          .select((eb) => eb.fn.count('student_id').distinct().as('n'))
          .executeTakeFirst(),
  ]);
  const ids = pageRows.map((row) => row.student_id);
  const users =
    ids.length === 0 ? [] : await db.selectFrom('users').select(MEMBER_COLUMNS).where('users.id', 'in', ids).execute();
  const byId = new Map(users.map((user) => [user.id, user]));
  return { items: ids.map((id) => byId.get(id)!).filter(Boolean), total: toNumber(total?.n) };
}

export interface StudentCounts {
  totalTasks: number;
  submitted: number;
  graded: number;
  average: number | null;
}

/**
 * Each student's figures within the scope's classes they are enrolled in: live tasks, their
 * submissions, graded ones and the mean score — two grouped queries for any number of students.
 */
export async function studentCounts(db: Db, scope: Scope, studentIds: string[]): Promise<Map<string, StudentCounts>> {
  const result = new Map<string, StudentCounts>();
  if (studentIds.length === 0) return result;
  const values: CountValues = { memberId: scope.id, ...(scope.classId ? { classId: scope.classId } : {}) };
  studentIds.forEach((id, index) => (values[`student${index}`] = id));
  const shape = `${scope.role}:${scope.classId ? 'class' : 'all'}:${studentIds.length}`;
  const [tasks, submissions] = await Promise.all([
    studentTaskCountsQuery(db, values, shape),
    studentWorkCountsQuery(db, values, shape),
  ]);
  for (const id of studentIds) result.set(id, { totalTasks: 0, submitted: 0, graded: 0, average: null });
  for (const row of tasks) result.get(row.student_id)!.totalTasks = toNumber(row.n);
  for (const row of submissions) {
    Object.assign(result.get(row.student_id)!, {
      submitted: toNumber(row.submitted),
      graded: toNumber(row.graded),
      average: meanOrNull(row.average),
    });
  }
  return result;
}

interface CountValues extends Record<string, string> {
  memberId: string;
}

/** The scope and the students of a shape (role, one class or all, how many students). */
function countInputs(db: Kysely<Database>, values: CountValues, shape: string) {
  const [role, classes, count] = shape.split(':') as [Member['role'], string, string];
  const scope: Scope = { id: values.memberId, role, ...(classes === 'class' ? { classId: values.classId! } : {}) };
  const studentIds = Array.from({ length: Number(count) }, (_, index) => values[`student${index}`]!);
  return { scope, studentIds, classIds: scopeClassIds(db, scope) };
}

/** Each student's live tasks: each class keeps its count. Built once per shape (db/prepared.ts). */
const studentTaskCountsQuery = preparedQuery((db, values: CountValues, shape) => {
  const { studentIds, classIds } = countInputs(db, values, shape);
  return db
    .selectFrom('enrolments')
    .innerJoin('classes', 'classes.id', 'enrolments.class_id')
    .where('enrolments.student_id', 'in', studentIds)
    .where('enrolments.class_id', 'in', classIds)
    .select((eb) => ['enrolments.student_id', eb.fn.sum<number>('classes.task_count').as('n')])
    .groupBy('enrolments.student_id');
});

/** Each student's handed-in, graded (as the viewer sees it) and mean score. Built once per shape. */
const studentWorkCountsQuery = preparedQuery((db, values: CountValues, shape) => {
  const { scope, studentIds, classIds } = countInputs(db, values, shape);
  return countedSubmissions(db)
    .where('submissions.student_id', 'in', studentIds)
    .where('submissions.class_id', 'in', classIds)
    .select((eb) => [
      'submissions.student_id',
      eb.fn.countAll().as('submitted'),
      seenGradedCount(viewOf(scope.role)).as('graded'),
      eb.fn.avg(seenGrade<number | null>(viewOf(scope.role), 'score')).as('average'),
    ])
    .groupBy('submissions.student_id');
});

/** A student enrolled in one of the member's classes (archived ones included). */
export async function findClassStudent(db: Db, member: Member, studentId: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', studentId)
    .where('role', '=', 'student')
    .where(
      'id',
      'in',
      db.selectFrom('enrolments').select('student_id').where('class_id', 'in', memberClassIds(db, member)),
    )
    .executeTakeFirst();
}

/** The scope's live, published tasks: whose kept counts add up to the teacher's figures (a scheduled one counts nowhere yet). */
const scopeTasks = (db: Db, scope: Scope) =>
  db
    .selectFrom('tasks')
    .where('tasks.deleted_at', 'is', null)
    .where('tasks.class_id', 'in', scopeClassIds(db, scope))
    .where(visibleToStudents('tasks', nowIso()));

/**
 * Every figure of the teacher dashboard over the scope's classes, from the counts each class and
 * task keeps (triggers keep the work's counts in step, migration 007): the cost follows the number
 * of the teacher's classes and tasks, never how much work was handed in.
 */
export async function teacherFigures(db: Db, scope: Scope, now: Date) {
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHLY_ACTIVITY_MONTHS - 1), 1))
    .toISOString()
    .slice(0, 7);
  const classIds = () => scopeClassIds(db, scope);
  const [classTotals, videos, students, work, latestTasks, activity] = await Promise.all([
    db
      .selectFrom('classes')
      .where('id', 'in', classIds())
      .select((eb) => eb.fn.sum<number>('task_count').as('tasks'))
      .executeTakeFirst(),
    db
      .selectFrom('videos')
      .where('deleted_at', 'is', null)
      .where('class_id', 'in', classIds())
      .where(visibleToStudents('videos', nowIso()))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('enrolments')
      .where('class_id', 'in', classIds())
      .select((eb) => eb.fn.count('student_id').distinct().as('n'))
      .executeTakeFirst(),
    scopeTasks(db, scope)
      .select((eb) => [
        eb.fn.sum<number>('tasks.handed_in').as('submissions'),
        eb.fn.sum<number>('tasks.graded').as('graded'),
        eb.fn.sum<number>('tasks.scored').as('scored'),
        eb.fn.sum<number>('tasks.score_sum').as('score_sum'),
      ])
      .executeTakeFirst(),
    scopeTasks(db, scope)
      .innerJoin('classes', 'classes.id', 'tasks.class_id')
      .select(['tasks.id', 'tasks.title', 'tasks.handed_in', 'classes.student_count as students'])
      .orderBy('tasks.deadline', 'desc')
      .orderBy('tasks.id')
      .limit(TASK_COMPLETION_TASKS)
      .execute(),
    scopeTasks(db, scope)
      .innerJoin('task_activity', 'task_activity.task_id', 'tasks.id')
      .where('task_activity.month', '>=', firstMonth)
      .select((eb) => [
        'task_activity.month',
        eb.fn.sum<number>('task_activity.submitted').as('submitted'),
        eb.fn.sum<number>('task_activity.graded').as('graded'),
      ])
      .groupBy('task_activity.month')
      .execute(),
  ]);
  const scored = toNumber(work?.scored);
  return {
    totalSubmissions: toNumber(work?.submissions),
    gradedSubmissions: toNumber(work?.graded),
    average: scored > 0 ? toNumber(work?.score_sum) / scored : null,
    totalTasks: toNumber(classTotals?.tasks),
    totalVideos: toNumber(videos?.n),
    totalStudents: toNumber(students?.n),
    latestTasks: latestTasks.map((row) => ({
      id: row.id,
      title: row.title,
      submitted: toNumber(row.handed_in),
      students: toNumber(row.students),
    })),
    submittedByMonth: new Map(activity.map((row) => [row.month, toNumber(row.submitted)])),
    gradedByMonth: new Map(activity.map((row) => [row.month, toNumber(row.graded)])),
  };
}

/** A live task of the member's classes, with its class. */
export async function findMemberTask(db: Db, member: Member, id: string) {
  return db
    .selectFrom('tasks')
    .select(['id', 'class_id'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('class_id', 'in', memberClassIds(db, member))
    .executeTakeFirst();
}

/** Figures of one task, as it keeps them: its class's enrolment, the counted work, graded ones, their mean. */
export async function taskStatsCounts(db: Db, task: { id: string; class_id: string }) {
  const row = await db
    .selectFrom('tasks')
    .innerJoin('classes', 'classes.id', 'tasks.class_id')
    .select(['classes.student_count', 'tasks.handed_in', 'tasks.graded', 'tasks.scored', 'tasks.score_sum'])
    .where('tasks.id', '=', task.id)
    .executeTakeFirst();
  const scored = toNumber(row?.scored);
  return {
    totalStudents: toNumber(row?.student_count),
    submitted: toNumber(row?.handed_in),
    graded: toNumber(row?.graded),
    average: scored > 0 ? toNumber(row?.score_sum) / scored : null,
  };
}

/**
 * How many graded pieces of work (latest attempts, live tasks) earned each mark of the scale:
 * over the scope's classes or one task, in one query. Each step counts the scores reaching its
 * `min`; a mark's count is its step's less the step above.
 */
export async function markDistribution(
  db: Db,
  of: { scope: Scope } | { taskId: string },
  scale: GradeScale,
): Promise<Record<string, number>> {
  let graded = countedSubmissions(db).where('submissions.status', '=', 'graded');
  graded =
    'taskId' in of
      ? graded.where('submissions.task_id', '=', of.taskId)
      : graded.where('submissions.class_id', 'in', scopeClassIds(db, of.scope));
  const row = await graded
    .select((eb) =>
      scale.map((step, index) =>
        eb.fn
          .sum<number>(eb.case().when('submissions.score', '>=', step.min).then(1).else(0).end())
          .as(`reach${index}`),
      ),
    )
    .executeTakeFirst();
  const reached = scale.map((_step, index) =>
    toNumber((row as Record<string, unknown> | undefined)?.[`reach${index}`]),
  );
  return Object.fromEntries(
    scale.map((step, index) => [String(step.mark), reached[index]! - (reached[index - 1] ?? 0)]),
  );
}
