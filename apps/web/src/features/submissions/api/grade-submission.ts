import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { api } from '@/shared/api/client';
import { submissionKeys, taskKeys, teacherStatsKeys, userKeys } from '@/shared/api/query-keys';

export interface GradeSubmissionInput {
  id: string;
  score: number;
  feedback: string;
  /** Held back from the student until released from the task's roster. */
  hold?: boolean;
}

export async function gradeSubmission({ id, score, feedback, hold }: GradeSubmissionInput): Promise<Submission> {
  return (
    await api.put<{ data: { submission: Submission } }>(`/api/submissions/${id}/grade`, {
      score,
      feedback,
      hold: hold ?? false,
    })
  ).data.data.submission;
}

/** Grades (or re-grades); every figure a grade feeds is refreshed. */
export function useGradeSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: gradeSubmission,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: submissionKeys.all });
      void client.invalidateQueries({ queryKey: teacherStatsKeys.all });
      void client.invalidateQueries({ queryKey: taskKeys.allStats() });
      void client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
