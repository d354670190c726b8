import { SCHOOL_TIME_ZONE, schoolDate } from './marks';

/** A class's late policy: percent off the score per day late, the score it never goes below, days until refused. */
export interface LatePolicy {
  /** 0–100: percent of the raw score taken off for each day late (0: no penalty). */
  perDayPercent: number;
  /** 0–100: the lowest score the penalty can bring work to. */
  floor: number;
  /** Days after the deadline's day until hand-ins are refused; null: never refused. */
  cutoffDays: number | null;
}

export const NO_LATE_POLICY: LatePolicy = { perDayPercent: 0, floor: 0, cutoffDays: null };

const DAY_MS = 86_400_000;

/** Days from one calendar date (YYYY-MM-DD) to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Calendar days late in the school's time zone: from the deadline's day to the hand-in's day,
 * at least 1 when handed in after the deadline (a minute late the same evening is a day late),
 * 0 when on time.
 */
export function daysLate(submittedAt: string | Date, deadline: string | Date, timeZone = SCHOOL_TIME_ZONE): number {
  const submitted = new Date(submittedAt);
  const due = new Date(deadline);
  if (submitted.getTime() <= due.getTime()) return 0;
  return Math.max(1, daysBetween(schoolDate(due, timeZone), schoolDate(submitted, timeZone)));
}

/**
 * The final score after the late penalty: `perDayPercent` of the raw score per day late, never
 * below `floor` (work already below the floor loses nothing), to one decimal. `penalty` is the
 * points taken off, null when nothing was.
 */
export function applyLatePenalty(
  rawScore: number,
  days: number,
  policy: Pick<LatePolicy, 'perDayPercent' | 'floor'>,
): { score: number; penalty: number | null } {
  if (days <= 0 || policy.perDayPercent <= 0) return { score: rawScore, penalty: null };
  const reduced = rawScore - (rawScore * policy.perDayPercent * days) / 100;
  const score = round1(Math.max(reduced, Math.min(rawScore, policy.floor)));
  const penalty = round1(rawScore - score);
  return penalty > 0 ? { score, penalty } : { score: rawScore, penalty: null };
}

/**
 * Whether hand-ins are refused: once the end of the school day `deadline + cutoffDays` has passed
 * (0: right after the deadline). Null cut-off: never.
 */
export function cutoffPassed(
  now: string | Date,
  deadline: string | Date,
  cutoffDays: number | null,
  timeZone = SCHOOL_TIME_ZONE,
): boolean {
  if (cutoffDays === null) return false;
  const at = new Date(now);
  const due = new Date(deadline);
  if (at.getTime() <= due.getTime()) return false;
  if (cutoffDays === 0) return true;
  return schoolDate(at, timeZone) > addDays(schoolDate(due, timeZone), cutoffDays);
}

/** The last instant hand-ins are taken (for showing): null when never refused. */
export function cutoffDay(deadline: string | Date, cutoffDays: number | null, timeZone = SCHOOL_TIME_ZONE) {
  if (cutoffDays === null) return null;
  return addDays(schoolDate(deadline, timeZone), cutoffDays);
}
