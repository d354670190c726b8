import { SCHOOL_TIME_ZONE } from '@sinfxona/domain/rules/marks';
import type { Db } from '../../../db/database';
import { notifyGuardians } from '../../guardians/queries';
import { notificationUrls, notify } from '../events';
import { visibleToStudents } from '../../../db/published';

const DAY_MS = 86_400_000;
/** Reminders made per round; the next round takes the rest. */
const BATCH = 200;

/** `DD/MM/YYYY HH:mm` in the school's time zone. */
export function schoolDateTime(iso: string, timeZone = SCHOOL_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/**
 * `deadline_soon` (docs/architecture.md §4 "Notifications"): 24 hours before a student's deadline
 * (their extension's, when they have one), to each student of the class who has handed nothing
 * in and is not excused; once per task and student. What was sent is recorded in
 * `deadline_reminders` in the same transaction as the notification, so a restart neither repeats
 * nor forgets one, and two instances racing make one (the row's key).
 */
export async function sendDeadlineReminders(db: Db, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const soonIso = new Date(now.getTime() + DAY_MS).toISOString();
  const due = db
    .selectFrom('tasks as t')
    .innerJoin('classes as c', 'c.id', 't.class_id')
    .innerJoin('enrolments as e', 'e.class_id', 't.class_id')
    .leftJoin('task_extensions as x', (join) =>
      join.onRef('x.task_id', '=', 't.id').onRef('x.student_id', '=', 'e.student_id'),
    )
    .select((eb) => [
      't.id as task_id',
      't.title',
      'c.name as class_name',
      'e.student_id',
      eb.fn.coalesce('x.deadline', 't.deadline').as('due'),
    ])
    .where('t.deleted_at', 'is', null)
    .where(visibleToStudents('t', nowIso))
    .where('c.archived_at', 'is', null)
    .where((eb) => eb(eb.fn.coalesce('x.deadline', 't.deadline'), '>', nowIso))
    .where((eb) => eb(eb.fn.coalesce('x.deadline', 't.deadline'), '<=', soonIso))
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
          selectFrom('deadline_reminders as r')
            .select('r.task_id')
            .whereRef('r.task_id', '=', 't.id')
            .whereRef('r.student_id', '=', 'e.student_id'),
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
    )
    .limit(BATCH);
  const rows = await due.execute();
  let sent = 0;
  for (const row of rows) {
    await db.transaction().execute(async (trx) => {
      const recorded = await trx
        .insertInto('deadline_reminders')
        .values({ task_id: row.task_id, student_id: row.student_id, sent_at: nowIso })
        .onConflict((oc) => oc.columns(['task_id', 'student_id']).doNothing())
        .returning('task_id')
        .executeTakeFirst();
      if (!recorded) return;
      sent += 1;
      const params = { task: row.title, class: row.class_name, deadline: schoolDateTime(String(row.due)) };
      await notify(trx, {
        type: 'deadline_soon',
        recipients: [row.student_id],
        params,
        url: notificationUrls.studentTasks(),
      });
      // Their guardians too, about their child.
      await notifyGuardians(trx, row.student_id, { type: 'deadline_soon', params });
    });
  }
  return sent;
}
