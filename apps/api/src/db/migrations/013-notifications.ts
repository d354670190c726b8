import type { Kysely, Migration } from 'kysely';

/**
 * Notifications (docs/architecture.md §4 "Notifications"). An event is one `notifications` row
 * per recipient: its type and params, never its words, so it reads in the recipient's language of
 * the moment. `notification_outbox` is what the external channels (Telegram, Web Push, e-mail)
 * deliver: one row per (event, recipient, channel) with a unique idempotency key, written in the
 * same transaction as the change, retried until sent or dead. `notification_preferences` keeps a
 * user's channels, types and quiet hours (JSON); no row means the defaults.
 */
export const notifications: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('params', 'text', (col) => col.notNull())
      .addColumn('url', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('read_at', 'text')
      .execute();
    // A user's list, newest first; the unread count reads the same index.
    await db.schema
      .createIndex('notifications_user_idx')
      .on('notifications')
      .columns(['user_id', 'created_at', 'id'])
      .execute();

    await db.schema
      .createTable('notification_outbox')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('notification_id', 'text', (col) => col.notNull().references('notifications.id'))
      .addColumn('channel', 'text', (col) => col.notNull())
      .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (col) => col.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    // The worker claims due pending rows, oldest first.
    await db.schema
      .createIndex('notification_outbox_due_idx')
      .on('notification_outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();

    await db.schema
      .createTable('notification_preferences')
      .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id'))
      .addColumn('preferences', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('notification_preferences').execute();
    await db.schema.dropTable('notification_outbox').execute();
    await db.schema.dropTable('notifications').execute();
  },
};
