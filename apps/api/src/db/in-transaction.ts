import type { Kysely } from 'kysely';
import type { Database } from './schema';
import type { Db } from './database';

/**
 * Runs `work` in a transaction, or in the one `db` already is: a single-item service called by a
 * bulk action (modules/bulk) joins the action's one transaction instead of opening its own.
 */
export function inTransaction<T>(db: Db, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
