import type { Kysely, Migration } from 'kysely';

/**
 * What guardians are sent beyond single events (docs/architecture.md §4 "Guardians (parents)"):
 * - `guardian_digests`: the weekly digest sent to a guardian about a child for a week (its Monday,
 *   YYYY-MM-DD in the school's time zone), so a restart or a second instance never sends it twice;
 * - `missing_notices`: a guardian told that their child's work is missing after its deadline, once
 *   per task and child;
 * - `classes.guardians_see_feedback`: 0 or 1, whether guardians read the teacher's written feedback
 *   on their child's work (the teacher's choice per class, on by default).
 */
export const guardianDigests: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('guardian_digests')
      .addColumn('guardian_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('student_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('week', 'text', (col) => col.notNull())
      .addColumn('sent_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('guardian_digests_pk', ['guardian_id', 'student_id', 'week'])
      .execute();
    await db.schema
      .createTable('missing_notices')
      .addColumn('task_id', 'text', (col) => col.notNull().references('tasks.id'))
      .addColumn('student_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('sent_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('missing_notices_pk', ['task_id', 'student_id'])
      .execute();
    await db.schema
      .alterTable('classes')
      .addColumn('guardians_see_feedback', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('classes').dropColumn('guardians_see_feedback').execute();
    await db.schema.dropTable('missing_notices').execute();
    await db.schema.dropTable('guardian_digests').execute();
  },
};
