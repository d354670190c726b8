import type { GradeScale, Terms } from '../schemas/school';

/** The official correspondence of a 100-point score to a mark (86 → 5, 71 → 4, 56 → 3, else 2). */
export const DEFAULT_GRADE_SCALE: GradeScale = [
  { mark: 5, min: 86 },
  { mark: 4, min: 71 },
  { mark: 3, min: 56 },
  { mark: 2, min: 0 },
];

/**
 * The mark (baho) a 0–100 score earns on the school's scale (docs/architecture.md §4 "Marks and
 * terms"): the first step from the top whose `min` the score reaches. The scale ends at 0, so
 * every score has one; 85.5 is below 86 and earns a 4.
 */
export function markOf(score: number, scale: GradeScale): number {
  const step = scale.find((candidate) => score >= candidate.min) ?? scale[scale.length - 1]!;
  return step.mark;
}

/** A mark, or null when there is no score to mark (nothing graded). */
export function markOrNull(score: number | null | undefined, scale: GradeScale): number | null {
  return score === null || score === undefined ? null : markOf(score, scale);
}

/** The time zone a school's calendar dates are in unless it says otherwise. */
export const SCHOOL_TIME_ZONE = 'Asia/Tashkent';

/** The calendar date (YYYY-MM-DD) of an instant in the school's time zone. */
export function schoolDate(instant: string | Date, timeZone = SCHOOL_TIME_ZONE): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/**
 * The term (1-based, as `?term=N` names it) an instant falls in by the school's calendar, or null
 * when it is outside every term (the summer, another year). A task belongs to the term of its
 * deadline: a deadline late in the evening of a term's last day is still in that term.
 */
export function termOf(instant: string | Date, terms: Terms, timeZone = SCHOOL_TIME_ZONE): number | null {
  const day = schoolDate(instant, timeZone);
  const index = terms.findIndex((term) => term.start <= day && day <= term.end);
  return index === -1 ? null : index + 1;
}

/** How many of each mark, every mark of the scale present (0 when none); keyed by the mark. */
export function markCounts(marks: Iterable<number>, scale: GradeScale): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(scale.map((step) => [String(step.mark), 0]));
  for (const mark of marks) counts[String(mark)] = (counts[String(mark)] ?? 0) + 1;
  return counts;
}

/** The colour a mark is shown in (with its word beside it): the top mark green down to the lowest red. */
export type MarkColor = 'green' | 'blue' | 'yellow' | 'red';
export function markColor(mark: number, scale: GradeScale): MarkColor {
  const rank = scale.findIndex((step) => step.mark === mark);
  if (rank <= 0) return rank === 0 ? 'green' : 'red';
  if (rank === scale.length - 1) return 'red';
  return rank === 1 ? 'blue' : 'yellow';
}
