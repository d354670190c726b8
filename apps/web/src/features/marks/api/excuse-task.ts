import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Excusal } from '@sinfxona/domain/schemas/marks';
import { api } from '@/shared/api/client';
import { reportCardKeys, submissionKeys, teacherStatsKeys, userKeys } from '@/shared/api/query-keys';

export interface ExcusalInput {
  taskId: string;
  studentId: string;
}

export async function excuseTask({ taskId, studentId }: ExcusalInput): Promise<Excusal> {
  return (await api.put<{ data: { excusal: Excusal } }>(`/api/tasks/${taskId}/excusals/${studentId}`)).data.data
    .excusal;
}

export async function unexcuseTask({ taskId, studentId }: ExcusalInput): Promise<void> {
  await api.delete(`/api/tasks/${taskId}/excusals/${studentId}`);
}

/** An excusal changes the student's averages and missing count: the roster and every figure are refreshed. */
function useExcusalMutation(mutationFn: (input: ExcusalInput) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: submissionKeys.all });
      void client.invalidateQueries({ queryKey: reportCardKeys.all });
      void client.invalidateQueries({ queryKey: teacherStatsKeys.all });
      void client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

/** Marks a student's missing work excused: left out of their averages, not counted missing. */
export const useExcuseTask = () => useExcusalMutation(excuseTask);

/** Takes the excusal back: past its deadline the work counts as missing again. */
export const useUnexcuseTask = () => useExcusalMutation(unexcuseTask);
