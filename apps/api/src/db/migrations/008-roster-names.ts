import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * A roster is read in name order, a page at a time. Each enrolment carries its student's name,
 * indexed with the class, so a page is a short walk along that index instead of joining and
 * sorting every student of the class. A trigger keeps the copy in step when an account is renamed.
 */
export const rosterNames: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('enrolments').addColumn('student_name', 'text').execute();
    await sql`update enrolments set student_name = (select full_name from users where users.id = enrolments.student_id)`.execute(
      db,
    );
    await db.schema
      .createIndex('enrolments_class_name_idx')
      .on('enrolments')
      .columns(['class_id', 'student_name', 'student_id'])
      .execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`CREATE FUNCTION enrolments_follow_name() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE enrolments SET student_name = NEW.full_name WHERE student_id = NEW.id;
          RETURN NULL;
        END $$`.execute(db);
      await sql`CREATE TRIGGER enrolments_follow_name AFTER UPDATE OF full_name ON users
        FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name) EXECUTE FUNCTION enrolments_follow_name()`.execute(
        db,
      );
    } else {
      await sql`create trigger enrolments_follow_name after update of full_name on users
        when old.full_name is not new.full_name
        begin update enrolments set student_name = new.full_name where student_id = new.id; end`.execute(db);
    }
  },
  async down(db: Kysely<any>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`drop trigger enrolments_follow_name on users`.execute(db);
      await sql`drop function enrolments_follow_name()`.execute(db);
    } else {
      await sql`drop trigger enrolments_follow_name`.execute(db);
    }
    await db.schema.dropIndex('enrolments_class_name_idx').execute();
    await db.schema.alterTable('enrolments').dropColumn('student_name').execute();
  },
};
