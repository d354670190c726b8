import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskExtension } from '@sinfxona/domain/schemas/tasks';
import { api } from '@/shared/api/client';
import { submissionKeys, taskKeys } from '@/shared/api/query-keys';

export interface ExtensionInput {
  taskId: string;
  studentId: string;
  /** ISO; after the task's own deadline. */
  deadline: string;
}

export async function setExtension({ taskId, studentId, deadline }: ExtensionInput): Promise<TaskExtension> {
  return (
    await api.put<{ data: { extension: TaskExtension } }>(`/api/tasks/${taskId}/extensions/${studentId}`, {
      deadline,
    })
  ).data.data.extension;
}

export async function removeExtension({ taskId, studentId }: { taskId: string; studentId: string }) {
  await api.delete(`/api/tasks/${taskId}/extensions/${studentId}`);
}

/** An extension changes whether that student's work is late: the task's submissions are refreshed too. */
function useExtensionMutation<TInput extends { taskId: string }>(mutationFn: (input: TInput) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_result, { taskId }) => {
      void client.invalidateQueries({ queryKey: taskKeys.extensions(taskId) });
      void client.invalidateQueries({ queryKey: submissionKeys.all });
    },
  });
}

/** Gives one student more time (or changes the time they were given). */
export const useSetExtension = () => useExtensionMutation(setExtension);

/** Takes an extension back: the task's own deadline applies to the student again. */
export const useRemoveExtension = () => useExtensionMutation(removeExtension);
