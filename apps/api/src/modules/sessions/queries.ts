import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared';

export interface SessionRow {
  id: string;
  device: string;
  created_at: string;
  last_seen_at: string;
}

/** Starts a session for a sign-in; its tokens live until `expiresAt`. */
export async function startSession(db: Db, userId: string, device: string, expiresAt: Date): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      device,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt.toISOString(),
      ended_at: null,
    })
    .execute();
  return id;
}

/** The user's sessions neither ended nor expired, the most recently used first. */
export function liveSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .select(['id', 'device', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date().toISOString())
    .where('ended_at', 'is', null)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The ids of the user's live sessions: what a token's `sid` is checked against. */
export async function liveSessionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await liveSessionIdsQuery(db, { userId, now: new Date().toISOString() });
  return rows.map((row) => row.id);
}

/** Read with every signed-in request's account (app.ts): built once (db/prepared.ts). */
const liveSessionIdsQuery = preparedQuery((db, values: { userId: string; now: string }) =>
  db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', values.userId)
    .where('expires_at', '>', values.now)
    .where('ended_at', 'is', null),
);

/** The user's live sessions, to be ended (the caller says which). */
const endLiveSessions = (db: Db, userId: string) =>
  db
    .updateTable('sessions')
    .set({ ended_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);

/** Ends one of the user's sessions; false when the user has no such live session. */
export async function endSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const result = await endLiveSessions(db, userId).where('id', '=', sessionId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every session of the user but `keep` (a password change). */
export async function endOtherSessions(db: Db, userId: string, keep: string): Promise<void> {
  await endLiveSessions(db, userId).where('id', '!=', keep).execute();
}

/** A session's newest token expires later (a password change issues one). */
export async function extendSession(db: Db, sessionId: string, expiresAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt.toISOString() }).where('id', '=', sessionId).execute();
}

/** Records that the session was used now. */
export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: new Date().toISOString() })
    .where('id', '=', sessionId)
    .execute();
}

/** How long an ended or expired session's row is kept before the sweep removes it. */
export const ENDED_SESSION_KEPT_MS = 86_400_000;

/**
 * Removes the rows of sessions ended or expired more than a day ago: their tokens are refused
 * already (liveSessionIds), and a school's year of sign-ins must not pile up. Returns how many.
 */
export async function sweepSessions(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ENDED_SESSION_KEPT_MS).toISOString();
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('ended_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
