import { sql, type AliasableExpression, type Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, SubmissionStatus } from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import { offsetOf, toNumber } from '../../db/query-helpers';
import { memberClassIds, scopeClassIds, type Member, type Scope } from '../classes/queries';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import type { UrlSigner } from '../../storage/url-signer';
import type { GradeScale } from '@sinfxona/domain/schemas/school';
import { markOrNull } from '@sinfxona/domain/rules/marks';
import { readMarking } from '../marks/queries';
import { readRubricResult } from '../rubrics/queries';

/**
 * The flags are written into the SQL rather than bound, so SQLite can use the partial index on
 * the latest attempt (it cannot prove `is_latest = ?` matches the index's `is_latest = 1`).
 */
const ONE = sql.lit(1);

/**
 * Late means after the student's own deadline: their extension, else the task's. Worked out when
 * read, so an extension (or a moved deadline) given after the work arrived counts too.
 */
const IS_LATE = sql<number>`case when submissions.submitted_at > coalesce(task_extensions.deadline, tasks.deadline) then 1 else 0 end`;

/** Whose view of the work is read: a student (or their guardian) sees nothing of a grade held back. */
export type WorkView = 'teacher' | 'student';

export const viewOf = (role: string): WorkView => (role === 'student' || role === 'guardian' ? 'student' : 'teacher');

type GradeColumn = 'score' | 'feedback' | 'graded_at' | 'raw_score' | 'late_penalty' | 'rubric_result';

/**
 * A grade column of `table` as the view sees it: while the teacher holds the grade back the
 * student's view reads null (and the work as handed in), so no student-facing answer or figure
 * can carry it. Every student-facing read of grades goes through these.
 */
export function seenGrade<T>(view: WorkView, column: GradeColumn, table = 'submissions') {
  const ref = sql.ref(`${table}.${column}`);
  return view === 'teacher'
    ? sql<T>`${ref}`
    : sql<T>`case when ${sql.ref(`${table}.grade_held`)} = 1 then null else ${ref} end`;
}

/** The status as the view sees it: a held grade is work handed in, for the student. */
export function seenStatus(view: WorkView, table = 'submissions') {
  const ref = sql.ref(`${table}.status`);
  return view === 'teacher'
    ? sql<SubmissionStatus>`${ref}`
    : sql<SubmissionStatus>`case when ${sql.ref(`${table}.grade_held`)} = 1 then 'submitted' else ${ref} end`;
}

/** Whether the grade is held, as the view may know it: never, for the student. */
export function seenHeld(view: WorkView, table = 'submissions') {
  return view === 'teacher' ? sql<number>`${sql.ref(`${table}.grade_held`)}` : sql<number>`0`;
}

/**
 * A submission (any attempt) with its task, student and file: the one query behind every
 * submission answer. Only visible work: its task is live and its student still in the class
 * (work of a deleted task counts nowhere; a removed student's comes back when they are added again).
 */
export function submissionsWithDetails(db: Kysely<Database>, view: WorkView = 'teacher') {
  return db
    .selectFrom('submissions')
    .innerJoin('tasks', 'tasks.id', 'submissions.task_id')
    .leftJoin('task_extensions', (join) =>
      join
        .onRef('task_extensions.task_id', '=', 'submissions.task_id')
        .onRef('task_extensions.student_id', '=', 'submissions.student_id'),
    )
    .innerJoin('classes', 'classes.id', 'submissions.class_id')
    .innerJoin('users', 'users.id', 'submissions.student_id')
    .innerJoin('files', 'files.id', 'submissions.file_id')
    .where('submissions.visible', '=', ONE)
    .select([
      'submissions.id',
      'submissions.task_id',
      'submissions.student_id',
      'submissions.file_id',
      'submissions.text_response',
      'submissions.submitted_at',
      IS_LATE.as('is_late'),
      seenGrade<number | null>(view, 'score').as('score'),
      seenGrade<string | null>(view, 'feedback').as('feedback'),
      seenGrade<string | null>(view, 'graded_at').as('graded_at'),
      seenStatus(view).as('status'),
      seenGrade<number | null>(view, 'raw_score').as('raw_score'),
      seenGrade<number | null>(view, 'late_penalty').as('late_penalty'),
      'submissions.days_late',
      seenHeld(view).as('grade_held'),
      'submissions.attempt',
      'submissions.returned_at',
      'submissions.class_id',
      'classes.name as class_name',
      'tasks.title as task_title',
      'tasks.deadline as task_deadline',
      'users.full_name as student_name',
      'files.original_name as file_name',
      'files.size as file_size',
      seenGrade<string | null>(view, 'rubric_result').as('rubric_result'),
    ]);
}

