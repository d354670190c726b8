import { useQuery } from '@tanstack/react-query';
import type { TaskStats } from '@sinfxona/domain/schemas/tasks';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { taskKeys } from '@/shared/api/query-keys';

/** A task's figures: its class's students, submitted, graded, pending, average. */
export const taskStatsRead = (taskId: string): Read => ({ url: `/api/tasks/${taskId}/stats` });

export const taskStatsQuery = (taskId: string | null) =>
  readQuery(taskKeys.stats(taskId), taskStatsRead(taskId ?? ''), {
    pick: (data: { stats: TaskStats }) => data.stats,
    enabled: Boolean(taskId),
  });

export const useTaskStats = (taskId: string | null) => useQuery(taskStatsQuery(taskId));
