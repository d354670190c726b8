import type { ProfileUpdateInput } from '@sinfxona/domain/schemas/auth';
import type { Actor, Deps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, CredentialsError, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { findUserByEmail, findUserById, updateUser } from '../users/queries';

/**
 * Updates name and e-mail; a new e-mail or a new password needs the current password (a wrong
 * one counts as a failed attempt), and a new password retires every older token.
 */
export async function updateProfile(
  deps: Deps,
  actor: Actor,
  input: ProfileUpdateInput,
): Promise<{ user: UserRow; passwordChanged: boolean }> {
  const current = await findUserById(deps.db, actor.id);
  if (!current) throw notFound('userNotFound');
  // No e-mail given keeps the one there is (a pupil made from a roster may have none).
  const email = input.email ?? current.email;
  if (email !== null && email !== current.email) {
    const owner = await findUserByEmail(deps.db, email);
    if (owner && owner.id !== actor.id) throw conflict('emailTaken');
  }
  const changes: Partial<UserRow> = {
    full_name: input.fullName,
    email,
    updated_at: new Date().toISOString(),
  };
  const passwordChanged = Boolean(input.newPassword);
  const emailChanged = email !== current.email;
  if ((emailChanged || passwordChanged) && !input.currentPassword) {
    const key = passwordChanged ? 'currentPasswordRequired' : 'currentPasswordForEmail';
    throw badRequest(key, [{ path: 'currentPassword', messageKey: key }]);
  }
  // A current password, when given, must be right (the route counts wrong ones like sign-in failures).
  if (input.currentPassword) {
    if (!(await verifyPassword(current.password_hash, input.currentPassword))) {
      throw new CredentialsError(400, 'VALIDATION_ERROR', 'currentPasswordWrong', [
        { path: 'currentPassword', messageKey: 'currentPasswordWrong' },
      ]);
    }
  }
  if (input.newPassword) {
    changes.password_hash = await hashPassword(input.newPassword);
    changes.token_version = current.token_version + 1;
    // The one-time password (an import's, an admin's reset) is gone: the account is the owner's now.
    changes.must_change_password = 0;
  }
  try {
    const user = await updateUser(deps.db, actor.id, changes);
    if (!user) throw notFound('userNotFound');
    return { user, passwordChanged };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('emailTaken');
    throw error;
  }
}
