import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskStats } from '@sinfxona/domain/schemas/tasks';
import { api } from '@/shared/api/client';
import { taskKeys } from '@/shared/api/query-keys';

export async function fetchTaskStats(taskId: string): Promise<TaskStats> {
  return (await api.get<{ data: { stats: TaskStats } }>(`/api/tasks/${taskId}/stats`)).data.data.stats;
}

export const taskStatsQuery = (taskId: string | null) =>
  queryOptions({
    queryKey: taskKeys.stats(taskId),
    queryFn: () => fetchTaskStats(taskId!),
    enabled: Boolean(taskId),
  });

export const useTaskStats = (taskId: string | null) => useQuery(taskStatsQuery(taskId));
