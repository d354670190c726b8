import { z } from 'zod';
import { latePolicySchema } from './late';
import { CLASS_NAME_MAX, CLASS_NAME_MIN, CLASS_SUBJECT_MAX } from '../constants';
import { emailSchema } from './auth';
import { idSchema, msg, requiredString } from './common';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const classNameSchema = requiredString('classNameRequired')
  .trim()
  .min(1, { error: 'classNameRequired', abort: true })
  .min(CLASS_NAME_MIN, msg('classNameMin'))
  .max(CLASS_NAME_MAX, msg('classNameMax'));

const subjectSchema = z.preprocess(
  emptyToUndefined,
  z.string(msg('invalidType')).trim().max(CLASS_SUBJECT_MAX, msg('subjectMax')).optional(),
);

/** A class a task or video belongs to: required on create, with the spec-style message. */
export const classIdField = z
  .string({ error: (issue) => (issue.input == null ? 'classRequired' : 'idInvalid') })
  .pipe(idSchema);

export const classCreateInput = z.object({ name: classNameSchema, subject: subjectSchema });
export type ClassCreateInput = z.infer<typeof classCreateInput>;

export const classUpdateInput = z.object({
  name: classNameSchema.optional(),
  // An empty subject clears it; leaving it out keeps it.
  subject: z.string(msg('invalidType')).trim().max(CLASS_SUBJECT_MAX, msg('subjectMax')).nullable().optional(),
  joinEnabled: z.boolean(msg('invalidType')).optional(),
  /** Whether guardians read the teacher's written feedback on their child's work. */
  guardiansSeeFeedback: z.boolean(msg('invalidType')).optional(),
  /** Whether the class's stream takes comments (each post may still turn its own off). */
  streamComments: z.boolean(msg('invalidType')).optional(),
  archived: z.boolean(msg('invalidType')).optional(),
});
export type ClassUpdateInput = z.infer<typeof classUpdateInput>;

/** A join code as typed: case and spaces (and dashes) do not matter. */
export const joinClassInput = z.object({
  code: requiredString('joinCodeRequired')
    .max(50, msg('joinCodeInvalid'))
    .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
    .pipe(z.string().min(1, msg('joinCodeRequired'))),
});
export type JoinClassInput = z.infer<typeof joinClassInput>;

export const rosterEmailInput = z.object({ email: emailSchema });

const emptyToNone = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A student invited by e-mail or by username (a pupil from a roster may have no e-mail). */
export const studentInviteInput = z
  .object({
    email: z.preprocess(emptyToNone, emailSchema.optional()),
    username: z.preprocess(
      emptyToNone,
      z.string(msg('invalidType')).trim().toLowerCase().max(64, msg('tooLong')).optional(),
    ),
  })
  .refine((input) => input.email !== undefined || input.username !== undefined, {
    message: 'loginRequired',
    path: ['email'],
  });
export type StudentInviteInput = z.infer<typeof studentInviteInput>;

/** A student's invitation to a class (docs/architecture.md §4 "Consent"). */
export const classInvitationSchema = z.object({
  class: z.object({ _id: z.string(), name: z.string(), subject: z.string().nullable() }),
  student: z.object({ _id: z.string(), fullName: z.string() }),
  invitedBy: z.object({ _id: z.string(), fullName: z.string() }),
  status: z.literal('invited'),
  createdAt: z.string(),
});
export type ClassInvitation = z.infer<typeof classInvitationSchema>;

export const classListQuery = z.object({
  archived: z.preprocess(
    (value) => (value === undefined || value === '' ? 'false' : value),
    z.enum(['true', 'false'], msg('invalidType')).transform((value) => value === 'true'),
  ),
});

export const classMemberParams = z.object({ id: idSchema, userId: idSchema });

export const classSchema = z.object({
  _id: z.string(),
  name: z.string(),
  subject: z.string().nullable(),
  /** Only the class's teachers see the code; null for students. */
  joinCode: z.string().nullable(),
  joinEnabled: z.boolean().nullable(),
  /** Whether guardians read the written feedback (its teachers' choice; null for students). */
  guardiansSeeFeedback: z.boolean().nullable().optional(),
  /** Whether the stream takes comments (its teachers' choice; null for students). */
  streamComments: z.boolean().nullable().optional(),
  archived: z.boolean(),
  teachers: z.array(z.object({ _id: z.string(), fullName: z.string() })),
  studentCount: z.number().int(),
  taskCount: z.number().int(),
  createdAt: z.string(),
  /** Percent off per day late, the floor, days until hand-ins are refused (modules/late). */
  latePolicy: latePolicySchema.optional(),
});
export type SchoolClass = z.infer<typeof classSchema>;

/** A task or video names its class. */
export const classRefFields = { classId: z.string(), className: z.string() };
