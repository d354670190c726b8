import type { Kysely, Migration } from 'kysely';

/**
 * Every task and video list is read inside the caller's classes now. The school-wide indexes on
 * (deleted_at, time) tempted SQLite's planner to walk every live task of the school in time order
 * and filter by class, work that grows with the school; without them each list reads its classes'
 * index and sorts the few rows it finds.
 */
export const classScopedIndexes: Migration = {
  async up(db: Kysely<any>) {
    for (const name of ['tasks_live_created_idx', 'tasks_live_deadline_idx', 'videos_live_created_idx']) {
      await db.schema.dropIndex(name).ifExists().execute();
    }
  },
  async down(db: Kysely<any>) {
    await db.schema.createIndex('tasks_live_created_idx').on('tasks').columns(['deleted_at', 'created_at']).execute();
    await db.schema.createIndex('tasks_live_deadline_idx').on('tasks').columns(['deleted_at', 'deadline']).execute();
    await db.schema.createIndex('videos_live_created_idx').on('videos').columns(['deleted_at', 'created_at']).execute();
  },
};
