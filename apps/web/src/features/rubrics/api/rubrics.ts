import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RubricCriterion } from '@sinfxona/domain/rules/rubric';
import type { AiRubric, Rubric, RubricSummary } from '@sinfxona/domain/schemas/rubrics';
import { api } from '@/shared/api/client';
import { readQuery } from '@/shared/api/read-query';
import { rubricKeys } from '@/shared/rubrics/get-task-rubric';

/** The teacher's rubrics of other tasks, newest first, to copy onto this one. */
export const useRubricList = (q: string, enabled = true) =>
  useQuery({
    ...readQuery(
      rubricKeys.list(q),
      { url: '/api/rubrics', params: { q: q || undefined } },
      {
        pick: (data: { rubrics: RubricSummary[] }) => data.rubrics,
      },
    ),
    enabled,
  });

export function useSaveRubric(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (criteria: RubricCriterion[]) =>
      (await api.put<{ data: { rubric: Rubric } }>(`/api/tasks/${taskId}/rubric`, { criteria })).data.data.rubric,
    onSuccess: (rubric) => {
      client.setQueryData(rubricKeys.ofTask(taskId), rubric);
      void client.invalidateQueries({ queryKey: [...rubricKeys.all, 'list'] });
    },
  });
}

export function useDeleteRubric(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.delete(`/api/tasks/${taskId}/rubric`);
    },
    onSuccess: () => {
      client.setQueryData(rubricKeys.ofTask(taskId), null);
      void client.invalidateQueries({ queryKey: [...rubricKeys.all, 'list'] });
    },
  });
}

/** A draft rubric for a task (the model's, or built offline: `source` says which); nothing is saved. */
export const useDraftRubric = () =>
  useMutation({
    mutationFn: async (input: { title: string; description?: string; criteria?: number }) =>
      (await api.post<{ data: AiRubric }>('/api/ai/rubric', input)).data.data,
  });
