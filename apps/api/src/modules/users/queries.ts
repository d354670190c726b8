import type { User } from '@sinfxona/domain/schemas/auth';
import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import type { NewUser, UserRow, UserUpdate } from '../../db/schema';

/** The users table, read and written by the modules that need accounts (auth, profile, figures). */
/** Read for every signed-in request (plugins/auth.ts): built once (db/prepared.ts). */
const userByIdQuery = preparedQuery((db, values: { id: string }) =>
  db.selectFrom('users').selectAll().where('id', '=', values.id),
);

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return (await userByIdQuery(db, { id }))[0];
}

/**
 * The classes the user teaches (a teacher) or is enrolled in (a student), archived ones included, as
 * classes/queries.ts `memberClassIds` scopes them: what the user's reads may show (plugins/read-cache.ts).
 */
export async function findMemberClassIds(db: Db, member: Pick<UserRow, 'id' | 'role'>): Promise<string[]> {
  if (member.role === 'admin') return (await db.selectFrom('classes').select('id').execute()).map((row) => row.id);
  const rows = await memberClassIdsQuery(db, { id: member.id }, member.role);
  return rows.map((row) => row.class_id);
}

/** Read with every signed-in request's account (app.ts), per role: built once (db/prepared.ts). */
const memberClassIdsQuery = preparedQuery((db, values: { id: string }, role) =>
  role === 'teacher'
    ? db.selectFrom('class_teachers').select('class_id').where('teacher_id', '=', values.id)
    : db.selectFrom('enrolments').select('class_id').where('student_id', '=', values.id),
);

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** The account a sign-in names: by e-mail when the login has an `@` (no username has one), else by username. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const column = login.includes('@') ? 'email' : 'username';
  return db.selectFrom('users').selectAll().where(column, '=', login).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(db: Db, id: string, changes: UserUpdate): Promise<UserRow | undefined> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
  return findUserById(db, id);
}

/** The public shape of a user; the hash and token version never leave the server. */
export function toUser(
  row: Pick<
    UserRow,
    'id' | 'full_name' | 'email' | 'username' | 'role' | 'must_change_password' | 'active' | 'created_at' | 'updated_at'
  >,
): User {
  return {
    _id: row.id,
    fullName: row.full_name,
    email: row.email,
    username: row.username,
    role: row.role,
    mustChangePassword: row.must_change_password === 1,
    active: row.active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
