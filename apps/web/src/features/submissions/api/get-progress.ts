import { useQuery } from '@tanstack/react-query';
import type { Progress } from '@sinfxona/domain/schemas/submissions';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { progressKeys } from '@/shared/api/query-keys';
import { RECENT_ANSWER_MS } from '@/shared/config/ui';

export const progressRead = (classId?: string): Read => ({ url: '/api/submissions/progress', params: { classId } });

/** The signed-in student's progress over one class's tasks, or over all their classes': submitted, graded, average, completion. */
export const progressQuery = (classId?: string) =>
  readQuery(progressKeys.of(classId), progressRead(classId), {
    pick: (data: { progress: Progress }) => data.progress,
    staleTime: RECENT_ANSWER_MS,
  });

export const useProgress = (classId?: string) => useQuery(progressQuery(classId));
