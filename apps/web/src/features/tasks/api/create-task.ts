import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { api } from '@/shared/api/client';
import { toTaskFormData, type TaskFields } from './task-form-data';
import { addTaskToLists, refreshTaskCounts } from './task-list-cache';

export async function createTask(values: TaskFields): Promise<Task> {
  return (await api.post<{ data: { task: Task } }>('/api/tasks', toTaskFormData(values))).data.data.task;
}

/** Creating puts the new task first in every cached list it belongs to. */
export function useCreateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: (task) => {
      addTaskToLists(client, task);
      refreshTaskCounts(client);
    },
  });
}
