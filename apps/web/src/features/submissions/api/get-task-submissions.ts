import { useQuery } from '@tanstack/react-query';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { submissionKeys } from '@/shared/api/query-keys';
import type { SubmissionPage } from './submission-page';

/** One task's submissions, 10 a page. */
export const taskSubmissionsRead = (taskId: string, page: number): Read => ({
  url: `/api/submissions/${taskId}`,
  params: { page, limit: 10 },
});

export const taskSubmissionsQuery = (taskId: string | null, page: number) =>
  readQuery<SubmissionPage>(submissionKeys.ofTask(taskId, page), taskSubmissionsRead(taskId ?? '', page), {
    enabled: Boolean(taskId),
  });

export const useTaskSubmissions = (taskId: string | null, page: number) => useQuery(taskSubmissionsQuery(taskId, page));
