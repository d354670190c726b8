import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Read paths that stay fast whatever the size of the school. Each submission carries its task's
 * class and whether it is `visible` (its task is live and its student still in the class), kept
 * in step by the writes that change them; every list and figure then reads submissions through
 * an index of its own, without joining tasks and enrolments row by row. Classes count their
 * students and live tasks the same way.
 */
export const readPaths: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('submissions').addColumn('class_id', 'text').execute();
    await db.schema
      .alterTable('submissions')
      .addColumn('visible', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await sql`update submissions set class_id = (select tasks.class_id from tasks where tasks.id = submissions.task_id)`.execute(
      db,
    );
    await sql`update submissions set visible = case when exists (
                select 1 from tasks
                join enrolments on enrolments.class_id = tasks.class_id and enrolments.student_id = submissions.student_id
                where tasks.id = submissions.task_id and tasks.deleted_at is null
              ) then 1 else 0 end`.execute(db);

    await db.schema
      .alterTable('classes')
      .addColumn('student_count', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('classes')
      .addColumn('task_count', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`update classes set
                student_count = (select count(*) from enrolments where enrolments.class_id = classes.id),
                task_count = (select count(*) from tasks where tasks.class_id = classes.id and tasks.deleted_at is null)`.execute(
      db,
    );

    for (const name of [
      'submissions_student_idx',
      'submissions_task_submitted_idx',
      'submissions_submitted_idx',
      'submissions_graded_idx',
    ]) {
      await db.schema.dropIndex(name).ifExists().execute();
    }
    // A class's work by time (recent lists, the grading queue, monthly activity, its totals) and by grading time.
    await db.schema
      .createIndex('submissions_class_time_idx')
      .on('submissions')
      .columns(['class_id', 'visible', 'is_latest', 'submitted_at', 'status', 'score'])
      .execute();
    await db.schema
      .createIndex('submissions_class_graded_idx')
      .on('submissions')
      .columns(['class_id', 'visible', 'is_latest', 'graded_at', 'status'])
      .execute();
    // One task's work and its figures.
    await db.schema
      .createIndex('submissions_task_status_idx')
      .on('submissions')
      .columns(['task_id', 'visible', 'is_latest', 'status', 'score'])
      .execute();
    // One student's work: their lists, progress and the teacher's view of them.
    await db.schema
      .createIndex('submissions_student_class_idx')
      .on('submissions')
      .columns(['student_id', 'visible', 'is_latest', 'class_id', 'status', 'score'])
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const name of [
      'submissions_class_time_idx',
      'submissions_class_graded_idx',
      'submissions_task_status_idx',
      'submissions_student_class_idx',
    ]) {
      await db.schema.dropIndex(name).execute();
    }
    await db.schema
      .createIndex('submissions_student_idx')
      .on('submissions')
      .columns(['student_id', 'submitted_at'])
      .execute();
    await db.schema
      .createIndex('submissions_task_submitted_idx')
      .on('submissions')
      .columns(['task_id', 'submitted_at'])
      .execute();
    await db.schema.createIndex('submissions_submitted_idx').on('submissions').column('submitted_at').execute();
    await db.schema.createIndex('submissions_graded_idx').on('submissions').column('graded_at').execute();
    await db.schema.alterTable('classes').dropColumn('task_count').execute();
    await db.schema.alterTable('classes').dropColumn('student_count').execute();
    await db.schema.alterTable('submissions').dropColumn('visible').execute();
    await db.schema.alterTable('submissions').dropColumn('class_id').execute();
  },
};
