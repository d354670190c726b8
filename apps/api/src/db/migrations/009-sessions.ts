import type { Kysely, Migration } from 'kysely';

/**
 * Sessions the server can end (docs/architecture.md §4 "Sessions"): a row per sign-in, named in
 * its tokens' `sid` claim. Ending one (sign-out, "end this session", a password change) sets
 * `ended_at`, and its tokens are refused from then on. A user's live sessions are read by user.
 */
export const sessions: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('device', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_seen_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('ended_at', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'expires_at']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('sessions').execute();
  },
};
