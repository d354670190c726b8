import type { Kysely, Migration } from 'kysely';

/**
 * Guardians (parents) (docs/architecture.md §4 "Guardians (parents)"):
 * - `guardian_links`: a guardian linked to a student (their child), once per pair;
 * - `guardian_codes`: a student's one-use link code (8 characters of the join-code alphabet),
 *   valid until `expires_at`, used up when a guardian links with it.
 */
export const guardians: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('guardian_links')
      .addColumn('guardian_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('student_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('guardian_links_pk', ['guardian_id', 'student_id'])
      .execute();
    await db.schema.createIndex('guardian_links_student_idx').on('guardian_links').column('student_id').execute();

    await db.schema
      .createTable('guardian_codes')
      .addColumn('code', 'text', (col) => col.primaryKey())
      .addColumn('student_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('created_by', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('guardian_codes_student_idx').on('guardian_codes').column('student_id').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('guardian_codes').execute();
    await db.schema.dropTable('guardian_links').execute();
  },
};
