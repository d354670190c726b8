import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notificationUrls, notify, type NotificationEvent } from '../notifications/events';

/**
 * Tells the student's guardians of an event of the student's (graded, returned, deadline soon):
 * the same type, with the child's name in `child` and the child's page as its link. In the
 * caller's transaction, as `notify`; no guardian, nothing.
 */
export async function notifyGuardians(
  trx: Kysely<Database>,
  studentId: string,
  event: Omit<NotificationEvent, 'recipients' | 'url'>,
): Promise<void> {
  const rows = await trx
    .selectFrom('guardian_links as g')
    .innerJoin('users as s', 's.id', 'g.student_id')
    .select(['g.guardian_id', 's.full_name'])
    .where('g.student_id', '=', studentId)
    .execute();
  if (rows.length === 0) return;
  await notify(trx, {
    type: event.type,
    recipients: rows.map((row) => row.guardian_id),
    params: { ...event.params, child: rows[0]!.full_name },
    url: notificationUrls.guardianChild(studentId),
  });
}

/** Whether the guardian is linked to the student (the report card's viewers, modules/marks). */
export { isGuardianLinked } from './repository';

/** A guardian linked to a student (the demo's parent). */
export { insertGuardianLink } from './repository';
