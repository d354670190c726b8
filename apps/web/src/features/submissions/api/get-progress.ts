import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Progress } from '@sinfxona/domain/schemas/submissions';
import { api } from '@/shared/api/client';
import { withRead, type Read } from '@/shared/api/read';
import { progressKeys } from '@/shared/api/query-keys';
import { RECENT_ANSWER_MS } from '@/shared/config/ui';

export const progressRead = (classId?: string): Read => ({ url: '/api/submissions/progress', params: { classId } });

/** The signed-in student's progress over one class's tasks, or over all their classes': submitted, graded, average, completion. */
export async function fetchProgress(classId?: string): Promise<Progress> {
  return (await api.read<{ data: { progress: Progress } }>(progressRead(classId))).data.data.progress;
}

export const progressQuery = (classId?: string) =>
  withRead(
    progressRead(classId),
    queryOptions({
      queryKey: progressKeys.of(classId),
      queryFn: () => fetchProgress(classId),
      staleTime: RECENT_ANSWER_MS,
    }),
  );

export const useProgress = (classId?: string) => useQuery(progressQuery(classId));
