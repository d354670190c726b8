import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskCopyInput } from '@sinfxona/domain/schemas/calendar';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { api } from '@/shared/api/client';
import { addTaskToLists, refreshTaskCounts } from './task-list-cache';

export async function copyTask({ taskId, ...input }: TaskCopyInput & { taskId: string }): Promise<Task[]> {
  return (await api.post<{ data: { tasks: Task[] } }>(`/api/tasks/${taskId}/copy`, input)).data.data.tasks;
}

/** Copying adds each new task to the cached lists of its class, as creating one does. */
export function useCopyTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: copyTask,
    onSuccess: (tasks) => {
      for (const task of tasks) addTaskToLists(client, task);
      refreshTaskCounts(client);
    },
  });
}
