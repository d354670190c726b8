import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmissionComment } from '@sinfxona/domain/schemas/submissions';
import { api } from '@/shared/api/client';
import { submissionKeys } from '@/shared/api/query-keys';

export async function addComment({ submissionId, text }: { submissionId: string; text: string }) {
  return (
    await api.post<{ data: { comment: SubmissionComment } }>(`/api/submissions/${submissionId}/comments`, { text })
  ).data.data.comment;
}

/** Adds a private comment; the thread it belongs to is refreshed. */
export function useAddComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: (_comment, { submissionId }) =>
      client.invalidateQueries({ queryKey: submissionKeys.comments(submissionId) }),
  });
}
