import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Each task keeps the figures of its counted work (a student's latest, visible attempt that was
 * not sent back): how many were handed in, graded, scored and the scores' sum; `task_activity`
 * keeps the same work per calendar month (UTC) of handing in and of grading. Triggers on
 * `submissions` keep both in step within the writing transaction, whatever statement changes a
 * row (a grade, a return, a resubmission, a roster change, a task moved or deleted), so no write
 * path can forget them. Figures then add up a few rows per task instead of scanning the work.
 */
export const taskWorkCounts: Migration = {
  async up(db: Kysely<any>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    for (const column of ['handed_in', 'graded', 'scored'] as const) {
      await db.schema
        .alterTable('tasks')
        .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    }
    await db.schema
      .alterTable('tasks')
      .addColumn('score_sum', 'double precision', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('task_activity')
      .addColumn('task_id', 'text', (col) => col.notNull().references('tasks.id'))
      .addColumn('month', 'text', (col) => col.notNull())
      .addColumn('submitted', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('graded', 'integer', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('task_activity_pk', ['task_id', 'month'])
      .execute();

    await sql`update tasks set
        handed_in = (select count(*) from submissions s where s.task_id = tasks.id and ${COUNTED('s')}),
        graded = (select count(*) from submissions s where s.task_id = tasks.id and ${COUNTED('s')} and s.status = 'graded'),
        scored = (select count(s.score) from submissions s where s.task_id = tasks.id and ${COUNTED('s')}),
        score_sum = coalesce((select sum(s.score) from submissions s where s.task_id = tasks.id and ${COUNTED('s')}), 0)`.execute(
      db,
    );
    await sql`insert into task_activity (task_id, month, submitted, graded)
        select task_id, month, sum(submitted), sum(graded) from (
          select s.task_id, substr(s.submitted_at, 1, 7) as month, 1 as submitted, 0 as graded
            from submissions s where ${COUNTED('s')}
          union all
          select s.task_id, substr(s.graded_at, 1, 7), 0, 1
            from submissions s where ${COUNTED('s')} and s.graded_at is not null
        ) work group by task_id, month`.execute(db);

    if (postgres) await createPostgresTrigger(db);
    else await createSqliteTriggers(db);
  },
  async down(db: Kysely<any>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`drop trigger submissions_work_counts on submissions`.execute(db);
      await sql`drop function submissions_work_counts()`.execute(db);
    } else {
      for (const name of ['insert', 'update', 'delete']) {
        await sql.raw(`drop trigger submissions_work_counts_${name}`).execute(db);
      }
    }
    await db.schema.dropTable('task_activity').execute();
    for (const column of ['score_sum', 'scored', 'graded', 'handed_in']) {
      await db.schema.alterTable('tasks').dropColumn(column).execute();
    }
  },
};

/** The work that counts, as the lists and figures define it (see submissions/queries.ts). */
const counted = (row: string) => `(${row}.visible = 1 and ${row}.is_latest = 1 and ${row}.status <> 'returned')`;
const COUNTED = (row: string) => sql.raw(counted(row));

/**
 * SQLite: one trigger per statement kind. A row's counted work is taken off its task with the old
 * values and put back with the new ones; a comparison is 0 or 1 there, so it adds up directly.
 */
async function createSqliteTriggers(db: Kysely<any>) {
  const take = (row: 'old' | 'new', sign: '+' | '-') => `
    update tasks set
      handed_in = handed_in ${sign} 1,
      graded = graded ${sign} (${row}.status = 'graded'),
      scored = scored ${sign} (${row}.score is not null),
      score_sum = score_sum ${sign} coalesce(${row}.score, 0)
    where id = ${row}.task_id and ${counted(row)};
    ${
      sign === '+'
        ? `insert into task_activity (task_id, month, submitted, graded)
             select ${row}.task_id, substr(${row}.submitted_at, 1, 7), 1, 0 where ${counted(row)}
             on conflict (task_id, month) do update set submitted = submitted + 1;
           insert into task_activity (task_id, month, submitted, graded)
             select ${row}.task_id, substr(${row}.graded_at, 1, 7), 0, 1
             where ${counted(row)} and ${row}.graded_at is not null
             on conflict (task_id, month) do update set graded = graded + 1;`
        : `update task_activity set submitted = submitted - 1
             where task_id = ${row}.task_id and month = substr(${row}.submitted_at, 1, 7) and ${counted(row)};
           update task_activity set graded = graded - 1
             where task_id = ${row}.task_id and month = substr(${row}.graded_at, 1, 7) and ${counted(row)};`
    }`;
  await sql
    .raw(`create trigger submissions_work_counts_insert after insert on submissions begin ${take('new', '+')} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger submissions_work_counts_update
         after update of task_id, visible, is_latest, status, score, submitted_at, graded_at on submissions
       begin ${take('old', '-')} ${take('new', '+')} end`,
    )
    .execute(db);
  await sql
    .raw(`create trigger submissions_work_counts_delete after delete on submissions begin ${take('old', '-')} end`)
    .execute(db);
}

/** PostgreSQL: one row trigger calling a function that does the same as the SQLite triggers. */
async function createPostgresTrigger(db: Kysely<any>) {
  const take = (row: 'OLD' | 'NEW', sign: '+' | '-') => `
    IF ${counted(row)} THEN
      UPDATE tasks SET
        handed_in = handed_in ${sign} 1,
        graded = graded ${sign} (${row}.status = 'graded')::int,
        scored = scored ${sign} (${row}.score IS NOT NULL)::int,
        score_sum = score_sum ${sign} coalesce(${row}.score, 0)
      WHERE id = ${row}.task_id;
      ${
        sign === '+'
          ? `INSERT INTO task_activity AS a (task_id, month, submitted, graded)
               VALUES (${row}.task_id, substr(${row}.submitted_at, 1, 7), 1, 0)
               ON CONFLICT (task_id, month) DO UPDATE SET submitted = a.submitted + 1;
             IF ${row}.graded_at IS NOT NULL THEN
               INSERT INTO task_activity AS a (task_id, month, submitted, graded)
                 VALUES (${row}.task_id, substr(${row}.graded_at, 1, 7), 0, 1)
                 ON CONFLICT (task_id, month) DO UPDATE SET graded = a.graded + 1;
             END IF;`
          : `UPDATE task_activity SET submitted = submitted - 1
               WHERE task_id = ${row}.task_id AND month = substr(${row}.submitted_at, 1, 7);
             IF ${row}.graded_at IS NOT NULL THEN
               UPDATE task_activity SET graded = graded - 1
                 WHERE task_id = ${row}.task_id AND month = substr(${row}.graded_at, 1, 7);
             END IF;`
      }
    END IF;`;
  await sql
    .raw(
      `CREATE FUNCTION submissions_work_counts() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP IN ('UPDATE', 'DELETE') THEN ${take('OLD', '-')} END IF;
         IF TG_OP IN ('INSERT', 'UPDATE') THEN ${take('NEW', '+')} END IF;
         RETURN NULL;
       END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER submissions_work_counts
       AFTER INSERT OR UPDATE OF task_id, visible, is_latest, status, score, submitted_at, graded_at OR DELETE ON submissions
       FOR EACH ROW EXECUTE FUNCTION submissions_work_counts()`,
    )
    .execute(db);
}
