import type { Kysely, Migration } from 'kysely';

/**
 * The private calendar feeds (docs/architecture.md §4 "Class stream, scheduling and the calendar"):
 * one per user, found by the sha256 of its secret token. The token itself is never stored (as
 * Telegram link tokens in 019): it is an HMAC of the row's random `nonce` under the server's
 * secret, so the user's page can show the same URL again while a copy of the database alone
 * opens no feed. A new token replaces the row, and the old feed URL answers 404.
 */
export const calendarFeeds: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('calendar_feeds')
      .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id'))
      .addColumn('nonce', 'text', (col) => col.notNull())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('calendar_feeds').execute();
  },
};
