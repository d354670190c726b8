import type { Excusal, RosterEntry, RosterStatus } from '@sinfxona/domain/schemas/marks';
import type { Actor, Deps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import { isEnrolled } from '../classes/queries';
import { toSubmission, type SubmissionDetailRow } from '../submissions/queries';
import { readMarking } from './marking';
import {
  deleteExcusal,
  findLatestWork,
  findTeachersTask,
  insertExcusal,
  selectExcusals,
  selectRosterRows,
} from './task-repository';

type ExcusalRow = Awaited<ReturnType<typeof selectExcusals>>[number];

function toExcusal(row: ExcusalRow): Excusal {
  return {
    studentId: row.student_id,
    taskId: row.task_id,
    excusedAt: row.excused_at,
    excusedBy: { _id: row.excused_by, fullName: row.excused_by_name },
  };
}

/** A student's status on the task from their latest attempt, or from their own deadline when there is none. */
function statusOf(work: SubmissionDetailRow | undefined, deadline: string, now: Date): RosterStatus {
  if (work?.status === 'graded') return 'graded';
  if (work?.status === 'returned') return 'returned';
  if (work) return Number(work.is_late) ? 'late' : 'submitted';
  return now.getTime() > Date.parse(deadline) ? 'missing' : 'assigned';
}

async function teachersTask(deps: Deps, actor: Actor, taskId: string) {
  const task = await findTeachersTask(deps.db, actor, taskId);
  if (!task) throw notFound('taskNotFound');
  return task;
}

/** Every student of the task's class, whether they handed in or not, by name (its teachers and an admin). */
export async function taskRoster(deps: Deps, actor: Actor, input: { taskId: string }, now = new Date()) {
  const task = await teachersTask(deps, actor, input.taskId);
  const [rows, { scale }] = await Promise.all([selectRosterRows(deps.db, task), readMarking(deps.db)]);
  const work = new Map(rows.work.map((row) => [row.student_id, row]));
  const extensions = new Map(rows.extensions.map((row) => [row.student_id, row.deadline]));
  const excusals = new Map(rows.excusals.map((row) => [row.student_id, row]));
  return rows.students.map((student): RosterEntry => {
    const own = work.get(student.id);
    const extension = extensions.get(student.id);
    const excusal = excusals.get(student.id);
    return {
      student: { _id: student.id, fullName: student.full_name },
      status: statusOf(own, extension ?? task.deadline, now),
      attempt: own ? Number(own.attempt) : 0,
      ...(own ? { submission: toSubmission(own, deps.signer, scale) } : {}),
      ...(extension ? { extension: { deadline: extension } } : {}),
      ...(excusal ? { excused: toExcusal(excusal) } : {}),
    };
  });
}

/**
 * Excuses a student of the task's class from it: their missing work is left out of their figures.
 * Only a task the student handed nothing in for may be excused (handed-in work is graded, not
 * excused); grading goes on in an archived class, and so does this.
 */
export async function excuseTask(
  deps: Deps,
  actor: Actor,
  input: { taskId: string; studentId: string },
): Promise<Excusal & { classId: string }> {
  const task = await teachersTask(deps, actor, input.taskId);
  if (!(await isEnrolled(deps.db, task.class_id, input.studentId))) throw notFound('studentNotInClass');
  const work = await findLatestWork(deps.db, task.id, input.studentId);
  if (work) throw conflict('excuseHandedIn');
  await insertExcusal(deps.db, { task_id: task.id, student_id: input.studentId, excused_by: actor.id });
  const [row] = await selectExcusals(deps.db, task.id, input.studentId);
  return { ...toExcusal(row!), classId: task.class_id };
}

/** Takes an excusal back: the work counts as missing again once past its deadline. */
export async function unexcuseTask(
  deps: Deps,
  actor: Actor,
  input: { taskId: string; studentId: string },
): Promise<{ classId: string }> {
  const task = await teachersTask(deps, actor, input.taskId);
  if (!(await deleteExcusal(deps.db, task.id, input.studentId))) throw notFound('excusalNotFound');
  return { classId: task.class_id };
}
