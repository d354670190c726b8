import { z } from 'zod';
import { idSchema, isoDateTime, msg, requiredString } from './common';
import { RETURN_FEEDBACK_MAX } from '../constants';

/** A class's late policy (rules/late-policy.ts): percent off per day, the floor, days until refused. */
export const latePolicySchema = z.object({
  perDayPercent: z.number(),
  floor: z.number(),
  cutoffDays: z.number().int().nullable(),
});
export type LatePolicyAnswer = z.infer<typeof latePolicySchema>;

const percent = (key: 'latePerDayRange' | 'lateFloorRange') =>
  z
    .number(msg(key))
    .min(0, msg(key))
    .max(100, msg(key))
    .transform((value) => Math.round(value * 10) / 10);

export const latePolicyInput = z.object({
  perDayPercent: percent('latePerDayRange'),
  floor: percent('lateFloorRange'),
  cutoffDays: z
    .number(msg('lateCutoffRange'))
    .int(msg('lateCutoffRange'))
    .min(0, msg('lateCutoffRange'))
    .max(60, msg('lateCutoffRange'))
    .nullable(),
});
export type LatePolicyInput = z.infer<typeof latePolicyInput>;

export const BULK_STUDENTS_MAX = 200;

const studentIds = z
  .array(idSchema, msg('bulkStudentsRequired'))
  .min(1, msg('bulkStudentsRequired'))
  .max(BULK_STUDENTS_MAX, msg('bulkStudentsRequired'))
  // the same student twice is done once
  .transform((ids) => [...new Set(ids)]);

/** `?studentIds=a,b,c`: the ZIP of a selection of the roster. */
export const archiveQuery = z.object({
  studentIds: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? value.split(',').map((id) => id.trim()) : undefined),
    z.array(idSchema).max(BULK_STUDENTS_MAX, msg('bulkStudentsRequired')).optional(),
  ),
});

/** One action on several students' work at a task (the roster's bulk bar). */
export const bulkInput = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('extend'), studentIds, deadline: isoDateTime('deadlineRequired') }),
    z.object({
      action: z.literal('return'),
      studentIds,
      feedback: requiredString('returnFeedbackRequired')
        .trim()
        .min(1, { error: 'returnFeedbackRequired', abort: true })
        .max(RETURN_FEEDBACK_MAX, msg('feedbackTooLong')),
    }),
    z.object({ action: z.literal('release'), studentIds }),
  ],
  msg('bulkActionInvalid'),
);
export type BulkInput = z.infer<typeof bulkInput>;

export const bulkResultSchema = z.object({
  done: z.array(z.string()),
  /** Each student left as they were, with the message key saying why. */
  skipped: z.array(z.object({ studentId: z.string(), reason: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
