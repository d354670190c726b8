import { z } from 'zod';
import { msg, requiredString } from './common';

/**
 * The school's settings (docs/architecture.md §4 "The school", "Marks and terms"): its name, the
 * address printed on login cards, who may sign up as a teacher, the marks (baho) a score earns and
 * the terms (chorak) of the year.
 */
export const TEACHER_SIGNUP = ['open', 'invite'] as const;
export type TeacherSignup = (typeof TEACHER_SIGNUP)[number];

export const gradeScaleSchema = z
  .array(
    z.object({
      mark: z
        .number(msg('invalidType'))
        .int(msg('gradeScaleInvalid'))
        .min(1, msg('gradeScaleInvalid'))
        .max(12, msg('gradeScaleInvalid')),
      min: z.number(msg('invalidType')).min(0, msg('gradeScaleInvalid')).max(100, msg('gradeScaleInvalid')),
    }),
    msg('invalidType'),
  )
  .min(2, msg('gradeScaleInvalid'))
  .max(12, msg('gradeScaleInvalid'))
  // From the highest mark down, each needing less than the one above, the last from 0: every score has one mark.
  .refine(
    (scale) =>
      scale.every((step, i) => i === 0 || (step.mark < scale[i - 1]!.mark && step.min < scale[i - 1]!.min)) &&
      scale.at(-1)?.min === 0,
    msg('gradeScaleInvalid'),
  );
export type GradeScale = z.infer<typeof gradeScaleSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const termDate = requiredString('termsInvalid').refine(isDate, msg('termsInvalid'));

export const termsSchema = z
  .array(
    z.object({
      name: requiredString('termsInvalid').trim().min(1, msg('termsInvalid')).max(40, msg('tooLong')),
      start: termDate,
      end: termDate,
    }),
    msg('invalidType'),
  )
  .min(1, msg('termsInvalid'))
  .max(6, msg('termsInvalid'))
  // In order, each ending on or after its start and before the next one starts.
  .refine(
    (terms) => terms.every((term, i) => term.start <= term.end && (i === 0 || terms[i - 1]!.end < term.start)),
    msg('termsOverlap'),
  );
export type Terms = z.infer<typeof termsSchema>;

// The contract's default scale lives with the marking rules, which the web app's start loads without zod.
export { DEFAULT_GRADE_SCALE } from '../rules/marks';

/**
 * The four quarters of the school year `now` falls in (September to June), end to end so every
 * deadline of the year belongs to one: the autumn, winter and spring holidays sit inside them.
 */
export function defaultTerms(now: Date): Terms {
  const year = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const next = year + 1;
  return [
    { name: '1-chorak', start: `${year}-09-01`, end: `${year}-11-05` },
    { name: '2-chorak', start: `${year}-11-06`, end: `${year}-12-31` },
    { name: '3-chorak', start: `${next}-01-01`, end: `${next}-03-22` },
    { name: '4-chorak', start: `${next}-03-23`, end: `${next}-08-31` },
  ];
}

export const schoolSchema = z.object({
  name: z.string(),
  address: z.string(),
  teacherSignup: z.enum(TEACHER_SIGNUP),
  gradeScale: gradeScaleSchema,
  terms: termsSchema,
});
export type School = z.infer<typeof schoolSchema>;

export const schoolUpdateInput = z.object({
  name: requiredString('schoolNameRequired')
    .trim()
    .min(1, msg('schoolNameRequired'))
    .max(200, msg('tooLong'))
    .optional(),
  address: z.string(msg('invalidType')).trim().max(200, msg('tooLong')).optional(),
  teacherSignup: z.enum(TEACHER_SIGNUP, msg('teacherSignupInvalid')).optional(),
  gradeScale: gradeScaleSchema.optional(),
  terms: termsSchema.optional(),
});
export type SchoolUpdateInput = z.infer<typeof schoolUpdateInput>;
