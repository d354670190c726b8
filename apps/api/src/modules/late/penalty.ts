import { applyLatePenalty, cutoffPassed, daysLate } from '@sinfxona/domain/rules/late-policy';
import { SCHOOL_TIME_ZONE } from '@sinfxona/domain/rules/marks';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/errors';

/**
 * The school's time zone, which days late and cut-offs are counted in. The school settings keep
 * none yet, so it is the default (Asia/Tashkent); a stored setting would be read here.
 */
export const schoolTimeZone = () => SCHOOL_TIME_ZONE;

/** What a hand-in's lateness depends on: the task's deadline, the student's own, an excusal, the class's cut-off. */
export interface HandInTask {
  deadline: string;
  own_deadline: string | null;
  excused_id: string | null;
  late_cutoff_days: number | null;
}

const ownDeadline = (task: HandInTask) => task.own_deadline ?? task.deadline;

/**
 * Refuses a hand-in once the class's cut-off has passed for the student's own deadline (their
 * extension when they have one); an excused student, and work sent back for revision, may still
 * come in.
 */
export function assertHandInOpen(task: HandInTask, options: { revising?: boolean } = {}, now = new Date()): void {
  if (task.excused_id || options.revising) return;
  const cutoff = task.late_cutoff_days === null ? null : Number(task.late_cutoff_days);
  if (cutoffPassed(now, ownDeadline(task), cutoff, schoolTimeZone()))
    throw new AppError(403, 'FORBIDDEN', 'lateCutoffPassed');
}

/** Calendar days the hand-in is late by the student's own deadline (0 on time). */
export const handInDaysLate = (task: HandInTask, now: Date) => daysLate(now, ownDeadline(task), schoolTimeZone());

/** What a grade stores besides the score: the teacher's raw score, the penalty taken, the days late. */
export interface LateGrade {
  rawScore: number;
  latePenalty: number | null;
  daysLate: number;
}

/** What the class's late policy makes of a piece of work: its days late and the policy that applies to it. */
export interface WorkLateness {
  daysLate: number;
  policy: { perDayPercent: number; floor: number };
}

/**
 * The work's lateness under its class's late policy as it is now, counted against the student's
 * current own deadline (an extension given after the hand-in counts); an excused student loses
 * nothing. Read before the grade is known, beside the grade's other reads.
 */
export async function workLateness(
  db: Db,
  work: { task_id: string; student_id: string; submitted_at: string },
): Promise<WorkLateness> {
  const row = await db
    .selectFrom('tasks')
    .innerJoin('classes', 'classes.id', 'tasks.class_id')
    .leftJoin('task_extensions', (join) =>
      join.onRef('task_extensions.task_id', '=', 'tasks.id').on('task_extensions.student_id', '=', work.student_id),
    )
    .leftJoin('task_excusals', (join) =>
      join.onRef('task_excusals.task_id', '=', 'tasks.id').on('task_excusals.student_id', '=', work.student_id),
    )
    .select([
      'tasks.deadline',
      'task_extensions.deadline as own_deadline',
      'task_excusals.student_id as excused_id',
      'classes.late_penalty_per_day',
      'classes.late_penalty_floor',
    ])
    .where('tasks.id', '=', work.task_id)
    .executeTakeFirstOrThrow();
  return {
    daysLate: daysLate(work.submitted_at, row.own_deadline ?? row.deadline, schoolTimeZone()),
    policy: row.excused_id
      ? { perDayPercent: 0, floor: 0 }
      : { perDayPercent: Number(row.late_penalty_per_day), floor: Number(row.late_penalty_floor) },
  };
}

/**
 * The final score of work graded `rawScore` with its lateness. The stored numbers stay as graded
 * when the policy changes later.
 */
export function lateGrade(lateness: WorkLateness, rawScore: number): LateGrade & { score: number } {
  const { score, penalty } = applyLatePenalty(rawScore, lateness.daysLate, lateness.policy);
  return { score, rawScore, latePenalty: penalty, daysLate: lateness.daysLate };
}
