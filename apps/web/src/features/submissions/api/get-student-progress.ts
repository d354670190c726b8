import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentProgressDetail } from '@sinfxona/domain/schemas/users';
import { api } from '@/shared/api/client';
import type { Read } from '@/shared/api/read';
import { userKeys } from '@/shared/api/query-keys';

/** One student's progress and submissions, for the teacher. */
export const studentProgressRead = (userId: string): Read => ({ url: `/api/users/${userId}/progress` });

export async function fetchStudentProgress(userId: string): Promise<StudentProgressDetail> {
  return (await api.read<{ data: StudentProgressDetail }>(studentProgressRead(userId))).data.data;
}

export const studentProgressQuery = (userId: string | null) =>
  queryOptions({
    queryKey: userKeys.progress(userId),
    queryFn: () => fetchStudentProgress(userId!),
    enabled: Boolean(userId),
  });

export const useStudentProgress = (userId: string | null) => useQuery(studentProgressQuery(userId));
