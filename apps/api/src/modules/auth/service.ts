import { randomUUID } from 'node:crypto';
import type { RegisterInput } from '@sinfxona/domain/schemas/auth';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import { AppError, conflict, CredentialsError } from '../../lib/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { sameSecret } from '../../lib/same-secret';
import { consumeInvitation, readSchool } from '../admin/queries';
import { findUserByEmail, insertUser } from '../users/queries';

// Sign-up and sign-in have no actor yet: register takes (deps, input), login the account found.

/**
 * A new account from /register. A teacher needs, when TEACHER_INVITE_CODE is set, that code, and
 * once the school's sign-up is by invitation (an admin exists and has not opened it) an invitation
 * code of the admin's, used up by this sign-up; TEACHER_INVITE_CODE also opens the way then.
 */
export async function register(deps: Deps, input: RegisterInput): Promise<UserRow> {
  const envCode = deps.config.teacherInviteCode;
  const byEnvCode = envCode !== null && sameSecret(input.inviteCode ?? '', envCode);
  let needsInvitation = false;
  if (input.role === 'teacher' && !byEnvCode) {
    needsInvitation = (await readSchool(deps.db)).teacherSignup === 'invite';
    if (envCode !== null && !needsInvitation) throw inviteCodeInvalid();
    if (needsInvitation && !input.inviteCode) throw inviteCodeInvalid();
  }
  if (await findUserByEmail(deps.db, input.email)) throw emailTaken();
  const now = new Date().toISOString();
  const user: UserRow = {
    id: randomUUID(),
    full_name: input.fullName,
    email: input.email,
    password_hash: await hashPassword(input.password),
    username: null,
    role: input.role,
    token_version: 0,
    must_change_password: 0,
    active: 1,
    created_at: now,
    updated_at: now,
  };
  try {
    await deps.db.transaction().execute(async (trx) => {
      await insertUser(trx, user);
      // One use: the invitation is taken in the account's own transaction, or neither happens.
      if (needsInvitation && !(await consumeInvitation(trx, input.inviteCode!, user.email!, user.id)))
        throw inviteCodeInvalid();
    });
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return user;
}

/** The password check of a sign-in, for the account of the e-mail typed (looked up by the route). */
export async function login(user: UserRow | undefined, password: string): Promise<UserRow> {
  if (!user) {
    // An unknown e-mail takes as long as a wrong password.
    await burnPasswordCheck(password);
    throw wrongCredentials();
  }
  if (!(await verifyPassword(user.password_hash, password))) throw wrongCredentials();
  // Told only to whoever knows the password: a deactivated account's owner learns why, nobody else.
  if (user.active !== 1) throw new AppError(403, 'FORBIDDEN', 'accountInactive');
  return user;
}

const emailTaken = () => conflict('emailTaken');
const inviteCodeInvalid = () =>
  new AppError(403, 'FORBIDDEN', 'inviteCodeInvalid', [{ path: 'inviteCode', messageKey: 'inviteCodeInvalid' }]);
const wrongCredentials = () => new CredentialsError(401, 'UNAUTHENTICATED', 'invalidCredentials');
