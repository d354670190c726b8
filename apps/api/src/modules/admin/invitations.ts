import type { Invitation, InvitationCreateInput } from '@sinfxona/domain/schemas/admin';
import type { Db } from '../../db/database';
import type { TeacherInvitationsTable } from '../../db/schema';
import { newInvitationCode } from '../../lib/join-code';

const DAY_MS = 86_400_000;

/** The link a teacher opens to sign up: /register fills the code in from `invite`. */
const linkOf = (origin: string, code: string) => `${origin}/register?invite=${code}`;

const toInvitation = (row: TeacherInvitationsTable, origin: string): Invitation => ({
  code: row.code,
  url: linkOf(origin, row.code),
  email: row.email,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
});

export async function createInvitation(
  db: Db,
  actorId: string,
  input: InvitationCreateInput,
  origin: string,
): Promise<Invitation> {
  const now = new Date();
  const row: TeacherInvitationsTable = {
    code: newInvitationCode(),
    email: input.email ?? null,
    created_by: actorId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + input.expiresInDays * DAY_MS).toISOString(),
    used_at: null,
    used_by: null,
  };
  await db.insertInto('teacher_invitations').values(row).execute();
  return toInvitation(row, origin);
}

/** Every invitation, newest first (a school makes tens, not thousands). */
export async function listInvitations(db: Db, origin: string): Promise<Invitation[]> {
  const rows = await db.selectFrom('teacher_invitations').selectAll().orderBy('created_at', 'desc').execute();
  return rows.map((row) => toInvitation(row, origin));
}

/** Withdraws an invitation not used yet; false when there is none such. */
export async function revokeInvitation(db: Db, code: string): Promise<boolean> {
  const result = await db
    .deleteFrom('teacher_invitations')
    .where('code', '=', code.toUpperCase())
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Uses an invitation for the account just made (in the sign-up's transaction): it must exist, be
 * unused and unexpired, and name this e-mail when it names one. False otherwise: one use, even
 * for two sign-ups racing with the same code.
 */
export async function consumeInvitation(db: Db, code: string, email: string, userId: string): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await db
    .updateTable('teacher_invitations')
    .set({ used_at: now, used_by: userId })
    .where('code', '=', code.trim().toUpperCase())
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) => eb.or([eb('email', 'is', null), eb('email', '=', email)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
