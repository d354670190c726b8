import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { patchTaskLists, refreshTaskCounts } from './task-list-cache';

export async function deleteTask(id: string): Promise<string> {
  await api.delete(`/api/tasks/${id}`);
  return id;
}

/** Deleting removes the task from every cached list. */
export function useDeleteTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (id) => {
      patchTaskLists(client, (tasks) => tasks.filter((t) => t._id !== id));
      refreshTaskCounts(client);
    },
  });
}
