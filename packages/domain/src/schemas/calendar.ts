import { z } from 'zod';
import { idSchema, msg } from './common';

/**
 * Copying tasks across classes and the private calendar feed (docs/architecture.md §4 "Class
 * stream, scheduling and the calendar").
 */

/** At most this many classes in one copy. */
export const COPY_CLASSES_MAX = 20;
/** A copy's deadline moves by at most this many days either way. */
export const SHIFT_DAYS_MAX = 365;

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
