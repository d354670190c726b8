import type { Kysely, Migration } from 'kysely';

/**
 * Lists of work are ordered by time and then id, so equal times page stably. The time indexes
 * ended at the time: every row sharing the last time on a page (a class's work handed in at the
 * same moment) was read and sorted again on each request. Indexes that end in the id give a
 * page straight from the index, covering (no table row is read to choose it). The class index
 * keeps status and score after the id, so the figures that read it are still covered.
 */
export const pageOrderIndexes: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('submissions_class_page_idx')
      .on('submissions')
      .columns(['class_id', 'visible', 'is_latest', 'submitted_at', 'id', 'status', 'score'])
      .execute();
    await db.schema.dropIndex('submissions_class_time_idx').execute();
    // One task's work, newest first (the task's submissions page).
    await db.schema
      .createIndex('submissions_task_page_idx')
      .on('submissions')
      .columns(['task_id', 'visible', 'is_latest', 'submitted_at', 'id'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema
      .createIndex('submissions_class_time_idx')
      .on('submissions')
      .columns(['class_id', 'visible', 'is_latest', 'submitted_at', 'status', 'score'])
      .execute();
    await db.schema.dropIndex('submissions_class_page_idx').execute();
    await db.schema.dropIndex('submissions_task_page_idx').execute();
  },
};
