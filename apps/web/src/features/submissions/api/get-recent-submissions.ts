import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { api } from '@/shared/api/client';
import { withRead, type Read } from '@/shared/api/read';
import { submissionKeys } from '@/shared/api/query-keys';
import type { SubmissionPage } from './submission-page';
import { RECENT_ANSWER_MS } from '@/shared/config/ui';

export const recentSubmissionsRead = (limit: number, classId?: string): Read => ({
  url: '/api/submissions',
  params: { sort: 'recent', limit, classId },
});

/** The teacher's latest submissions across the tasks of one class, or of all their classes. */
export async function fetchRecentSubmissions(limit: number, classId?: string): Promise<Submission[]> {
  return (await api.read<{ data: SubmissionPage }>(recentSubmissionsRead(limit, classId))).data.data.submissions;
}

export const recentSubmissionsQuery = (limit: number, classId?: string) =>
  withRead(
    recentSubmissionsRead(limit, classId),
    queryOptions({
      queryKey: submissionKeys.recent(limit, classId),
      queryFn: () => fetchRecentSubmissions(limit, classId),
      staleTime: RECENT_ANSWER_MS,
    }),
  );

export const useRecentSubmissions = (limit: number, classId?: string) =>
  useQuery(recentSubmissionsQuery(limit, classId));
