import { seesScheduled } from '../../db/published';
import type { Db } from '../../db/database';
import type { Member } from '../classes/queries';
import { tasksListedFor } from '../tasks/queries';

/** The calendar tables (migration 023): one private feed per user, found by its token's hash. */

export async function findFeedOf(db: Db, userId: string) {
  return db.selectFrom('calendar_feeds').select(['nonce']).where('user_id', '=', userId).executeTakeFirst();
}

/** The user's feed, new or replacing the one they had (whose token then opens nothing). */
export async function saveFeed(
  db: Db,
  row: { user_id: string; nonce: string; token_hash: string; created_at: string },
) {
  await db
    .insertInto('calendar_feeds')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ nonce: row.nonce, token_hash: row.token_hash, created_at: row.created_at }),
    )
    .execute();
}

/** The active user a feed token's hash belongs to, or undefined. */
export async function findFeedOwner(db: Db, tokenHash: string) {
  return db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['users.id', 'users.role', 'users.full_name'])
    .where('calendar_feeds.token_hash', '=', tokenHash)
    .where('users.active', '=', 1)
    .executeTakeFirst();
}

/** How far back a feed reaches, and how many deadlines it carries at most (a phone syncs it often). */
const FEED_DAYS_BACK = 180;
const FEED_MAX_EVENTS = 1000;

export interface CalendarTaskRow {
  id: string;
  title: string;
  class_name: string;
  deadline: string;
  /** The student's own later deadline (an extension), when they have one. */
  own_deadline: string | null;
  /** For a guardian: which child the deadline is for. */
  child_id: string | null;
  child_name: string | null;
}

/**
 * A member's tasks as their task list holds them (tasks/repository.ts matchingTasks), with their
 * own deadline (only a student has extensions: for anyone else the join finds none).
 */
async function listedDeadlines(db: Db, member: Member, since: string) {
  // Scheduled tasks are in a teacher's calendar, and in anyone else's once published.
  return tasksListedFor(db, member, seesScheduled(member.role) ? {} : { now: new Date().toISOString() })
    .innerJoin('classes', 'classes.id', 'tasks.class_id')
    .leftJoin('task_extensions as own', (join) =>
      join.onRef('own.task_id', '=', 'tasks.id').on('own.student_id', '=', member.id),
    )
    .select(['tasks.id', 'tasks.title', 'tasks.deadline', 'classes.name as class_name', 'own.deadline as own_deadline'])
    .where((eb) => eb.or([eb('tasks.deadline', '>=', since), eb('own.deadline', '>=', since)]))
    .orderBy('tasks.deadline')
    .orderBy('tasks.id')
    .limit(FEED_MAX_EVENTS)
    .execute();
}

/**
 * Every deadline a user's calendar shows: a student's tasks (exactly those of their task list, with
 * their own extended deadline), a teacher's (or admin's) classes' tasks, a guardian's children's.
 * Archived classes and deleted tasks are left out, as the lists leave them out.
 */
export async function calendarTasksFor(db: Db, user: Member): Promise<CalendarTaskRow[]> {
  const since = new Date(Date.now() - FEED_DAYS_BACK * 86_400_000).toISOString();
  if (user.role !== 'guardian') {
    const rows = await listedDeadlines(db, user, since);
    return rows.map((row) => ({ ...row, own_deadline: row.own_deadline ?? null, child_id: null, child_name: null }));
  }
  const children = await db
    .selectFrom('guardian_links')
    .innerJoin('users', 'users.id', 'guardian_links.student_id')
    .select(['users.id', 'users.full_name'])
    .where('guardian_links.guardian_id', '=', user.id)
    .where('users.active', '=', 1)
    .orderBy('guardian_links.created_at')
    .execute();
  const perChild = await Promise.all(
    children.map(async (child) =>
      (await listedDeadlines(db, { id: child.id, role: 'student' }, since)).map((row) => ({
        ...row,
        own_deadline: row.own_deadline ?? null,
        child_id: child.id,
        child_name: child.full_name,
      })),
    ),
  );
  return perChild.flat();
}
