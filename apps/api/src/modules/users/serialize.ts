import type { User } from '@sinfxona/domain/schemas/auth';
import type { UserRow } from '../../db/schema';

/** The public shape of a user; the hash and token version never leave the server. */
export function toUser(row: Pick<UserRow, 'id' | 'full_name' | 'email' | 'role' | 'created_at' | 'updated_at'>): User {
  return { _id: row.id, fullName: row.full_name, email: row.email, role: row.role, createdAt: row.created_at, updatedAt: row.updated_at };
}
