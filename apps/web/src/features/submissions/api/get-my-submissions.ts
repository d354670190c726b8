import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { withRead, type Read } from '@/shared/api/read';
import { submissionKeys } from '@/shared/api/query-keys';
import type { SubmissionPage } from './submission-page';

/** The signed-in student's submissions, newest first: of one class, or of all their classes. */
export const mySubmissionsRead = (classId?: string): Read => ({
  url: '/api/submissions/my',
  params: { limit: 100, classId },
});

export async function fetchMySubmissions(classId?: string): Promise<SubmissionPage> {
  return (await api.read<{ data: SubmissionPage }>(mySubmissionsRead(classId))).data.data;
}

export const mySubmissionsQuery = (classId?: string) =>
  withRead(
    mySubmissionsRead(classId),
    queryOptions({
      queryKey: submissionKeys.mine(classId),
      queryFn: () => fetchMySubmissions(classId),
    }),
  );

export const useMySubmissions = (classId?: string) => useQuery(mySubmissionsQuery(classId));
