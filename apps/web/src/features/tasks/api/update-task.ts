import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { api } from '@/shared/api/client';
import { taskKeys } from '@/shared/api/query-keys';
import { toTaskFormData, type TaskFields } from './task-form-data';
import { refreshTaskCounts, replaceTaskInLists } from './task-list-cache';

export async function updateTask({ id, values }: { id: string; values: Partial<TaskFields> }): Promise<Task> {
  return (await api.put<{ data: { task: Task } }>(`/api/tasks/${id}`, toTaskFormData(values))).data.data.task;
}

/**
 * Updating replaces the task in every cached list at once; a move to another class also reloads the
 * lists (the new class's list gains it) and the counts.
 */
export function useUpdateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: (task, { values }) => {
      replaceTaskInLists(client, task);
      if (values.classId) {
        void client.invalidateQueries({ queryKey: taskKeys.lists() });
        refreshTaskCounts(client);
      }
    },
  });
}
