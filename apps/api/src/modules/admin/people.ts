import type { User } from '@sinfxona/domain/schemas/auth';
import { NO_CLASS, type AdminUserListQuery, type AdminUserUpdateInput } from '@sinfxona/domain/schemas/admin';
import type { Db } from '../../db/database';
import { containsPattern, ilike, offsetOf } from '../../db/query-helpers';
import type { UserRow } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { newOneTimePassword } from '../../lib/join-code';
import { hashPassword } from '../../lib/passwords';
import { findUserById, toUser } from '../users/queries';
import { recordAudit, type AuditAction } from './audit';

/** Who acts and from where, for the audit log. */
export interface AdminActor {
  id: string;
  ip: string;
}

/**
 * The school's accounts, by name, filtered by role, activity, a search of name, e-mail or username,
 * and membership: the teachers and students of one class, or those in no active class (NO_CLASS).
 */
export async function listPeople(db: Db, query: AdminUserListQuery): Promise<{ users: User[]; total: number }> {
  let base = db.selectFrom('users');
  if (query.role) base = base.where('role', '=', query.role);
  if (query.classId === NO_CLASS) {
    base = base.where((eb) =>
      eb.not(
        eb.or([
          eb.exists(
            eb
              .selectFrom('enrolments')
              .innerJoin('classes', 'classes.id', 'enrolments.class_id')
              .select('enrolments.class_id')
              .whereRef('enrolments.student_id', '=', 'users.id')
              .where('classes.archived_at', 'is', null),
          ),
          eb.exists(
            eb
              .selectFrom('class_teachers')
              .innerJoin('classes', 'classes.id', 'class_teachers.class_id')
              .select('class_teachers.class_id')
              .whereRef('class_teachers.teacher_id', '=', 'users.id')
              .where('classes.archived_at', 'is', null),
          ),
        ]),
      ),
    );
  } else if (query.classId) {
    const classId = query.classId;
    base = base.where((eb) =>
      eb.or([
        eb('id', 'in', eb.selectFrom('enrolments').select('student_id').where('class_id', '=', classId)),
        eb('id', 'in', eb.selectFrom('class_teachers').select('teacher_id').where('class_id', '=', classId)),
      ]),
    );
  }
  if (query.active) base = base.where('active', '=', query.active === 'true' ? 1 : 0);
  if (query.search) {
    const pattern = containsPattern(query.search);
    base = base.where((eb) =>
      eb.or([ilike('full_name', pattern), ilike('email', pattern), ilike('username', pattern)]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('full_name')
      .orderBy('id')
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { users: rows.map(toUser), total: Number(count.total) };
}

/** How an account is named in the audit log: its name and how it signs in. */
export const labelOf = (user: Pick<UserRow, 'full_name' | 'email' | 'username'>) =>
  `${user.full_name} (${user.username ?? user.email ?? '—'})`;

async function otherActiveAdmins(db: Db, exceptId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('active', '=', 1)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Renames an account, moves it between teacher and admin, or (de)activates it. A new role or a
 * deactivation ends every token the account holds (its token version moves on); the school always
 * keeps an active admin.
 */
export async function updatePerson(db: Db, actor: AdminActor, id: string, input: AdminUserUpdateInput): Promise<User> {
  const user = await findUserById(db, id);
  if (!user) throw notFound('userNotFound');
  const roleChanges = input.role !== undefined && input.role !== user.role;
  if (roleChanges && user.role !== 'teacher' && user.role !== 'admin')
    throw badRequest('roleChangeInvalid', [{ path: 'role', messageKey: 'roleChangeInvalid' }]);
  const activeChanges = input.active !== undefined && (input.active ? 1 : 0) !== user.active;
  const stopsBeingAdmin =
    user.role === 'admin' && user.active === 1 && (roleChanges || (activeChanges && !input.active));
  if (stopsBeingAdmin && (await otherActiveAdmins(db, user.id)) === 0) throw new AppError(409, 'CONFLICT', 'lastAdmin');

  const now = new Date().toISOString();
  await db
    .updateTable('users')
    .set({
      ...(input.fullName !== undefined ? { full_name: input.fullName } : {}),
      ...(roleChanges ? { role: input.role } : {}),
      ...(activeChanges ? { active: input.active ? 1 : 0 } : {}),
      ...(roleChanges || activeChanges ? { token_version: user.token_version + 1 } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
  const audits: AuditAction[] = [
    ...(roleChanges ? (['role_changed'] as const) : []),
    ...(activeChanges ? [input.active ? ('account_activated' as const) : ('account_deactivated' as const)] : []),
  ];
  for (const action of audits) {
    const target = action === 'role_changed' ? `${labelOf(user)}: ${user.role} → ${input.role}` : labelOf(user);
    await recordAudit(db, { actorId: actor.id, action, target, ip: actor.ip });
  }
  return toUser((await findUserById(db, id))!);
}

/**
 * A new one-time password for an account (a pupil who forgot theirs asks the school): every token
 * it holds ends, and the password must be changed at the next sign-in. Only its hash is kept.
 */
export async function resetPassword(db: Db, actor: AdminActor, id: string): Promise<string> {
  const user = await findUserById(db, id);
  if (!user) throw notFound('userNotFound');
  const password = newOneTimePassword();
  await db
    .updateTable('users')
    .set({
      password_hash: await hashPassword(password),
      must_change_password: 1,
      token_version: user.token_version + 1,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
  await recordAudit(db, { actorId: actor.id, action: 'password_reset', target: labelOf(user), ip: actor.ip });
  return password;
}
