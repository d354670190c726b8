import type { Query } from '@tanstack/react-query';

/**
 * What of the signed-in user's reads is kept on the device, to show without a connection: their
 * tasks (a task's details come with the list), submissions, grades and progress, videos' details,
 * classes, the teacher's lists and figures, the class stream. Not their sessions, the admin's
 * screens, the AI or notifications.
 */
export const KEPT_QUERY_ROOTS = [
  'tasks',
  'submissions',
  'progress',
  'videos',
  'classes',
  'users',
  'teacher-stats',
  'report-card',
  'rubrics',
  'stream',
  'school',
  'guardian',
] as const;

/** A kept copy older than this is not shown: a week-old list is no longer "the last one". */
export const KEPT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Raised when what is kept changes shape: copies from before are then dropped, not shown. */
export const KEPT_FORMAT = 1;

/** The one IndexedDB key of a user's kept reads: never another user's copy. */
export const keptQueriesKey = (userId: string) => `queries:${userId}`;

/** A read is kept when it is one of the user's own kinds above and has its answer. */
export function shouldKeepQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const root = query.queryKey[0];
  return (
    typeof root === 'string' &&
    (KEPT_QUERY_ROOTS as readonly string[]).includes(root) &&
    query.state.status === 'success' &&
    query.state.data !== undefined
  );
}

/** What is written for a user: whose, when, in which format, and the dehydrated reads. */
export interface KeptQueries<State = unknown> {
  userId: string;
  savedAt: number;
  format: number;
  state: State;
}

/** A kept record is shown only to its own user, within the week, in today's format. */
export function isUsable(record: KeptQueries | undefined, userId: string, now = Date.now()): record is KeptQueries {
  return (
    record !== undefined &&
    record.userId === userId &&
    record.format === KEPT_FORMAT &&
    now - record.savedAt >= 0 &&
    now - record.savedAt <= KEPT_MAX_AGE_MS
  );
}
