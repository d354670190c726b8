import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { classStudentIds, excerpt, notificationUrls, notify } from '../notifications/queries';
import { markAnnounced, selectDueAnnouncements } from './repository';

/** Scheduled posts announced per round; the next round takes the rest. */
const BATCH = 200;

interface Announced {
  id: string;
  class_id: string;
  text: string;
  class_name: string;
  author_name: string;
}

/**
 * `announcement` (docs/architecture.md §4 "Notifications"): the class's students are told of a post
 * once, in the transaction `trx` that marks it announced; false when another already did.
 */
export async function announcePost(trx: Kysely<Database>, post: Announced, at: string): Promise<boolean> {
  if (!(await markAnnounced(trx, post.id, at))) return false;
  await notify(trx, {
    type: 'announcement',
    recipients: await classStudentIds(trx, post.class_id),
    params: { class: post.class_name, teacher: post.author_name, text: excerpt(post.text) },
    url: notificationUrls.studentClass(post.class_id),
  });
  return true;
}

/**
 * The delivery worker's round (notifications/delivery/index.ts): each scheduled post whose time
 * has come is announced in a transaction of its own, which records it, so a restart neither repeats
 * nor forgets one and two instances racing tell the class once.
 */
export async function sendScheduledAnnouncements(db: Db, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const due = await selectDueAnnouncements(db, nowIso, BATCH);
  let sent = 0;
  for (const post of due) {
    const done = await db.transaction().execute((trx) => announcePost(trx, post, nowIso));
    if (done) sent += 1;
  }
  return sent;
}
