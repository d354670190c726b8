import type { Kysely, Migration } from 'kysely';

/**
 * Excused work (docs/architecture.md §4 "Marks and terms"): a teacher's choice that a student's
 * missing task is excused, so it is left out of their term's figures instead of counted missing.
 * One row per task and student; read by task (a roster) and by student (a report card).
 */
export const excusals: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('task_excusals')
      .addColumn('task_id', 'text', (col) => col.notNull().references('tasks.id'))
      .addColumn('student_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('excused_by', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('excused_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('task_excusals_pk', ['task_id', 'student_id'])
      .execute();
    await db.schema
      .createIndex('task_excusals_student_idx')
      .on('task_excusals')
      .columns(['student_id', 'task_id'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('task_excusals').execute();
  },
};
