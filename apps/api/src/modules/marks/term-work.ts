import { markOf, termOf } from '@sinfxona/domain/rules/marks';
import { roundAverage } from '@sinfxona/domain/rules/progress';
import type { GradeScale, Terms } from '@sinfxona/domain/schemas/school';
import type { ClassWork } from './repository';

/**
 * One student's standing on one task: `graded` (a score and its mark), `submitted` (waiting for
 * a grade), `returned` (sent back for revision), `missing` (nothing handed in, past their own
 * deadline), `excused` (missing, and the teacher excused it), `assigned` (nothing yet, still time).
 */
export type CellState = 'graded' | 'submitted' | 'returned' | 'missing' | 'excused' | 'assigned';
export interface WorkCell {
  state: CellState;
  score: number | null;
  mark: number | null;
}

/** A student's figures over some tasks: graded work averaged, missing work counted apart (never as 0). */
export interface WorkSummary {
  averageScore: number;
  mark: number | null;
  graded: number;
  missing: number;
  excused: number;
}

type Task = ClassWork['tasks'][number];

/** The tasks of term `number` (by their deadline's date), or all of them when no term is named. */
export function tasksOfTerm<T extends Pick<Task, 'deadline'>>(tasks: T[], terms: Terms, number?: number): T[] {
  return number === undefined ? tasks : tasks.filter((task) => termOf(task.deadline, terms) === number);
}

/** Looks up each student's cell on each task from the rows read once for the classes. */
export function workCells(work: ClassWork, scale: GradeScale, now: Date) {
  const key = (studentId: string, taskId: string) => `${studentId}:${taskId}`;
  const latest = new Map(work.work.map((row) => [key(row.student_id, row.task_id), row]));
  const extended = new Map(work.extensions.map((row) => [key(row.student_id, row.task_id), row.deadline]));
  const excused = new Set(work.excusals.map((row) => key(row.student_id, row.task_id)));
  return (studentId: string, task: Pick<Task, 'id' | 'deadline'>): WorkCell => {
    const id = key(studentId, task.id);
    const row = latest.get(id);
    if (row?.status === 'graded') {
      const score = Number(row.score);
      return { state: 'graded', score, mark: markOf(score, scale) };
    }
    if (row?.status === 'submitted') return { state: 'submitted', score: null, mark: null };
    if (row?.status === 'returned') return { state: 'returned', score: null, mark: null };
    if (excused.has(id)) return { state: 'excused', score: null, mark: null };
    const due = Date.parse(extended.get(id) ?? task.deadline);
    return { state: now.getTime() > due ? 'missing' : 'assigned', score: null, mark: null };
  };
}

/** The mean score of the graded cells with its mark; missing and excused counted apart. */
export function summarise(cells: WorkCell[], scale: GradeScale): WorkSummary {
  const scores = cells.filter((cell) => cell.state === 'graded').map((cell) => cell.score!);
  const mean = scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : null;
  const averageScore = roundAverage(mean);
  return {
    averageScore,
    mark: mean === null ? null : markOf(averageScore, scale),
    graded: scores.length,
    missing: cells.filter((cell) => cell.state === 'missing').length,
    excused: cells.filter((cell) => cell.state === 'excused').length,
  };
}
