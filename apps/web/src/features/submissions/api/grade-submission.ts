import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RubricChoice } from '@sinfxona/domain/rules/rubric';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { api } from '@/shared/api/client';
import { submissionKeys, taskKeys, teacherStatsKeys, userKeys } from '@/shared/api/query-keys';

export interface GradeSubmissionInput {
  id: string;
  /** Ignored by the server when `rubric` is given: the rubric's levels decide the score. */
  score?: number;
  feedback: string;
  /** One level per criterion of the task's rubric. */
  rubric?: RubricChoice[];
  /** Held back from the student until released from the task's roster. */
  hold?: boolean;
}

export async function gradeSubmission({ id, ...grade }: GradeSubmissionInput): Promise<Submission> {
  return (await api.put<{ data: { submission: Submission } }>(`/api/submissions/${id}/grade`, grade)).data.data
    .submission;
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
