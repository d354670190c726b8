import type { Db } from '../../db/database';
import { dueWithin, notRecordedIn, owedWork, recordOnce } from '../../db/owed-work';
import { formatSchoolDateTime } from '@sinfxona/domain/rules/school-time';
import { notifyGuardians } from './queries';

/** Notices made per round; the next round takes the rest. */
const BATCH = 200;
/**
 * How long after a deadline its missing work is still news: a server started after a long stop (or
 * a first start on an old database) does not tell parents of every task ever missed.
 */
const RECENT_MS = 2 * 86_400_000;

/**
 * Guardians told that their child's work is missing (docs/architecture.md §4 "Guardians
 * (parents)", issue "Parents"): once the child's own deadline (an extension's, when given) has
 * passed with nothing handed in and the work not excused; once per task and child, recorded in
 * `missing_notices` in the same transaction as the notification. Only children with guardians.
 */
export async function sendMissingNotices(db: Db, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const sinceIso = new Date(now.getTime() - RECENT_MS).toISOString();
  const rows = await owedWork(db, nowIso)
    .where(dueWithin(sinceIso, nowIso))
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('guardian_links as g').select('g.student_id').whereRef('g.student_id', '=', 'e.student_id')),
    )
    .where(notRecordedIn('missing_notices'))
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const row of rows) {
    await db.transaction().execute(async (trx) => {
      if (!(await recordOnce(trx, 'missing_notices', row, nowIso))) return;
      sent += 1;
      await notifyGuardians(trx, row.student_id, {
        type: 'task_missing',
        params: { task: row.title, class: row.class_name, deadline: formatSchoolDateTime(String(row.due)) },
      });
    });
  }
  return sent;
}
