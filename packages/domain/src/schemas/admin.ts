import { z } from 'zod';
import { ROLES } from '../constants';
import { emailSchema, fullNameSchema, userSchema } from './auth';
import { msg, pageQuery, searchField } from './common';
import { markDistribution } from './marks';

/** The school's administration (docs/architecture.md §4 "The school"): /api/admin/*, admins only. */

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const INVITATION_DAYS_DEFAULT = 7;
export const INVITATION_DAYS_MAX = 30;

export const invitationCreateInput = z.object({
  email: z.preprocess(emptyToUndefined, emailSchema.optional()),
  expiresInDays: z.preprocess(
    emptyToUndefined,
    z
      .number(msg('invalidType'))
      .int(msg('expiresInDaysInvalid'))
      .min(1, msg('expiresInDaysInvalid'))
      .max(INVITATION_DAYS_MAX, msg('expiresInDaysInvalid'))
      .default(INVITATION_DAYS_DEFAULT),
  ),
});
export type InvitationCreateInput = z.infer<typeof invitationCreateInput>;

export const invitationSchema = z.object({
  code: z.string(),
  url: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationParams = z.object({
  code: z.string(msg('invalidType')).max(64, msg('invitationNotFound')),
});

/** The people filter's `classId` for those in no class (no enrolment in, and teaching no, active class). */
export const NO_CLASS = 'none';

export const adminUserListQuery = pageQuery.extend({
  role: z.preprocess(emptyToUndefined, z.enum(ROLES, msg('roleInvalid')).optional()),
  search: searchField,
  active: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], msg('invalidType')).optional()),
  /** The members (teachers and students) of one class, or NO_CLASS. */
  classId: z.preprocess(emptyToUndefined, z.string(msg('invalidType')).max(64, msg('classNotFound')).optional()),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

/** What an admin changes of an account: its name, teacher ↔ admin, active or not. */
export const adminUserUpdateInput = z.object({
  fullName: fullNameSchema.optional(),
  role: z.enum(['teacher', 'admin'], msg('roleChangeInvalid')).optional(),
  active: z.boolean(msg('invalidType')).optional(),
});
export type AdminUserUpdateInput = z.infer<typeof adminUserUpdateInput>;

export const adminUserSchema = userSchema;

export const auditEntrySchema = z.object({
  at: z.string(),
  actor: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** The school's figures on the admin's dashboard (GET /api/admin/stats). */
export const schoolStatsSchema = z.object({
  /** Classes not archived. */
  classes: z.number().int(),
  /** Active accounts of each role. */
  teachers: z.number().int(),
  students: z.number().int(),
  admins: z.number().int(),
  /** Work handed in during the last 7 days (every attempt), on tasks not deleted. */
  submissionsThisWeek: z.number().int(),
  /** Classes not archived that nobody teaches. */
  classesWithoutTeacher: z.number().int(),
  /** Active students enrolled in no class that is not archived. */
  studentsInNoClass: z.number().int(),
  /**
   * How many graded pieces of work of the classes not archived earned each mark of the school's
   * scale (the latest attempt of each, on tasks not deleted): `{ '5': n, '4': n, '3': n, '2': n }`.
   */
  marks: markDistribution,
});
export type SchoolStats = z.infer<typeof schoolStatsSchema>;
