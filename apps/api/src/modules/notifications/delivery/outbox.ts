import type { Db, DatabaseKind } from '../../../db/database';
import type { OutboxStatus } from '../../../db/schema';

/** The outbox's SQL: claiming due rows under a lease and settling them. Only the worker writes here. */

export interface ClaimedRow {
  id: string;
  notification_id: string;
  channel: string;
  idempotency_key: string;
  attempts: number;
  claimed_until: string;
  created_at: string;
}

/**
 * Claims up to `limit` due rows for this worker until `leaseUntil`: pending or held rows whose
 * time has come, and rows a claimer left in `sending` past its lease (it crashed or hung). On
 * PostgreSQL rows another instance is claiming are skipped (FOR UPDATE SKIP LOCKED), so each row
 * goes to one claimer; SQLite has one writer at a time, and one claimer per process.
 */
export async function claimDue(
  db: Db,
  kind: DatabaseKind,
  input: { now: string; leaseUntil: string; limit: number },
): Promise<ClaimedRow[]> {
  const due = db
    .selectFrom('notification_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['pending', 'held']), eb('next_attempt_at', '<=', input.now)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', input.now)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .limit(input.limit);
  const claim = (ids: ReturnType<typeof due.forUpdate> | typeof due) =>
    db
      .updateTable('notification_outbox')
      .set({ status: 'sending', claimed_until: input.leaseUntil })
      .where('id', 'in', ids)
      .returning(['id', 'notification_id', 'channel', 'idempotency_key', 'attempts', 'claimed_until', 'created_at'])
      .execute();
  const rows = kind === 'postgres' ? await claim(due.forUpdate().skipLocked()) : await claim(due);
  return rows.map((row) => ({ ...row, claimed_until: row.claimed_until ?? input.leaseUntil }));
}

/**
 * Renews this claim just before its send: false when the lease ran out and another claimer took
 * the row (it sends it, this one must not), so a slow batch never sends a row twice.
 */
export async function renewClaim(db: Db, row: ClaimedRow, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('notification_outbox')
    .set({ claimed_until: leaseUntil })
    .where('id', '=', row.id)
    .where('status', '=', 'sending')
    .where('claimed_until', '=', row.claimed_until)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  row.claimed_until = leaseUntil;
  return true;
}

/**
 * Settles a claimed row, only while this claim still holds it: a row reclaimed after a lease ran
 * out is the new claimer's to settle.
 */
export async function settle(
  db: Db,
  row: ClaimedRow,
  patch: {
    status: OutboxStatus;
    attempts?: number;
    nextAttemptAt?: string;
    lastError?: string | null;
    sentAt?: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('notification_outbox')
    .set({
      status: patch.status,
      claimed_until: null,
      ...(patch.attempts !== undefined ? { attempts: patch.attempts } : {}),
      ...(patch.nextAttemptAt !== undefined ? { next_attempt_at: patch.nextAttemptAt } : {}),
      ...(patch.lastError !== undefined ? { last_error: patch.lastError?.slice(0, 1000) ?? null } : {}),
      ...(patch.sentAt !== undefined ? { sent_at: patch.sentAt } : {}),
    })
    .where('id', '=', row.id)
    .where('status', '=', 'sending')
    .where('claimed_until', '=', row.claimed_until)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What the claimed rows are about: the notification, its recipient and how they are reached. */
export async function deliveryContext(db: Db, notificationIds: string[]) {
  if (notificationIds.length === 0) return [];
  return db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .leftJoin('notification_contacts as c', 'c.user_id', 'n.user_id')
    .leftJoin('notification_preferences as p', 'p.user_id', 'n.user_id')
    .select([
      'n.id',
      'n.user_id',
      'n.type',
      'n.params',
      'n.url',
      'u.full_name',
      'u.email',
      'u.active',
      'c.language',
      'c.telegram_chat_id',
      'p.preferences',
    ])
    .where('n.id', 'in', notificationIds)
    .execute();
}

/** Counts per channel and status of the rows made since `since`, and the newest dead letters. */
export async function deliveryReport(db: Db, since: string, deadLimit: number) {
  const [counts, dead] = await Promise.all([
    db
      .selectFrom('notification_outbox')
      .select(['channel', 'status', (eb) => eb.fn.countAll().as('count')])
      .where('created_at', '>=', since)
      .groupBy(['channel', 'status'])
      .execute(),
    db
      .selectFrom('notification_outbox as o')
      .innerJoin('notifications as n', 'n.id', 'o.notification_id')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select([
        'o.id',
        'o.channel',
        'o.attempts',
        'o.last_error',
        'o.created_at',
        'o.next_attempt_at',
        'n.type',
        'u.id as user_id',
        'u.full_name',
      ])
      .where('o.status', '=', 'dead')
      .orderBy('o.next_attempt_at', 'desc')
      .limit(deadLimit)
      .execute(),
  ]);
  return { counts: counts.map((row) => ({ ...row, count: Number(row.count) })), dead };
}

/** Takes or renews the named lease for `holder` until `until`; false while another holds it. */
export async function takeLease(db: Db, name: string, holder: string, now: string, until: string): Promise<boolean> {
  await db
    .insertInto('notification_leases')
    .values({ name, holder, until })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, until })
        .where((eb) =>
          eb.or([eb('notification_leases.holder', '=', holder), eb('notification_leases.until', '<', now)]),
        ),
    )
    .execute();
  const row = await db.selectFrom('notification_leases').select('holder').where('name', '=', name).executeTakeFirst();
  return row?.holder === holder;
}

export async function dropLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('notification_leases').where('name', '=', name).where('holder', '=', holder).execute();
}

/**
 * Folds the other waiting deliveries of the same kind, recipient, channel and screen (a task's
 * hand-ins to one teacher) into the claimed row `row`: they are marked skipped ("in a digest")
 * and their params returned, oldest first, for the one message that stands for them all.
 */
export async function foldIntoDigest(
  db: Db,
  row: ClaimedRow,
  of: { userId: string; type: string; url: string },
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const siblings = await trx
      .selectFrom('notification_outbox as o')
      .innerJoin('notifications as n', 'n.id', 'o.notification_id')
      .select(['o.id', 'n.params'])
      .where('n.user_id', '=', of.userId)
      .where('n.type', '=', of.type)
      .where('n.url', '=', of.url)
      .where('o.channel', '=', row.channel)
      .where('o.status', 'in', ['pending', 'held'])
      .where('o.id', '!=', row.id)
      .orderBy('o.created_at')
      .execute();
    if (siblings.length === 0) return [];
    const folded = await trx
      .updateTable('notification_outbox')
      .set({ status: 'skipped', last_error: `in digest ${row.id}` })
      .where(
        'id',
        'in',
        siblings.map((sibling) => sibling.id),
      )
      .where('status', 'in', ['pending', 'held'])
      .returning('id')
      .execute();
    const kept = new Set(folded.map((f) => f.id));
    return siblings.filter((sibling) => kept.has(sibling.id)).map((sibling) => sibling.params);
  });
}
