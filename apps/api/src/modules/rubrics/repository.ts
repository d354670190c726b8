import type { RubricCriterion } from '@sinfxona/domain/rules/rubric';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { containsPattern, ilike } from '../../db/query-helpers';
import { memberClassIds, type Member } from '../classes/queries';
import { readRubricResult } from './result';
import { nowIso, seesScheduled, visibleToStudents } from '../../db/published';

/** A task's rubric as stored: its criteria (JSON) and the points that make 100. Callers scope the task first. */
export async function findTaskRubric(
  db: Db,
  taskId: string,
): Promise<{ criteria: RubricCriterion[]; maxPoints: number; updatedAt: string } | null> {
  const row = await db
    .selectFrom('task_rubrics')
    .select(['criteria', 'max_points', 'updated_at'])
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    criteria: JSON.parse(row.criteria) as RubricCriterion[],
    maxPoints: Number(row.max_points),
    updatedAt: row.updated_at,
  };
}

/** A live task of the member's classes (a teacher's, an enrolled student's, any for an admin), or undefined. */
export async function findMemberTask(db: Db, member: Member, taskId: string) {
  return db
    .selectFrom('tasks')
    .innerJoin('classes', 'classes.id', 'tasks.class_id')
    .select(['tasks.id', 'tasks.class_id', 'classes.archived_at as class_archived_at'])
    .where('tasks.id', '=', taskId)
    .where('tasks.deleted_at', 'is', null)
    .where('tasks.class_id', 'in', memberClassIds(db, member))
    .$if(!seesScheduled(member.role), (query) => query.where(visibleToStudents('tasks', nowIso())))
    .executeTakeFirst();
}

/** Writes (or replaces) a task's rubric. */
export async function upsertTaskRubric(
  db: Db,
  row: { taskId: string; criteria: RubricCriterion[]; maxPoints: number; updatedBy: string; updatedAt: string },
) {
  const values = {
    criteria: JSON.stringify(row.criteria),
    max_points: row.maxPoints,
    updated_by: row.updatedBy,
    updated_at: row.updatedAt,
  };
  await db
    .insertInto('task_rubrics')
    .values({ task_id: row.taskId, ...values })
    .onConflict((conflict) => conflict.column('task_id').doUpdateSet(values))
    .execute();
}

/** Gives task `to` a copy of task `from`'s rubric, when it has one (inside the caller's transaction). */
export async function copyTaskRubric(
  db: Kysely<Database>,
  input: { from: string; to: string; by: string; at: string },
): Promise<void> {
  const rubric = await db
    .selectFrom('task_rubrics')
    .select(['criteria', 'max_points'])
    .where('task_id', '=', input.from)
    .executeTakeFirst();
  if (!rubric) return;
  await db
    .insertInto('task_rubrics')
    .values({ task_id: input.to, ...rubric, updated_by: input.by, updated_at: input.at })
    .execute();
}

/** Removes a task's rubric; false when it had none. Graded work keeps its snapshot. */
export async function deleteTaskRubric(db: Db, taskId: string): Promise<boolean> {
  const result = await db.deleteFrom('task_rubrics').where('task_id', '=', taskId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many rubrics the reuse picker lists at most. */
const RUBRIC_LIST_MAX = 100;

/** The rubrics of live tasks in the member's classes (archived ones too), newest first; `q` filters task titles. */
export async function selectMemberRubrics(db: Db, member: Member, q: string | undefined) {
  let query = db
    .selectFrom('task_rubrics')
    .innerJoin('tasks', 'tasks.id', 'task_rubrics.task_id')
    .innerJoin('classes', 'classes.id', 'tasks.class_id')
    .where('tasks.deleted_at', 'is', null)
    .where('tasks.class_id', 'in', memberClassIds(db, member))
    .select([
      'task_rubrics.task_id',
      'task_rubrics.criteria',
      'task_rubrics.max_points',
      'task_rubrics.updated_at',
      'tasks.title as task_title',
      'classes.name as class_name',
    ]);
  if (q) query = query.where(ilike('tasks.title', containsPattern(q)));
  const rows = await query
    .orderBy('task_rubrics.updated_at', 'desc')
    .orderBy('task_rubrics.task_id')
    .limit(RUBRIC_LIST_MAX)
    .execute();
  return rows.map((row) => ({
    taskId: row.task_id,
    taskTitle: row.task_title,
    className: row.class_name,
    criteria: JSON.parse(row.criteria) as RubricCriterion[],
    maxPoints: Number(row.max_points),
    updatedAt: row.updated_at,
  }));
}

/**
 * The graded work of the class's students (latest attempts) that a rubric graded, of one task or
 * all live ones, by task then student: what the workbook's rubric sheet lists.
 */
export async function selectRubricGradedWork(db: Db, classId: string, taskId: string | undefined) {
  let query = db
    .selectFrom('submissions')
    .where('submissions.visible', '=', 1)
    .where('submissions.is_latest', '=', 1)
    .innerJoin('tasks', 'tasks.id', 'submissions.task_id')
    .innerJoin('users', 'users.id', 'submissions.student_id')
    .innerJoin('enrolments', (join) =>
      join.onRef('enrolments.student_id', '=', 'submissions.student_id').on('enrolments.class_id', '=', classId),
    )
    .where('submissions.class_id', '=', classId)
    .where('tasks.deleted_at', 'is', null)
    .where('submissions.status', '=', 'graded')
    .where('submissions.rubric_result', 'is not', null)
    .select([
      'submissions.task_id',
      'submissions.score',
      'submissions.rubric_result',
      'tasks.title as task_title',
      'tasks.deadline',
      'users.full_name as student_name',
    ]);
  if (taskId) query = query.where('submissions.task_id', '=', taskId);
  const rows = await query.orderBy('tasks.deadline').orderBy('tasks.id').orderBy('users.full_name').execute();
  return rows.map((row) => ({
    taskId: row.task_id,
    taskTitle: row.task_title,
    deadline: row.deadline,
    studentName: row.student_name,
    score: Number(row.score),
    result: readRubricResult(row.rubric_result)!,
  }));
}