export type SubmissionDetailRow = Awaited<ReturnType<ReturnType<typeof submissionsWithDetails>['execute']>>[number];

/** The latest attempts only, with details: what every list shows. */
export function latestWithDetails(db: Kysely<Database>) {
  return submissionsWithDetails(db).where('submissions.is_latest', '=', ONE);
}

/**
 * Each student's latest, visible attempt: what every list counts (returned work included, with
 * its status). The submission carries its class, so this reads submissions alone, on an index.
 */
export function liveSubmissions(db: Kysely<Database>) {
  return db.selectFrom('submissions').where('submissions.visible', '=', ONE).where('submissions.is_latest', '=', ONE);
}

/**
 * The work that counts as handed in for the figures: latest attempts not sent back for
 * revision (a returned task is open again until the student resubmits).
 */
export function countedSubmissions(db: Kysely<Database>) {
  return liveSubmissions(db).where('submissions.status', '!=', 'returned');
}

/** One submission the member may see: their own (student) or of a class they teach (teacher). */
export async function findMemberSubmission(db: Db, member: Member, id: string) {
  let query = submissionsWithDetails(db, viewOf(member.role))
    .where('submissions.id', '=', id)
    .where('submissions.class_id', 'in', memberClassIds(db, member));
  if (member.role === 'student') query = query.where('submissions.student_id', '=', member.id);
  return query.executeTakeFirst();
}

export interface SubmissionFilter {
  /** One student's work (a teacher's view of a student). */
  studentId?: string;
  taskId?: string;
  status?: 'graded' | 'pending' | 'returned';
  /** Newest first (default), or oldest first for a grading queue. */
  order?: 'recent' | 'oldest';
}

const STATUS_OF_FILTER = { graded: 'graded', pending: 'submitted', returned: 'returned' } as const;

/** The values a list's queries are run with; which of the optional ones are given is the shape. */
interface ListValues extends Record<string, string | number> {
  memberId: string;
}

/**
 * What a list's SQL depends on besides its values: the caller's role, and which filters are
 * given (one class, one student, one task, a status). Each shape is built once (db/prepared.ts).
 */
function shapeOf(scope: Scope, filter: SubmissionFilter): string {
  return [
    scope.role,
    scope.classId ? 'class' : '',
    filter.studentId ? 'student' : '',
    filter.taskId ? 'task' : '',
    filter.status ? 'status' : '',
  ].join(':');
}

/** The latest visible work in the scope matching the filters of `shape`, with its values as placeholders. */
function matchingWork(db: Kysely<Database>, values: ListValues, shape: string) {
  const [role, classId, studentId, taskId, status] = shape.split(':') as [Member['role'], ...string[]];
  const scope: Scope = { id: values.memberId, role, ...(classId ? { classId: values.classId as string } : {}) };
  let matching = liveSubmissions(db).where('submissions.class_id', 'in', scopeClassIds(db, scope));
  if (role === 'student') matching = matching.where('submissions.student_id', '=', values.memberId);
  if (studentId) matching = matching.where('submissions.student_id', '=', values.studentId as string);
  if (taskId) matching = matching.where('submissions.task_id', '=', values.taskId as string);
  // A student filters by the status they see: a held grade is still "submitted" to them.
  const statusSeen = role === 'student' ? seenStatus('student') : sql.ref<Submission['status']>('submissions.status');
  if (status) matching = matching.where(statusSeen, '=', values.status as Submission['status']);
  return matching;
}

/** The first rows of the matching work in time order (`shape` ends in the direction). */
const firstRowsQuery = preparedQuery((db, values: ListValues & { limit: number; offset: number }, shape) => {
  const [matchingShape, direction] = shape.split('|') as [string, 'asc' | 'desc'];
  return matchingWork(db, values, matchingShape)
    .select(['submissions.id', 'submissions.submitted_at'])
    .orderBy('submissions.submitted_at', direction)
    .orderBy('submissions.id', direction)
    .limit(values.limit)
    .offset(values.offset);
});

