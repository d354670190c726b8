import { sql, type Kysely, type Migration } from 'kysely';

const sqlRole = sql`role in ('student', 'teacher')`;

/** The whole schema: every table, the one-submission rule and the indexes behind every list and figure. */
export const initialSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('full_name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('role', 'text', (col) => col.notNull().check(sqlRole))
      .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('users_role_created_idx').on('users').columns(['role', 'created_at']).execute();

    await db.schema
      .createTable('files')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('storage_key', 'text', (col) => col.notNull().unique())
      .addColumn('original_name', 'text', (col) => col.notNull())
      .addColumn('mime_type', 'text', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('owner_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('tasks')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('deadline', 'text', (col) => col.notNull())
      .addColumn('file_id', 'text', (col) => col.references('files.id'))
      .addColumn('created_by', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('deleted_at', 'text')
      .execute();
    await db.schema.createIndex('tasks_live_created_idx').on('tasks').columns(['deleted_at', 'created_at']).execute();
    await db.schema.createIndex('tasks_live_deadline_idx').on('tasks').columns(['deleted_at', 'deadline']).execute();

    await db.schema
      .createTable('submissions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('task_id', 'text', (col) => col.notNull().references('tasks.id'))
      .addColumn('student_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('file_id', 'text', (col) => col.notNull().references('files.id'))
      .addColumn('text_response', 'text')
      .addColumn('submitted_at', 'text', (col) => col.notNull())
      .addColumn('is_late', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('score', 'double precision')
      .addColumn('feedback', 'text')
      .addColumn('graded_at', 'text')
      .addColumn('graded_by', 'text', (col) => col.references('users.id'))
      .execute();
    // One submission per student per task, enforced by the database so racing requests get one 201.
    await db.schema
      .createIndex('submissions_task_student_uq')
      .on('submissions')
      .columns(['task_id', 'student_id'])
      .unique()
      .execute();
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

    await db.schema
      .createTable('videos')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('url', 'text', (col) => col.notNull())
      .addColumn('youtube_id', 'text', (col) => col.notNull())
      .addColumn('thumbnail', 'text')
      .addColumn('duration', 'integer')
      .addColumn('created_by', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('deleted_at', 'text')
      .execute();
    await db.schema.createIndex('videos_live_created_idx').on('videos').columns(['deleted_at', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['videos', 'submissions', 'tasks', 'files', 'users']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
