import { z } from 'zod';
import { idSchema, msg, requiredString } from './common';
import { ROSTER_STATUSES } from './marks';
import { progressSchema } from './submissions';
import { taskSchema } from './tasks';

/**
 * Guardians (parents) (docs/architecture.md §4 "Guardians (parents)"): link codes, a student's
 * guardians, a guardian's children and their work.
 */

/** A guardian link code is 8 characters of the join-code alphabet, valid 7 days, used once. */
export const GUARDIAN_CODE_LENGTH = 8;
export const GUARDIAN_CODE_DAYS = 7;

/** A student makes a code for themself (no body); an admin names the student. */
export const guardianCodeInput = z.preprocess((value) => value ?? {}, z.object({ studentId: idSchema.optional() }));

export const guardianCodeSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type GuardianCode = z.infer<typeof guardianCodeSchema>;

/** What a guardian types (spaces, dashes and case forgiven). */
export const guardianLinkInput = z.object({
  code: requiredString('guardianCodeRequired')
    .max(50, msg('guardianCodeInvalid'))
    .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
    .pipe(z.string().min(1, msg('guardianCodeRequired'))),
});
export type GuardianLinkInput = z.infer<typeof guardianLinkInput>;

/** One of a student's guardians, as the student sees them. */
export const guardianSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export type Guardian = z.infer<typeof guardianSchema>;

export const childClassSchema = z.object({ _id: z.string(), name: z.string(), subject: z.string().nullable() });

/** A guardian's child: their classes and figures across them. */
export const childSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  classes: z.array(childClassSchema),
  progress: progressSchema,
  linkedAt: z.string(),
});
export type Child = z.infer<typeof childSchema>;

/** A task of the child's classes as the child sees it, with where their work stands. */
export const childTaskSchema = taskSchema.extend({ status: z.enum(ROSTER_STATUSES) });
export type ChildTask = z.infer<typeof childTaskSchema>;
