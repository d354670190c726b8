import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Return for revision and resubmission (attempts), personal deadlines and private comments.
 * A student's work on a task is a row per attempt; exactly one is the latest, and every list and
 * figure reads that one. Earlier attempts are kept.
 */
export const teachingWorkflow: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('submissions')
      .addColumn('attempt', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('submissions')
      .addColumn('is_latest', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('submissions')
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('submitted'))
      .execute();
    await db.schema.alterTable('submissions').addColumn('returned_at', 'text').execute();
    await db.schema
      .alterTable('submissions')
      .addColumn('returned_by', 'text', (col) => col.references('users.id'))
      .execute();
    await db.updateTable('submissions').set({ status: 'graded' }).where('graded_at', 'is not', null).execute();

    // One row per attempt, and one latest attempt per student and task: racing resubmissions give one 201.
    await db.schema.dropIndex('submissions_task_student_uq').execute();
    await db.schema
      .createIndex('submissions_attempt_uq')
      .on('submissions')
      .columns(['task_id', 'student_id', 'attempt'])
      .unique()
      .execute();
    await db.schema
      .createIndex('submissions_latest_uq')
      .on('submissions')
      .columns(['task_id', 'student_id'])
      .unique()
      .where(sql.ref('is_latest'), '=', sql.lit(1))
      .execute();

    await db.schema
      .createTable('task_extensions')
      .addColumn('task_id', 'text', (col) => col.notNull().references('tasks.id'))
      .addColumn('student_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('deadline', 'text', (col) => col.notNull())
      .addColumn('granted_by', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('granted_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('task_extensions_pk', ['task_id', 'student_id'])
      .execute();

    await db.schema
      .createTable('submission_comments')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('submission_id', 'text', (col) => col.notNull().references('submissions.id'))
      .addColumn('author_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('submission_comments_thread_idx')
      .on('submission_comments')
      .columns(['submission_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('submission_comments').execute();
    await db.schema.dropTable('task_extensions').execute();
    await db.schema.dropIndex('submissions_latest_uq').execute();
    await db.schema.dropIndex('submissions_attempt_uq').execute();
    await db.schema
      .createIndex('submissions_task_student_uq')
      .on('submissions')
      .columns(['task_id', 'student_id'])
      .unique()
      .execute();
    for (const column of ['returned_by', 'returned_at', 'status', 'is_latest', 'attempt']) {
      await db.schema.alterTable('submissions').dropColumn(column).execute();
    }
  },
};
