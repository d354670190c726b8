import { useQuery } from '@tanstack/react-query';
import type { StudentProgressDetail } from '@sinfxona/domain/schemas/users';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { userKeys } from '@/shared/api/query-keys';

/** One student's progress and submissions, for the teacher. */
export const studentProgressRead = (userId: string): Read => ({ url: `/api/users/${userId}/progress` });

export const studentProgressQuery = (userId: string | null) =>
  readQuery<StudentProgressDetail>(userKeys.progress(userId), studentProgressRead(userId ?? ''), {
    enabled: Boolean(userId),
  });

export const useStudentProgress = (userId: string | null) => useQuery(studentProgressQuery(userId));
