import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskExtension } from '@sinfxona/domain/schemas/tasks';
import { api } from '@/shared/api/client';
import { taskKeys } from '@/shared/api/query-keys';

/** The students of a task's class with a later deadline of their own. */
export async function fetchExtensions(taskId: string): Promise<TaskExtension[]> {
  return (await api.get<{ data: { extensions: TaskExtension[] } }>(`/api/tasks/${taskId}/extensions`)).data.data
    .extensions;
}

export const extensionsQuery = (taskId: string) =>
  queryOptions({ queryKey: taskKeys.extensions(taskId), queryFn: () => fetchExtensions(taskId) });

export const useExtensions = (taskId: string) => useQuery(extensionsQuery(taskId));
