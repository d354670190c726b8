import { formatSchoolDateTime } from '@sinfxona/domain/rules/school-time';
import type { Db } from '../../../db/database';
import { notifyGuardians } from '../../guardians/queries';
import { notificationUrls, notify } from '../events';
import { dueWithin, notRecordedIn, owedWork, recordOnce } from '../../../db/owed-work';

const DAY_MS = 86_400_000;
/** Reminders made per round; the next round takes the rest. */
const BATCH = 200;

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
  const due = owedWork(db, nowIso)
    .where(dueWithin(nowIso, soonIso))
    .where(notRecordedIn('deadline_reminders'))
    .limit(BATCH);
  const rows = await due.execute();
  let sent = 0;
  for (const row of rows) {
    await db.transaction().execute(async (trx) => {
      if (!(await recordOnce(trx, 'deadline_reminders', row, nowIso))) return;
      sent += 1;
      const params = { task: row.title, class: row.class_name, deadline: formatSchoolDateTime(String(row.due)) };
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
