import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { UPGRADE_CLASS_NAME } from '@sinfxona/domain/constants';
import { newJoinCode } from '../../lib/join-code';

/** Migrations see the database as it was then, not through today's Database interface. */
type AnyDb = Kysely<any>;

/**
 * A school of classes: every task and video belongs to one class; teachers teach classes and
 * students are enrolled in them. An existing install moves everything into one class
 * "Umumiy sinf" taught by every teacher with every student enrolled, so nobody loses anything.
 */
export const classesSchema: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('classes')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('subject', 'text')
      .addColumn('join_code', 'text', (col) => col.notNull().unique())
      .addColumn('join_enabled', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('archived_at', 'text')
      .addColumn('created_by', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('class_teachers')
      .addColumn('class_id', 'text', (col) => col.notNull().references('classes.id'))
      .addColumn('teacher_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('added_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('class_teachers_pk', ['class_id', 'teacher_id'])
      .execute();
    // "Which classes does this teacher teach" is the first step of every teacher's request.
    await db.schema
      .createIndex('class_teachers_teacher_idx')
      .on('class_teachers')
      .columns(['teacher_id', 'class_id'])
      .execute();

    await db.schema
      .createTable('enrolments')
      .addColumn('class_id', 'text', (col) => col.notNull().references('classes.id'))
      .addColumn('student_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('enrolled_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('enrolments_pk', ['class_id', 'student_id'])
      .execute();
    await db.schema
      .createIndex('enrolments_student_idx')
      .on('enrolments')
      .columns(['student_id', 'class_id'])
      .execute();

    // SQLite cannot add a NOT NULL column to a filled table; the column is filled below and
    // PostgreSQL gets the constraint too. The app always writes a class.
    await db.schema
      .alterTable('tasks')
      .addColumn('class_id', 'text', (col) => col.references('classes.id'))
      .execute();
    await db.schema
      .alterTable('videos')
      .addColumn('class_id', 'text', (col) => col.references('classes.id'))
      .execute();
    await db.schema
      .createIndex('tasks_class_created_idx')
      .on('tasks')
      .columns(['class_id', 'deleted_at', 'created_at'])
      .execute();
    await db.schema
      .createIndex('tasks_class_deadline_idx')
      .on('tasks')
      .columns(['class_id', 'deleted_at', 'deadline'])
      .execute();
    await db.schema
      .createIndex('videos_class_created_idx')
      .on('videos')
      .columns(['class_id', 'deleted_at', 'created_at'])
      .execute();

    await moveEverythingIntoOneClass(db);

    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`alter table tasks alter column class_id set not null`.execute(db);
      await sql`alter table videos alter column class_id set not null`.execute(db);
    }
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('videos').dropColumn('class_id').execute();
    await db.schema.alterTable('tasks').dropColumn('class_id').execute();
    for (const table of ['enrolments', 'class_teachers', 'classes']) await db.schema.dropTable(table).execute();
  },
};

/** The upgrade of a one-room install: one class holding everything that existed before. */
async function moveEverythingIntoOneClass(db: AnyDb) {
  const teachers: { id: string; created_at: string }[] = await db
    .selectFrom('users')
    .select(['id', 'created_at'])
    .where('role', '=', 'teacher')
    .orderBy('created_at')
    .execute();
  // A new install (or one with no teacher yet) has nothing to move: classes start empty.
  if (teachers.length === 0) return;
  const now = new Date().toISOString();
  const classId = randomUUID();
  await db
    .insertInto('classes')
    .values({
      id: classId,
      name: UPGRADE_CLASS_NAME,
      subject: null,
      join_code: newJoinCode(),
      join_enabled: 1,
      archived_at: null,
      created_by: teachers[0]!.id,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await sql`insert into class_teachers (class_id, teacher_id, added_at)
            select ${classId}, id, ${now} from users where role = 'teacher'`.execute(db);
  await sql`insert into enrolments (class_id, student_id, enrolled_at)
            select ${classId}, id, ${now} from users where role = 'student'`.execute(db);
  await db.updateTable('tasks').set({ class_id: classId }).execute();
  await db.updateTable('videos').set({ class_id: classId }).execute();
}
