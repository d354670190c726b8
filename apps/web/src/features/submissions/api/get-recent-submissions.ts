import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { api } from '@/shared/api/client';
import { reads } from '@/shared/api/reads';
import { submissionKeys } from '@/shared/api/query-keys';
import type { SubmissionPage } from './submission-page';
import { RECENT_ANSWER_MS } from '@/shared/config/ui';

/** The teacher's latest submissions across the tasks of one class, or of all their classes. */
export async function fetchRecentSubmissions(limit: number, classId?: string): Promise<Submission[]> {
  return (await api.read<{ data: SubmissionPage }>(reads.recentSubmissions(limit, classId))).data.data.submissions;
}

export const recentSubmissionsQuery = (limit: number, classId?: string) =>
  queryOptions({
    queryKey: submissionKeys.recent(limit, classId),
    queryFn: () => fetchRecentSubmissions(limit, classId),
    staleTime: RECENT_ANSWER_MS,
  });

export const useRecentSubmissions = (limit: number, classId?: string) =>
  useQuery(recentSubmissionsQuery(limit, classId));
