import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentProgressDetail } from '@sinfxona/domain/schemas/users';
import { api } from '@/shared/api/client';
import { userKeys } from '@/shared/api/query-keys';

/** One student's progress and submissions, for the teacher. */
export async function fetchStudentProgress(userId: string): Promise<StudentProgressDetail> {
  return (await api.get<{ data: StudentProgressDetail }>(`/api/users/${userId}/progress`)).data.data;
}

export const studentProgressQuery = (userId: string | null) =>
  queryOptions({
    queryKey: userKeys.progress(userId),
    queryFn: () => fetchStudentProgress(userId!),
    enabled: Boolean(userId),
  });

export const useStudentProgress = (userId: string | null) => useQuery(studentProgressQuery(userId));
