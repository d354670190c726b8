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

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(db: Db, id: string, changes: UserUpdate): Promise<UserRow | undefined> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
  return findUserById(db, id);
}

/** The public shape of a user; the hash and token version never leave the server. */
export function toUser(row: Pick<UserRow, 'id' | 'full_name' | 'email' | 'role' | 'created_at' | 'updated_at'>): User {
  return {
    _id: row.id,
    fullName: row.full_name,
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
