import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { api } from '@/shared/api/client';
import { submissionKeys, taskKeys, teacherStatsKeys, userKeys } from '@/shared/api/query-keys';

/** Sends the latest attempt back for revision; the feedback says what to change. */
export async function returnSubmission({ id, feedback }: { id: string; feedback: string }): Promise<Submission> {
  return (await api.post<{ data: { submission: Submission } }>(`/api/submissions/${id}/return`, { feedback })).data.data
    .submission;
}

/** Returns work; the lists and figures it leaves are refreshed. */
export function useReturnSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: returnSubmission,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: submissionKeys.all });
      void client.invalidateQueries({ queryKey: teacherStatsKeys.all });
      void client.invalidateQueries({ queryKey: taskKeys.allStats() });
      void client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
