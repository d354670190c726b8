import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The grading desk (issue 29): a rubric per task, its graded result kept on the work, a class's
 * late policy and what it took off, grades held back until the teacher releases them, and each
 * teacher's comment bank.
 */
export const gradingDesk: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('task_rubrics')
      .addColumn('task_id', 'text', (col) => col.primaryKey().references('tasks.id'))
      // JSON of RubricCriterion[] (packages/domain rules/rubric.ts)
      .addColumn('criteria', 'text', (col) => col.notNull())
      .addColumn('max_points', 'double precision', (col) => col.notNull())
      .addColumn('updated_by', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    // JSON of RubricResult: a snapshot at grading time, so a rubric edited later changes nothing graded.
    await db.schema.alterTable('submissions').addColumn('rubric_result', 'text').execute();
    // The score before the late penalty, and the points the penalty took; null when none applied.
    await db.schema.alterTable('submissions').addColumn('raw_score', 'double precision').execute();
    await db.schema.alterTable('submissions').addColumn('late_penalty', 'double precision').execute();
    // Whole days late by the school's time zone, counted when the work was handed in.
    await db.schema
      .alterTable('submissions')
      .addColumn('days_late', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    // 1 while the teacher holds a grade back from the student (released by a bulk action).
    await db.schema
      .alterTable('submissions')
      .addColumn('grade_held', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    // A class's late policy: percent off per day late, the lowest score it can bring work to,
    // and days after the deadline when hand-ins are refused (null: never).
    await db.schema
      .alterTable('classes')
      .addColumn('late_penalty_per_day', 'double precision', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('classes')
      .addColumn('late_penalty_floor', 'double precision', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('classes').addColumn('late_cutoff_days', 'integer').execute();

    await db.schema
      .createTable('comment_bank')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('owner_id', 'text', (col) => col.notNull().references('users.id'))
      // Set when the owner shares the comment with that class's co-teachers.
      .addColumn('class_id', 'text', (col) => col.references('classes.id'))
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('use_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_used_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('comment_bank_owner_idx')
      .on('comment_bank')
      .columns(['owner_id', 'use_count'])
      .execute();
    await db.schema
      .createIndex('comment_bank_class_idx')
      .on('comment_bank')
      .columns(['class_id'])
      .where(sql.ref('class_id'), 'is not', null)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('comment_bank').execute();
    for (const column of ['late_cutoff_days', 'late_penalty_floor', 'late_penalty_per_day']) {
      await db.schema.alterTable('classes').dropColumn(column).execute();
    }
    for (const column of ['grade_held', 'days_late', 'late_penalty', 'raw_score', 'rubric_result']) {
      await db.schema.alterTable('submissions').dropColumn(column).execute();
    }
    await db.schema.dropTable('task_rubrics').execute();
  },
};
