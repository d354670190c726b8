import type { Kysely, Migration } from 'kysely';

/**
 * Comments in a class's stream for the whole class (docs/architecture.md §4 "Class stream"): 0 or
 * 1, on by default; off, no post of the class takes comments whatever its own switch says.
 */
export const streamComments: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('classes')
      .addColumn('stream_comments', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('classes').dropColumn('stream_comments').execute();
  },
};
