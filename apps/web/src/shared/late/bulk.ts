import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkResult } from '@sinfxona/domain/schemas/late';
import { api } from '@/shared/api/client';
import { reportCardKeys, submissionKeys, taskKeys, teacherStatsKeys, userKeys } from '@/shared/api/query-keys';
import { saveDownload } from '@/shared/lib/save-download';

export type BulkRequest =
  | { action: 'extend'; studentIds: string[]; deadline: string }
  | { action: 'return'; studentIds: string[]; feedback: string }
  | { action: 'release'; studentIds: string[] };

/** One action on the chosen students of a task; the roster, lists and figures are read again. */
export function useBulkAction(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: BulkRequest) =>
      (await api.post<{ data: BulkResult }>(`/api/tasks/${taskId}/bulk`, request)).data.data,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: submissionKeys.all });
      void client.invalidateQueries({ queryKey: taskKeys.all });
      void client.invalidateQueries({ queryKey: reportCardKeys.all });
      void client.invalidateQueries({ queryKey: teacherStatsKeys.all });
      void client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

/** The chosen students' latest work at the task, with their grades, as one ZIP. */
export async function downloadSelection(taskId: string, studentIds: string[]): Promise<void> {
  const response = await api.read<Blob>(
    { url: `/api/tasks/${taskId}/submissions.zip`, params: { studentIds: studentIds.join(',') } },
    { responseType: 'blob', timeout: 0 },
  );
  saveDownload(response, 'topshiriqlar.zip');
}
