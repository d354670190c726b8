import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { visibleToStudents } from './published';
import type { Database } from './schema';

/** A row's own deadline in owedWork: the student's extension's when they have one, else the task's. */
export const dueOf = sql<string>`coalesce(${sql.ref('x.deadline')}, ${sql.ref('t.deadline')})`;

/**
 * Each enrolled student's open work: the live, published tasks of their active classes with the
 * student's own deadline (`due`: an extension's when they have one) that they have handed nothing
 * in for and are not excused from. Aliases: `t` tasks, `c` classes, `e` enrolments, `x` the
 * student's extension. The deadline reminders, the guardians' missing-work notices and the weekly
 * digest narrow it by `due`.
 */
export function owedWork(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('tasks as t')
    .innerJoin('classes as c', 'c.id', 't.class_id')
    .innerJoin('enrolments as e', 'e.class_id', 't.class_id')
    .leftJoin('task_extensions as x', (join) =>
      join.onRef('x.task_id', '=', 't.id').onRef('x.student_id', '=', 'e.student_id'),
    )
    .select(['t.id as task_id', 't.title', 'c.name as class_name', 'e.student_id', dueOf.as('due')])
    .where('t.deleted_at', 'is', null)
    .where('c.archived_at', 'is', null)
    .where(visibleToStudents('t', now))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('submissions as s')
            .select('s.id')
            .whereRef('s.task_id', '=', 't.id')
            .whereRef('s.student_id', '=', 'e.student_id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('task_excusals as ex')
            .select('ex.task_id')
            .whereRef('ex.task_id', '=', 't.id')
            .whereRef('ex.student_id', '=', 'e.student_id'),
        ),
      ),
    );
}

/**
 * Of owedWork's rows, those whose `due` is in (after, upTo]. Such a row's task has its own
 * deadline or one of its extensions' in that range, so those tasks are found first (the deadline's
 * index, and the few extensions): the background rounds that ask this every few seconds then read
 * a handful of tasks instead of every live task with every pupil of its class, which on SQLite
 * held the event loop 70–180 ms a round at a school of 2,000.
 */
export const dueWithin = (after: string, upTo: string): Expression<SqlBool> =>
  sql<SqlBool>`(${dueOf} > ${after} and ${dueOf} <= ${upTo} and ${sql.ref('t.id')} in (
    select id from tasks where deleted_at is null and deadline > ${after} and deadline <= ${upTo}
    union select task_id from task_extensions where deadline > ${after} and deadline <= ${upTo}))`;

/** The tables that record a notice sent once per task and student. */
type OnceTable = 'deadline_reminders' | 'missing_notices';

/** Of owedWork's rows, those `table` has not recorded yet. */
export const notRecordedIn = (table: OnceTable): Expression<SqlBool> =>
  sql<SqlBool>`not exists (select 1 from ${sql.table(table)} as sent where sent.task_id = ${sql.ref('t.id')} and sent.student_id = ${sql.ref('e.student_id')})`;

/**
 * Records a notice as sent in `table`, in the transaction that makes it: false when it already was
 * (a restart, or another instance racing for the same row), so it is made once.
 */
export async function recordOnce(
  trx: Kysely<Database>,
  table: OnceTable,
  row: { task_id: string; student_id: string },
  sentAt: string,
): Promise<boolean> {
  const recorded = await trx
    .insertInto(table)
    .values({ task_id: row.task_id, student_id: row.student_id, sent_at: sentAt })
    .onConflict((oc) => oc.columns(['task_id', 'student_id']).doNothing())
    .returning('task_id')
    .executeTakeFirst();
  return recorded !== undefined;
}
