import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import type { Read } from '@/shared/api/read';
import { submissionKeys } from '@/shared/api/query-keys';
import type { SubmissionPage } from './submission-page';

/** One task's submissions, 10 a page. */
export const taskSubmissionsRead = (taskId: string, page: number): Read => ({
  url: `/api/submissions/${taskId}`,
  params: { page, limit: 10 },
});

export async function fetchTaskSubmissions(taskId: string, page: number): Promise<SubmissionPage> {
  return (await api.read<{ data: SubmissionPage }>(taskSubmissionsRead(taskId, page))).data.data;
}

export const taskSubmissionsQuery = (taskId: string | null, page: number) =>
  queryOptions({
    queryKey: submissionKeys.ofTask(taskId, page),
    queryFn: () => fetchTaskSubmissions(taskId!, page),
    enabled: Boolean(taskId),
  });

export const useTaskSubmissions = (taskId: string | null, page: number) => useQuery(taskSubmissionsQuery(taskId, page));
