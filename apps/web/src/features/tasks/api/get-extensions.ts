import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskExtension } from '@sinfxona/domain/schemas/tasks';
import { api } from '@/shared/api/client';
import { withRead, type Read } from '@/shared/api/read';
import { taskKeys } from '@/shared/api/query-keys';

/** The students of a task's class with a later deadline of their own. */
export const extensionsRead = (taskId: string): Read => ({ url: `/api/tasks/${taskId}/extensions` });

export async function fetchExtensions(taskId: string): Promise<TaskExtension[]> {
  return (await api.read<{ data: { extensions: TaskExtension[] } }>(extensionsRead(taskId))).data.data.extensions;
}

export const extensionsQuery = (taskId: string) =>
  withRead(
    extensionsRead(taskId),
    queryOptions({
      queryKey: taskKeys.extensions(taskId),
      queryFn: () => fetchExtensions(taskId),
    }),
  );

export const useExtensions = (taskId: string) => useQuery(extensionsQuery(taskId));
