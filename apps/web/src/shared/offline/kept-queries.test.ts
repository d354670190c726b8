import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { progressKeys, sessionKeys, submissionKeys, taskKeys, videoKeys } from '@/shared/api/query-keys';
import {
  isUsable,
  KEPT_FORMAT,
  KEPT_MAX_AGE_MS,
  keptQueriesKey,
  shouldKeepQuery,
  type KeptQueries,
} from './kept-queries';

const DAY = 24 * 60 * 60 * 1000;

describe('what is kept for reading offline', () => {
  it("keeps the user's tasks, submissions, progress and videos with their answers, not their sessions or the AI", async () => {
    const client = new QueryClient();
    client.setQueryData(taskKeys.list({ search: '', classId: undefined }), { tasks: [{ _id: 't1' }] });
    client.setQueryData(submissionKeys.mine(), [{ _id: 's1' }]);
    client.setQueryData(progressKeys.of(), { average: 90 });
    client.setQueryData(videoKeys.list(), { videos: [] });
    client.setQueryData(sessionKeys.all, [{ id: 'device' }]);
    client.setQueryData(['admin', 'stats'], { users: 3 });
    client.setQueryData(['ai', 'answer'], 'text');
    // A read still waiting for its first answer has nothing to keep.
    void client.prefetchQuery({ queryKey: ['tasks', 'pending'], queryFn: () => new Promise(() => undefined) });
    // Nor a failed one.
    await client.prefetchQuery({
      queryKey: ['videos', 'failed'],
      queryFn: () => Promise.reject(new Error('no')),
      retry: false,
    });

    const kept = dehydrate(client, { shouldDehydrateQuery: shouldKeepQuery }).queries.map((query) => query.queryKey[0]);
    expect(kept.sort()).toEqual(['progress', 'submissions', 'tasks', 'videos']);
  });

  it("is kept under the user's own key", () => {
    expect(keptQueriesKey('u1')).not.toBe(keptQueriesKey('u2'));
    expect(keptQueriesKey('u1')).toContain('u1');
  });

  it('shows a copy only to its own user, for a week, in the current format', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    const record = (overrides: Partial<KeptQueries> = {}): KeptQueries => ({
      userId: 'u1',
      savedAt: now - DAY,
      format: KEPT_FORMAT,
      state: {},
      ...overrides,
    });
    expect(isUsable(record(), 'u1', now)).toBe(true);
    expect(isUsable(record(), 'u2', now)).toBe(false);
    expect(isUsable(undefined, 'u1', now)).toBe(false);
    expect(isUsable(record({ savedAt: now - KEPT_MAX_AGE_MS }), 'u1', now)).toBe(true);
    expect(isUsable(record({ savedAt: now - KEPT_MAX_AGE_MS - 1 }), 'u1', now)).toBe(false);
    expect(KEPT_MAX_AGE_MS).toBe(7 * DAY);
    expect(isUsable(record({ format: KEPT_FORMAT + 1 }), 'u1', now)).toBe(false);
    // A copy "from the future" (a clock set back) is not trusted either.
    expect(isUsable(record({ savedAt: now + DAY }), 'u1', now)).toBe(false);
  });
});
