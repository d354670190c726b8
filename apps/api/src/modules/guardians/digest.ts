import { digestWeekAt } from '@sinfxona/domain/rules/digest-week';
import type { Db } from '../../db/database';
import { readMarking } from '../marks/queries';
import { formatSchoolDateTime } from '@sinfxona/domain/rules/school-time';
import { notificationUrls, notify } from '../notifications/events';
import { childWeek, type ChildWeek } from './child-week';

/** Digests made per round; the next round takes the rest. */
const BATCH = 100;
/** Lines per list in one message; the rest is counted ("+3"). */
const LIST_MAX = 8;

/** A list as message lines: "• Task (Class) — what"; "—" when empty. */
function lines<T extends { task: string; className: string }>(items: T[], what: (item: T) => string): string {
  if (items.length === 0) return '—';
  const shown = items.slice(0, LIST_MAX).map((item) => `• ${item.task} (${item.className}) — ${what(item)}`);
  if (items.length > LIST_MAX) shown.push(`+${items.length - LIST_MAX}`);
  return shown.join('\n');
}

/** The digest's params: counts, and the lists in words every language shares (titles, marks, dates). */
export function digestParams(child: string, week: string, content: ChildWeek) {
  const [year, month, day] = week.split('-');
  return {
    child,
    week: `${day}/${month}/${year}`,
    gradedCount: content.grades.length,
    grades: lines(content.grades, (grade) =>
      grade.mark === null ? `${grade.score}` : `${grade.mark} (${grade.score})`,
    ),
    missingCount: content.missing.length,
    missing: lines(content.missing, (item) => formatSchoolDateTime(item.due)),
    dueCount: content.due.length,
    due: lines(content.due, (item) => formatSchoolDateTime(item.due)),
  };
}

/**
 * The guardians' weekly digest (docs/architecture.md §4 "Guardians (parents)"): on Sunday from
 * 18:00 in the school's time zone, one `weekly_digest` per guardian and child about the week,
 * through the channels the guardian chose (Telegram, e-mail) and in the app. The row in
 * `guardian_digests` is written in the same transaction as the notification, so a restart never
 * repeats or forgets one and two instances racing make one (the row's key).
 */
export async function sendGuardianDigests(db: Db, now: Date): Promise<number> {
  const period = digestWeekAt(now);
  if (!period) return 0;
  const pending = await db
    .selectFrom('guardian_links as g')
    .innerJoin('users as s', 's.id', 'g.student_id')
    .select(['g.guardian_id', 'g.student_id', 's.full_name'])
    .where('s.active', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('guardian_digests as d')
            .select('d.week')
            .whereRef('d.guardian_id', '=', 'g.guardian_id')
            .whereRef('d.student_id', '=', 'g.student_id')
            .where('d.week', '=', period.week),
        ),
      ),
    )
    .limit(BATCH)
    .execute();
  if (pending.length === 0) return 0;
  const { scale } = await readMarking(db, now);
  const contents = new Map<string, ChildWeek>();
  let sent = 0;
  for (const row of pending) {
    let content = contents.get(row.student_id);
    if (!content) {
      content = await childWeek(db, row.student_id, { ...period, now }, scale);
      contents.set(row.student_id, content);
    }
    const params = digestParams(row.full_name, period.week, content);
    await db.transaction().execute(async (trx) => {
      const recorded = await trx
        .insertInto('guardian_digests')
        .values({
          guardian_id: row.guardian_id,
          student_id: row.student_id,
          week: period.week,
          sent_at: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(['guardian_id', 'student_id', 'week']).doNothing())
        .returning('week')
        .executeTakeFirst();
      if (!recorded) return;
      sent += 1;
      await notify(trx, {
        type: 'weekly_digest',
        recipients: [row.guardian_id],
        params,
        url: notificationUrls.guardianChild(row.student_id),
      });
    });
  }
  return sent;
}
