import type { Kysely, Migration } from 'kysely';

/**
 * The class stream (docs/architecture.md §4 "Class stream, scheduling and the calendar"):
 * - `class_posts`: a teacher's announcement in a class; `publish_at` set while it waits for its
 *   time (only the class's teachers see it until then), `posted_at` the time it appears (its
 *   publish time, else when it was made; the list's order), `announced_at` set in the transaction
 *   that notified the class, so the notification goes out once;
 * - `class_post_comments`: the class's comments under a post.
 */
export const classStream: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('class_posts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('class_id', 'text', (col) => col.notNull().references('classes.id'))
      .addColumn('author_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('pinned', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('comments_enabled', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('publish_at', 'text')
      .addColumn('posted_at', 'text', (col) => col.notNull())
      .addColumn('announced_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    // A class's stream in its order: pinned first, then newest.
    await db.schema
      .createIndex('class_posts_stream_idx')
      .on('class_posts')
      .columns(['class_id', 'pinned', 'posted_at'])
      .execute();
    // The delivery worker's round: scheduled posts not yet announced.
    await db.schema
      .createIndex('class_posts_announce_idx')
      .on('class_posts')
      .columns(['announced_at', 'publish_at'])
      .execute();

    await db.schema
      .createTable('class_post_comments')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('post_id', 'text', (col) => col.notNull().references('class_posts.id'))
      .addColumn('author_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('class_post_comments_post_idx')
      .on('class_post_comments')
      .columns(['post_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('class_post_comments').execute();
    await db.schema.dropTable('class_posts').execute();
  },
};
