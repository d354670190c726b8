import { z } from 'zod';
import { idSchema, msg } from './common';

/**
 * Copying tasks across classes and the private calendar feed (docs/architecture.md §4 "Class
 * stream, scheduling and the calendar").
 */

/** At most this many classes in one copy. */
export const COPY_CLASSES_MAX = 20;
/** A copy's deadline moves by at most this many days either way (reusing a task of a class years old). */
export const SHIFT_DAYS_MAX = 3650;

export const taskCopyInput = z.object({
  classIds: z
    .array(idSchema, msg('copyClassesRequired'))
    .min(1, msg('copyClassesRequired'))
    .max(COPY_CLASSES_MAX, msg('copyClassesRequired'))
    .refine((ids) => new Set(ids).size === ids.length, msg('copyClassesRepeated')),
  shiftDays: z
    .number(msg('shiftDaysInvalid'))
    .int(msg('shiftDaysInvalid'))
    .min(-SHIFT_DAYS_MAX, msg('shiftDaysInvalid'))
    .max(SHIFT_DAYS_MAX, msg('shiftDaysInvalid'))
    .default(0),
});
export type TaskCopyInput = z.input<typeof taskCopyInput>;

/** A copy's deadline: the original's moved by whole days (24 h each, in UTC). */
export function shiftedDeadline(deadline: string, shiftDays: number): string {
  return new Date(Date.parse(deadline) + shiftDays * 86_400_000).toISOString();
}

/** The user's private feed: an absolute URL anyone holding it may read, until a new one replaces it. */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/**
 * The shift that reuses an old task with a deadline on the same weekday and time: the fewest whole
 * weeks (0 when it is still ahead) that put it at least a day from `now`.
 */
export function weeklyShiftDays(deadline: string, now = Date.now()): number {
  const behind = now + 86_400_000 - Date.parse(deadline);
  return behind <= 0 ? 0 : Math.ceil(behind / (7 * 86_400_000)) * 7;
}