/**
 * The first rows of each of several classes, in one statement (one round trip to PostgreSQL):
 * each class's rows come from its own index in time order. `shape` ends in the direction and the
 * number of classes; the classes are `class0`, `class1`…
 */
const firstRowsPerClassQuery = preparedQuery((db, values: ListValues & { limit: number }, shape) => {
  const [matchingShape, direction, count] = shape.split('|') as [string, 'asc' | 'desc', string];
  const ofClass = (index: number) =>
    db
      .selectFrom(
        matchingWork(db, values, matchingShape)
          .where('submissions.class_id', '=', values[`class${index}`] as string)
          .select(['submissions.id', 'submissions.submitted_at'])
          .orderBy('submissions.submitted_at', direction)
          .orderBy('submissions.id', direction)
          .limit(values.limit)
          .as('first'),
      )
      .select(['first.id', 'first.submitted_at']);
  return Array.from({ length: Number(count) - 1 }, (_, i) => i + 1).reduce(
    (union, index) => union.unionAll(ofClass(index)),
    ofClass(0),
  );
});

const countQuery = preparedQuery((db, values: ListValues, shape) =>
  matchingWork(db, values, shape).select((eb) => eb.fn.countAll().as('total')),
);

/**
 * The total of a teacher's classes' work (all, or one status) from the counts each live task
 * keeps (migration 007: its latest visible work not sent back, and how much of it is graded),
 * plus the work sent back, counted per task on the task index: a few rows per task instead of
 * every piece of work of the classes (all the teacher's active ones). `shape`: a status or ''.
 */
const classTotalQuery = preparedQuery((db, values: { teacherId: string }, status) => {
  const scope: Scope = { id: values.teacherId, role: 'teacher' };
  const liveTasks = db
    .selectFrom('tasks')
    .where('tasks.deleted_at', 'is', null)
    .where('tasks.class_id', 'in', scopeClassIds(db, scope));
  const kept = liveTasks.select((eb) =>
    (status === 'graded'
      ? eb.fn.sum<number>('tasks.graded')
      : status === 'submitted'
        ? eb.fn.sum<number>(eb('tasks.handed_in', '-', eb.ref('tasks.graded')))
        : eb.fn.sum<number>('tasks.handed_in')
    ).as('n'),
  );
  const returned = liveSubmissions(db)
    .where('submissions.task_id', 'in', liveTasks.select('tasks.id'))
    .where('submissions.status', '=', 'returned')
    .select((eb) => eb.fn.countAll<number>().as('n'));
  const zero: AliasableExpression<number> = sql<number>`0`;
  const keptValue: AliasableExpression<number> = status === 'returned' ? zero : kept.$asScalar();
  const returnedValue: AliasableExpression<number> =
    status === '' || status === 'returned' ? returned.$asScalar() : zero;
  return db.selectNoFrom([keptValue.as('kept'), returnedValue.as('returned')]);
});

/** The page's rows with their details; one shape per view and page length (each id is a parameter). */
const detailsQuery = preparedQuery((db, values: Record<string, string>, shape) =>
  submissionsWithDetails(db, shape.split(':')[0] as WorkView).where('submissions.id', 'in', Object.values(values)),
);

/**
 * The ids of one page of the matching work, in time order. Across several classes each class's
 * own index gives its first rows in order and the pages are merged here, instead of sorting every
 * piece of work of every class: the cost follows the page, not the classes' size.
 */
async function pageIds(
  db: Db,
  values: ListValues,
  shape: string,
  classIds: string[] | null,
  direction: 'asc' | 'desc',
  offset: number,
  limit: number,
): Promise<string[]> {
  if (!classIds || classIds.length < 2) {
    const rows = await firstRowsQuery(db, { ...values, limit, offset }, `${shape}|${direction}`);
    return rows.map((row) => row.id);
  }
  const classes = Object.fromEntries(classIds.map((classId, index) => [`class${index}`, classId]));
  const perClass = await firstRowsPerClassQuery(
    db,
    { ...values, ...classes, limit: offset + limit },
    `${shape}|${direction}|${classIds.length}`,
  );
  const sign = direction === 'asc' ? 1 : -1;
  return perClass
    .sort((a, b) => sign * (a.submitted_at.localeCompare(b.submitted_at) || a.id.localeCompare(b.id)))
    .slice(offset, offset + limit)
    .map((row) => row.id);
}

