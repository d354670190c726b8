import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { submissionKeys } from '@/shared/api/query-keys';
import type { SubmissionPage } from './submission-page';

/** The signed-in student's submissions, newest first: of one class, or of all their classes. */
export async function fetchMySubmissions(classId?: string): Promise<SubmissionPage> {
  return (await api.get<{ data: SubmissionPage }>('/api/submissions/my', { params: { limit: 100, classId } })).data
    .data;
}

export const mySubmissionsQuery = (classId?: string) =>
  queryOptions({ queryKey: submissionKeys.mine(classId), queryFn: () => fetchMySubmissions(classId) });

export const useMySubmissions = (classId?: string) => useQuery(mySubmissionsQuery(classId));
