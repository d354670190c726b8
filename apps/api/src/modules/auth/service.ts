import { randomUUID } from 'node:crypto';
import type { LoginInput, ProfileUpdateInput, RegisterInput } from '@sinfxona/domain/schemas/auth';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import { AppError, badRequest, conflict, notFound, unauthenticated } from '../../plugins/errors';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../users/repository';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';

export async function registerUser(db: Db, input: RegisterInput, teacherInviteCode: string | null): Promise<UserRow> {
  if (input.role === 'teacher' && teacherInviteCode !== null && input.inviteCode !== teacherInviteCode) {
    throw new AppError(403, 'FORBIDDEN', 'inviteCodeInvalid', [{ path: 'inviteCode', messageKey: 'inviteCodeInvalid' }]);
  }
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const now = new Date().toISOString();
  const user: UserRow = {
    id: randomUUID(),
    full_name: input.fullName,
    email: input.email,
    password_hash: await hashPassword(input.password),
    role: input.role,
    token_version: 0,
    created_at: now,
    updated_at: now,
  };
  try {
    await insertUser(db, user);
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return user;
}

export async function loginUser(db: Db, input: LoginInput): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw unauthenticated('invalidCredentials');
  }
  if (!(await verifyPassword(user.password_hash, input.password))) throw unauthenticated('invalidCredentials');
  return user;
}

/** Updates name and e-mail; a new password needs the current one and retires every older token. */
export async function updateProfile(db: Db, userId: string, input: ProfileUpdateInput): Promise<{ user: UserRow; passwordChanged: boolean }> {
  const current = await findUserById(db, userId);
  if (!current) throw notFound('userNotFound');
  if (input.email !== current.email) {
    const owner = await findUserByEmail(db, input.email);
    if (owner && owner.id !== userId) throw emailTaken();
  }
  const changes: Partial<UserRow> = { full_name: input.fullName, email: input.email, updated_at: new Date().toISOString() };
  const passwordChanged = Boolean(input.newPassword);
  if (input.newPassword) {
    if (!input.currentPassword || !(await verifyPassword(current.password_hash, input.currentPassword))) {
      throw badRequest('currentPasswordWrong', [{ path: 'currentPassword', messageKey: 'currentPasswordWrong' }]);
    }
    changes.password_hash = await hashPassword(input.newPassword);
    changes.token_version = current.token_version + 1;
  }
  try {
    const user = await updateUser(db, userId, changes);
    if (!user) throw notFound('userNotFound');
    return { user, passwordChanged };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

const emailTaken = () => conflict('emailTaken');
