import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskStats } from '@sinfxona/domain/schemas/tasks';
import { api } from '@/shared/api/client';
import type { Read } from '@/shared/api/read';
import { taskKeys } from '@/shared/api/query-keys';

/** A task's figures: its class's students, submitted, graded, pending, average. */
export const taskStatsRead = (taskId: string): Read => ({ url: `/api/tasks/${taskId}/stats` });

export async function fetchTaskStats(taskId: string): Promise<TaskStats> {
  return (await api.read<{ data: { stats: TaskStats } }>(taskStatsRead(taskId))).data.data.stats;
}

export const taskStatsQuery = (taskId: string | null) =>
  queryOptions({
    queryKey: taskKeys.stats(taskId),
    queryFn: () => fetchTaskStats(taskId!),
    enabled: Boolean(taskId),
  });

export const useTaskStats = (taskId: string | null) => useQuery(taskStatsQuery(taskId));
