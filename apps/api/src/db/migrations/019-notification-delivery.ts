import type { Kysely, Migration } from 'kysely';

/**
 * Delivering notifications outside the app (docs/architecture.md §4 "Notifications"):
 * - the outbox row's lease (`claimed_until`, a worker that crashed gives its rows back when it
 *   ends) and when it went out (`sent_at`); its status is now pending | held | sending | sent |
 *   skipped | dead;
 * - `notification_contacts`: how a user is reached (their language for messages, their Telegram chat);
 * - `telegram_link_tokens`: one-use deep-link tokens, kept hashed, 15 minutes;
 * - `push_subscriptions`: a browser's Web Push subscription per endpoint;
 * - `deadline_reminders`: a deadline_soon sent to a student for a task, so a restart never repeats or forgets one;
 * - `notification_leases`: work only one instance may do at a time (Telegram's long polling).
 */
export const notificationDelivery: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('notification_outbox').addColumn('claimed_until', 'text').execute();
    await db.schema.alterTable('notification_outbox').addColumn('sent_at', 'text').execute();

    await db.schema
      .createTable('notification_contacts')
      .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id'))
      .addColumn('language', 'text')
      .addColumn('telegram_chat_id', 'text')
      .addColumn('telegram_linked_at', 'text')
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('notification_contacts_chat_idx')
      .on('notification_contacts')
      .column('telegram_chat_id')
      .execute();

    await db.schema
      .createTable('telegram_link_tokens')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await db.schema
      .createTable('push_subscriptions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('endpoint', 'text', (col) => col.notNull().unique())
      .addColumn('p256dh', 'text', (col) => col.notNull())
      .addColumn('auth', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();

    await db.schema
      .createTable('deadline_reminders')
      .addColumn('task_id', 'text', (col) => col.notNull().references('tasks.id'))
      .addColumn('student_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('sent_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('deadline_reminders_pk', ['task_id', 'student_id'])
      .execute();

    await db.schema
      .createTable('notification_leases')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('holder', 'text', (col) => col.notNull())
      .addColumn('until', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('notification_leases').execute();
    await db.schema.dropTable('deadline_reminders').execute();
    await db.schema.dropTable('push_subscriptions').execute();
    await db.schema.dropTable('telegram_link_tokens').execute();
    await db.schema.dropTable('notification_contacts').execute();
    await db.schema.alterTable('notification_outbox').dropColumn('sent_at').execute();
    await db.schema.alterTable('notification_outbox').dropColumn('claimed_until').execute();
  },
};