/**
 * One page of the submissions in scope, newest (or oldest) first, with the total; a student sees
 * only their own. The page is chosen on the submissions' own indexes first, and only its rows are
 * then read with their task, student and file.
 */
async function listSubmissions(db: Db, scope: Scope, filter: SubmissionFilter, page: number, limit: number) {
  const shape = shapeOf(scope, filter);
  const values: ListValues = {
    memberId: scope.id,
    ...(scope.classId ? { classId: scope.classId } : {}),
    ...(filter.studentId ? { studentId: filter.studentId } : {}),
    ...(filter.taskId ? { taskId: filter.taskId } : {}),
    ...(filter.status ? { status: STATUS_OF_FILTER[filter.status] } : {}),
  };
  // A teacher's classes are read class by class; one student's or one task's work is small enough to sort.
  const byClass = scope.role !== 'student' && !filter.studentId && !filter.taskId;
  const classIds = byClass ? (await scopeClassIds(db, scope).execute()).map((row) => row.class_id) : null;
  const direction = filter.order === 'oldest' ? 'asc' : 'desc';
  const [ids, total] = await Promise.all([
    pageIds(db, values, shape, classIds, direction, offsetOf(page, limit), limit),
    byClass && !scope.classId
      ? classTotalQuery(db, { teacherId: scope.id }, filter.status ? STATUS_OF_FILTER[filter.status] : '').then(
          ([row]) => toNumber(row?.kept) + toNumber(row?.returned),
        )
      : countQuery(db, values, shape).then(([row]) => toNumber(row?.total)),
  ]);
  const details =
    ids.length === 0
      ? []
      : await detailsQuery(
          db,
          Object.fromEntries(ids.map((id, index) => [`id${index}`, id])),
          `${viewOf(scope.role)}:${ids.length}`,
        );
  const byId = new Map(details.map((row) => [row.id, row]));
  return { items: ids.map((id) => byId.get(id)!).filter(Boolean), total };
}

/** A page of submissions in the client's shape. */
export async function listSubmissionPage(
  deps: { db: Db; signer: UrlSigner },
  scope: Scope,
  filter: SubmissionFilter,
  page: number,
  limit: number,
) {
  const [{ items, total }, { scale }] = await Promise.all([
    listSubmissions(deps.db, scope, filter, page, limit),
    readMarking(deps.db),
  ]);
  return { submissions: items.map((row) => toSubmission(row, deps.signer, scale)), total };
}

/** Both shapes the client reads (docs/spec.md §3): ids as objects and as flat names; the score's mark on the school's scale. */
export function toSubmission(row: SubmissionDetailRow, signer: UrlSigner, scale: GradeScale): Submission {
  const score = row.score === null ? null : Number(row.score);
  return {
    _id: row.id,
    classId: row.class_id,
    className: row.class_name,
    taskId: { _id: row.task_id, title: row.task_title },
    taskTitle: row.task_title,
    taskDeadline: row.task_deadline,
    studentId: { _id: row.student_id, fullName: row.student_name },
    studentName: row.student_name,
    fileUrl: signer.sign(row.file_id),
    fileName: row.file_name,
    fileSize: Number(row.file_size),
    textResponse: row.text_response,
    createdAt: row.submitted_at,
    submittedAt: row.submitted_at,
    isLate: Boolean(Number(row.is_late)),
    isGraded: row.status === 'graded',
    score,
    mark: markOrNull(score, scale),
    feedback: row.feedback,
    gradedAt: row.graded_at,
    status: row.status,
    attempt: Number(row.attempt),
    returnedAt: row.returned_at,
    rubricResult: readRubricResult(row.rubric_result),
    rawScore: row.raw_score === null ? null : Number(row.raw_score),
    latePenalty: row.late_penalty === null ? null : Number(row.late_penalty),
    daysLate: Number(row.days_late),
    held: Boolean(Number(row.grade_held)),
  };
}
