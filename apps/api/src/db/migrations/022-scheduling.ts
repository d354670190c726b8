import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Scheduled publishing and topics (docs/architecture.md §4 "Class stream, scheduling and the
 * calendar"), on tasks and videos:
 * - `publish_at`: until then only the class's teachers see the item; null = published when made;
 * - `topic`: an optional heading the lists group and filter by;
 * - `publish_pending`: 1 while a scheduled item's publication round has not run yet (a task's
 *   `task_published` notice and its place in the class's `task_count`; for both, forgetting the
 *   class's kept reads); the round sets it to 0 once.
 */
export const scheduling: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('tasks').addColumn('publish_at', 'text').execute();
    await db.schema.alterTable('tasks').addColumn('topic', 'text').execute();
    await db.schema
      .alterTable('tasks')
      .addColumn('publish_pending', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('videos').addColumn('publish_at', 'text').execute();
    await db.schema.alterTable('videos').addColumn('topic', 'text').execute();
    await db.schema
      .alterTable('videos')
      .addColumn('publish_pending', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    // The publication round reads the few tasks still waiting, by time.
    await db.schema
      .createIndex('tasks_publish_pending_idx')
      .on('tasks')
      .column('publish_at')
      .where(sql.ref('publish_pending'), '=', sql.lit(1))
      .execute();
    await db.schema
      .createIndex('videos_publish_pending_idx')
      .on('videos')
      .column('publish_at')
      .where(sql.ref('publish_pending'), '=', sql.lit(1))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('videos_publish_pending_idx').execute();
    await db.schema.dropIndex('tasks_publish_pending_idx').execute();
    for (const column of ['publish_at', 'topic', 'publish_pending'])
      await db.schema.alterTable('tasks').dropColumn(column).execute();
    for (const column of ['publish_at', 'topic', 'publish_pending'])
      await db.schema.alterTable('videos').dropColumn(column).execute();
  },
};
