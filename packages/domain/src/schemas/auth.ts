import { z } from 'zod';
import { EMAIL_MAX, FULL_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, ROLES, SIGNUP_ROLES } from '../constants';
import { USERNAME_PATTERN } from '../rules/usernames';
import { msg, requiredString } from './common';

const roleSchema = z.enum(ROLES, msg('roleInvalid'));
const signupRoleSchema = z.enum(SIGNUP_ROLES, msg('roleInvalid'));

/**
 * Characters a name never needs and a spoof does: control characters (a line break would split
 * the name in a spreadsheet), bidi embeddings, overrides, isolates and marks (U+202E shows
 * "Ali\u202Eavon" as another name), and zero-width characters (two names that look alike).
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;

export const fullNameSchema = requiredString('fullNameRequired')
  .trim()
  .min(1, { error: 'fullNameRequired', abort: true })
  .max(FULL_NAME_MAX, msg('tooLong'))
  .refine((name) => !HIDDEN_CHARACTERS.test(name), msg('fullNameCharacters'));

/** E-mails are kept lower-cased and trimmed (docs/architecture.md §5). */
export const emailSchema = requiredString('emailRequired')
  .trim()
  .toLowerCase()
  .min(1, { error: 'emailRequired', abort: true })
  .max(EMAIL_MAX, msg('tooLong'))
  .pipe(z.email(msg('emailInvalid')));

const passwordSchema = requiredString('passwordRequired')
  .min(1, { error: 'passwordRequired', abort: true })
  .min(PASSWORD_MIN, msg('passwordMin'))
  .max(PASSWORD_MAX, msg('tooLong'));

export const registerInput = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: signupRoleSchema,
  inviteCode: z.string(msg('invalidType')).max(200, msg('tooLong')).optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

/**
 * A sign-in: `login` is an e-mail or a username, compared without case; `{ email, password }`, as
 * the spec's form sends it, keeps working. A login checks only presence: old accounts may predate
 * a rule, and the hash decides.
 */
export const loginInput = z.preprocess(
  (value) =>
    value !== null && typeof value === 'object' && !('login' in value) && 'email' in value
      ? { ...value, login: (value as { email: unknown }).email }
      : value,
  z.object({
    login: requiredString('loginRequired')
      .trim()
      .toLowerCase()
      .min(1, { error: 'loginRequired', abort: true })
      .max(EMAIL_MAX, msg('tooLong'))
      .refine((login) => USERNAME_PATTERN.test(login) || z.email().safeParse(login).success, msg('loginInvalid')),
    password: requiredString('passwordRequired').min(1, msg('passwordRequired')).max(PASSWORD_MAX, msg('tooLong')),
  }),
);
export type LoginInput = z.infer<typeof loginInput>;

const optionalText = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string(msg('invalidType')).max(PASSWORD_MAX, msg('tooLong')).optional(),
);

export const profileUpdateInput = z
  .object({
    fullName: fullNameSchema,
    // A pupil made from a roster may have no e-mail: leaving it out keeps the one there is (or none).
    email: z.preprocess((value) => (value === '' || value === null ? undefined : value), emailSchema.optional()),
    currentPassword: optionalText,
    newPassword: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.string(msg('invalidType')).min(PASSWORD_MIN, msg('passwordMin')).max(PASSWORD_MAX, msg('tooLong')).optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword && !value.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'currentPasswordRequired' });
    }
  });
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;

export const userSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  role: roleSchema,
  /** A one-time password is in use: every route but the profile's password change answers 403 PASSWORD_CHANGE_REQUIRED. */
  mustChangePassword: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResult = z.object({ token: z.string(), user: userSchema });
export type AuthResult = z.infer<typeof authResult>;

/** One of the caller's sign-ins (docs/architecture.md §4 "Sessions"); `current` is the one asking. */
export const sessionSchema = z.object({
  _id: z.string(),
  current: z.boolean(),
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;
