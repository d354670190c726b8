import { useQuery } from '@tanstack/react-query';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { submissionKeys } from '@/shared/api/query-keys';
import type { SubmissionPage } from './submission-page';
import { RECENT_ANSWER_MS } from '@/shared/config/ui';

export const recentSubmissionsRead = (limit: number, classId?: string): Read => ({
  url: '/api/submissions',
  params: { sort: 'recent', limit, classId },
});

/** The teacher's latest submissions across the tasks of one class, or of all their classes. */
export const recentSubmissionsQuery = (limit: number, classId?: string) =>
  readQuery(submissionKeys.recent(limit, classId), recentSubmissionsRead(limit, classId), {
    pick: (data: SubmissionPage) => data.submissions,
    staleTime: RECENT_ANSWER_MS,
  });

export const useRecentSubmissions = (limit: number, classId?: string) =>
  useQuery(recentSubmissionsQuery(limit, classId));
