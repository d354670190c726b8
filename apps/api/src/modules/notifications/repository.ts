import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Every read and write here is scoped to one user: nobody reads or marks another's notifications. */

export async function selectNotificationPage(
  db: Db,
  userId: string,
  query: { unread: boolean; page: number; limit: number },
) {
  let rows = db.selectFrom('notifications').where('user_id', '=', userId);
  if (query.unread) rows = rows.where('read_at', 'is', null);
  const [items, counted] = await Promise.all([
    rows
      .select(['id', 'type', 'params', 'url', 'created_at', 'read_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    rows.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
  ]);
  return { items, total: Number(counted?.total ?? 0) };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('total'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Marks the user's own unread notifications read: those of `ids`, or all of them; others' ids change nothing. */
export async function markRead(db: Db, userId: string, ids: readonly string[] | 'all'): Promise<void> {
  let update = db
    .updateTable('notifications')
    .set({ read_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids !== 'all') update = update.where('id', 'in', ids);
  await update.execute();
}

export async function selectPreferences(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('notification_preferences')
    .select('preferences')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.preferences;
}

export async function upsertPreferences(db: Db, userId: string, preferences: string): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, preferences, updated_at: updatedAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ preferences, updated_at: sql`excluded.updated_at` }))
    .execute();
}
