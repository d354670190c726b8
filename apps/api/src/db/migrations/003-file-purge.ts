import type { Kysely, Migration } from 'kysely';

/**
 * Files of a task deleted long ago lose their bytes but keep their row (a submission still names
 * its file, and its grade stays): `purged_at` says the bytes are gone. The sweep and every
 * download ask which rows refer to a file, so those columns get indexes.
 */
export const filePurge: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('files').addColumn('purged_at', 'text').execute();
    await db.schema.createIndex('tasks_file_idx').on('tasks').column('file_id').execute();
    await db.schema.createIndex('submissions_file_idx').on('submissions').column('file_id').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('submissions_file_idx').execute();
    await db.schema.dropIndex('tasks_file_idx').execute();
    await db.schema.alterTable('files').dropColumn('purged_at').execute();
  },
};
