import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

const ROLES = sql`role in ('student', 'teacher', 'admin', 'guardian')`;

/**
 * The school (docs/architecture.md §4 "The school"): users gain the roles `admin` and `guardian`,
 * a `username` (pupils without e-mail sign in with it; e-mail becomes optional), a one-time
 * password flag and an `active` flag; the school's settings, teachers' invitations and the audit
 * log get their tables.
 */
export const school: Migration = {
  async up(db: Kysely<any>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) await widenUsersPostgres(db);
    else await rebuildUsersSqlite(db);
    await db.schema.createIndex('users_username_uq').on('users').column('username').unique().execute();

    await db.schema
      .createTable('school_settings')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('teacher_signup', 'text')
      .addColumn('grade_scale', 'text')
      .addColumn('terms', 'text')
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('teacher_invitations')
      .addColumn('code', 'text', (col) => col.primaryKey())
      .addColumn('email', 'text')
      .addColumn('created_by', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .addColumn('used_by', 'text', (col) => col.references('users.id'))
      .execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('at', 'text', (col) => col.notNull())
      .addColumn('actor_id', 'text', (col) => col.references('users.id'))
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('target', 'text')
      .addColumn('ip', 'text')
      .execute();
    await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();

    // Consent: a teacher's add invites; the student accepts (enrolled) or declines (the row goes).
    await db.schema
      .createTable('class_invitations')
      .addColumn('class_id', 'text', (col) => col.notNull().references('classes.id'))
      .addColumn('student_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('invited_by', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('class_invitations_pk', ['class_id', 'student_id'])
      .execute();
    await db.schema
      .createIndex('class_invitations_student_idx')
      .on('class_invitations')
      .columns(['student_id', 'created_at'])
      .execute();

    // A roster import's login cards, sealed (AES-GCM) for the 24 hours they may be printed.
    await db.schema
      .createTable('roster_imports')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('created_by', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('class_id', 'text', (col) => col.references('classes.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('cards', 'text')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('roster_imports').execute();
    await db.schema.dropTable('class_invitations').execute();
    await db.schema.dropTable('audit_log').execute();
    await db.schema.dropTable('teacher_invitations').execute();
    await db.schema.dropTable('school_settings').execute();
    await db.schema.dropIndex('users_username_uq').execute();
  },
};

async function widenUsersPostgres(db: Kysely<any>) {
  await sql`ALTER TABLE users ALTER COLUMN email DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE users DROP CONSTRAINT users_role_check`.execute(db);
  await sql`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (${ROLES})`.execute(db);
  await db.schema
    .alterTable('users')
    .addColumn('username', 'text')
    .addColumn('must_change_password', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}

/**
 * SQLite cannot change a column's constraints, so the users table is made anew and its rows
 * copied, as SQLite's documentation describes: foreign keys off (this migration runs outside a
 * transaction), the copy in one transaction, every reference checked before the keys come back
 * on. Other tables refer to `users` by name, so they refer to the new table once it has it; its
 * indexes and the roster-name trigger (migration 008) are made again.
 */
async function rebuildUsersSqlite(db: Kysely<any>) {
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.schema
        .createTable('users_next')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('full_name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.unique())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) => col.notNull().check(ROLES))
        .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('username', 'text')
        .addColumn('must_change_password', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await sql`insert into users_next (id, full_name, email, password_hash, role, token_version, created_at, updated_at)
        select id, full_name, email, password_hash, role, token_version, created_at, updated_at from users`.execute(
        trx,
      );
      await sql`drop table users`.execute(trx);
      await sql`alter table users_next rename to users`.execute(trx);
      await trx.schema.createIndex('users_role_created_idx').on('users').columns(['role', 'created_at']).execute();
      await sql`create trigger enrolments_follow_name after update of full_name on users
        when old.full_name is not new.full_name
        begin update enrolments set student_name = new.full_name where student_id = new.id; end`.execute(trx);
      const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`users rebuild broke ${broken.rows.length} reference(s)`);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
