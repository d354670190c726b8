import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { offsetOf } from '../../db/query-helpers';

/** What the audit log records (docs/architecture.md §4 "The school"). */
export type AuditAction =
  | 'sign_in_locked'
  | 'role_changed'
  | 'account_deactivated'
  | 'account_activated'
  | 'password_reset'
  | 'roster_imported'
  | 'invitation_created'
  | 'invitation_revoked'
  | 'gradebook_exported'
  | 'school_updated';

export interface AuditEntry {
  actorId: string | null;
  action: AuditAction;
  /** Who or what the action was about, as the admin reads it (a name and login, a class, a code). */
  target: string | null;
  ip: string | null;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: new Date().toISOString(),
      actor_id: entry.actorId,
      action: entry.action,
      target: entry.target,
      ip: entry.ip,
    })
    .execute();
}

/** A page of the log, newest first, with each actor's name. */
export async function auditPage(db: Db, page: number, limit: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('audit_log')
      .leftJoin('users', 'users.id', 'audit_log.actor_id')
      .select([
        'audit_log.at',
        'audit_log.action',
        'audit_log.target',
        'audit_log.ip',
        'users.id as actor_id',
        'users.full_name as actor_name',
      ])
      .orderBy('audit_log.at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(limit)
      .offset(offsetOf(page, limit))
      .execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const entries = rows.map((row) => ({
    at: row.at,
    actor: row.actor_id ? { _id: row.actor_id, fullName: row.actor_name ?? '' } : null,
    action: row.action,
    target: row.target,
    ip: row.ip,
  }));
  return { entries, total: Number(count.total) };
}
