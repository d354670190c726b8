import { z } from 'zod';
import { msg } from './common';
import { submissionSchema } from './submissions';

/**
 * Marks and terms in answers (docs/architecture.md §4 "Marks and terms"): the distribution of
 * marks, a task's roster, a student's report card.
 */

/** How many graded pieces of work earned each mark of the school's scale: `{ '5': 3, '4': 1, '3': 0, '2': 0 }`. */
export const markDistribution = z.record(z.string(), z.number().int());
export type MarkDistribution = z.infer<typeof markDistribution>;

/** `?term=N`: the N-th term of the school's year (1 for the first quarter); absent or empty: none named. */
export const termNumber = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce
    .number(msg('termInvalid'))
    .int(msg('termInvalid'))
    .min(1, msg('termInvalid'))
    .max(12, msg('termInvalid'))
    .optional(),
);

export const termRefSchema = z.object({
  /** 1-based, as `?term=N` names it. */
  number: z.number().int(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
});
export type TermRef = z.infer<typeof termRefSchema>;

export const ROSTER_STATUSES = ['missing', 'assigned', 'submitted', 'late', 'returned', 'graded'] as const;
export type RosterStatus = (typeof ROSTER_STATUSES)[number];

/** A teacher's choice that a student's missing work is excused: left out of their averages. */
export const excusalSchema = z.object({
  studentId: z.string(),
  taskId: z.string(),
  excusedAt: z.string(),
  excusedBy: z.object({ _id: z.string(), fullName: z.string() }),
});
export type Excusal = z.infer<typeof excusalSchema>;

/**
 * One student of a task's class: `missing` (nothing handed in, past their deadline), `assigned`
 * (nothing yet, still time), `submitted` (on time, not graded), `late`, `returned` (for
 * revision), `graded`; `attempt` is the latest attempt's number (0 when nothing was handed in).
 */
export const rosterEntrySchema = z.object({
  student: z.object({ _id: z.string(), fullName: z.string() }),
  status: z.enum(ROSTER_STATUSES),
  attempt: z.number().int(),
  submission: submissionSchema.optional(),
  /** The student's own later deadline. */
  extension: z.object({ deadline: z.string() }).optional(),
  /** Missing work the teacher excused. */
  excused: excusalSchema.optional(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

export const reportCardClassSchema = z.object({
  classId: z.string(),
  className: z.string(),
  subject: z.string().nullable(),
  /** Mean score of the term's graded tasks, one decimal; 0 when none. */
  averageScore: z.number(),
  /** The mark of `averageScore`; null when nothing of the term is graded. */
  mark: z.number().int().nullable(),
  graded: z.number().int(),
  /** Tasks past their deadline (and the student's extension) with nothing handed in, not excused. */
  missing: z.number().int(),
});
export const reportCardSchema = z.object({
  student: z.object({ _id: z.string(), fullName: z.string() }),
  term: termRefSchema,
  classes: z.array(reportCardClassSchema),
});
export type ReportCard = z.infer<typeof reportCardSchema>;
