import { sql, type Compilable, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { memberClassIds, type Member } from '../classes/queries';
import { seenGrade, seenStatus } from '../submissions/queries';
import { nowIso, seesScheduled, visibleToStudents } from '../../db/published';

/** Where task rows come from: the tasks table, or a page of ids joined with it. */
export type TaskSource = SelectQueryBuilder<Database, 'tasks', object>;

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
export const tasksFor = (source: TaskSource, viewer: Member) =>
  viewer.role === 'student' ? tasksWithStudentWork(source, viewer.id) : tasksWithDetails(source);

/** One live task of the member's classes (archived ones included: they stay readable); a scheduled one for its teachers only. */
export async function findTaskDetail(db: Db, member: Member, id: string): Promise<TaskDetailRow | undefined> {
  const values = { memberId: member.id, id, ...(seesScheduled(member.role) ? {} : { now: nowIso() }) };
  const [row] = await taskDetailQuery(db, values, member.role);
  return row;
}

/** A task opened by a member, per role: built once (db/prepared.ts). */
const taskDetailQuery = preparedQuery(
  (db, values: { memberId: string; id: string; now?: string }, role): Compilable<TaskDetailRow> => {
    const member: Member = { id: values.memberId, role: role as Member['role'] };
    return tasksFor(db.selectFrom('tasks'), member)
      .where('tasks.id', '=', values.id)
      .where('tasks.class_id', 'in', memberClassIds(db, member))
      .$if(!seesScheduled(member.role), (query) => query.where(visibleToStudents('tasks', values.now!)));
  },
);
