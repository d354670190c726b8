import { useMutation } from '@tanstack/react-query';
import type { FeedbackDraft } from '@sinfxona/domain/schemas/comment-bank';
import { api } from '@/shared/api/client';

export async function draftFeedback(submissionId: string): Promise<FeedbackDraft> {
  return (
    await api.post<{ data: { draft: FeedbackDraft } }>(`/api/submissions/${submissionId}/feedback-draft`, undefined, {
      timeout: 60_000,
    })
  ).data.data.draft;
}

/** Asks for an AI feedback draft of one piece of work: nothing is saved or sent. */
export const useDraftFeedback = () => useMutation({ mutationFn: draftFeedback });
