import ical from 'ical-generator';
import type { Actor, Deps } from '../../deps';
import type { Member } from '../classes/queries';
import { notificationUrls } from '../notifications/queries';
import { FEED_FILE, FeedTokens, hashFeedToken } from './feed-token';
import { calendarTasksFor, findFeedOf, findFeedOwner, saveFeed, type CalendarTaskRow } from './repository';

const tokensOf = (deps: Deps) => new FeedTokens(deps.config.jwtSecret);
const feedUrl = (deps: Deps, token: string) => `${deps.config.notifications.appUrl}/api/calendar/${token}.ics`;

async function newFeed(deps: Deps, userId: string): Promise<string> {
  const tokens = tokensOf(deps);
  const nonce = tokens.newNonce();
  const token = tokens.tokenOf(userId, nonce);
  await saveFeed(deps.db, {
    user_id: userId,
    nonce,
    token_hash: hashFeedToken(token),
    created_at: new Date().toISOString(),
  });
  return token;
}

/** The user's private feed URL, made on the first call and the same afterwards. */
export async function getFeed(deps: Deps, actor: Actor): Promise<{ url: string }> {
  const existing = await findFeedOf(deps.db, actor.id);
  const token = existing ? tokensOf(deps).tokenOf(actor.id, existing.nonce) : await newFeed(deps, actor.id);
  return { url: feedUrl(deps, token) };
}

/** A new feed URL; the old one opens nothing from now on. */
export async function renewFeed(deps: Deps, actor: Actor): Promise<{ url: string }> {
  return { url: feedUrl(deps, await newFeed(deps, actor.id)) };
}

/** Where an event's link leads: the task's page for this user. */
function taskPage(user: Member, row: CalendarTaskRow): string {
  if (row.child_id) return notificationUrls.guardianChild(row.child_id);
  return user.role === 'student' ? notificationUrls.studentTasks() : notificationUrls.teacherTaskWork(row.id);
}

/**
 * The feed's iCalendar text for `file` (`<token>.ics`), or null when no live feed has that token.
 * One event per deadline, at the deadline, in UTC (no DTEND: RFC 5545 §3.6.1 then ends it at its
 * start). Its UID is the task's (and the child's, for a guardian), so a phone updates the event
 * when the deadline moves instead of adding another.
 */
export async function feedCalendar(deps: Deps, file: string): Promise<string | null> {
  const token = FEED_FILE.exec(file)?.[1];
  if (!token) return null;
  const owner = await findFeedOwner(deps.db, hashFeedToken(token));
  if (!owner) return null;
  const user: Member = { id: owner.id, role: owner.role };
  const rows = await calendarTasksFor(deps.db, user);
  const appUrl = deps.config.notifications.appUrl;
  const calendar = ical({
    name: 'Sinfxona',
    prodId: { company: 'Sinfxona', product: 'deadlines', language: 'UZ' },
    ttl: 60 * 60,
  });
  const host = new URL(appUrl).hostname;
  for (const row of rows) {
    const summary = `${row.title} — ${row.class_name}${row.child_name ? ` (${row.child_name})` : ''}`;
    calendar.createEvent({
      id: row.child_id ? `task-${row.id}-${row.child_id}@${host}` : `task-${row.id}@${host}`,
      start: new Date(row.own_deadline ?? row.deadline),
      summary,
      url: `${appUrl}${taskPage(user, row)}`,
    });
  }
  return calendar.toString();
}
