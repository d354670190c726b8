import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmissionComment } from '@sinfxona/domain/schemas/submissions';
import { api } from '@/shared/api/client';
import { submissionKeys } from '@/shared/api/query-keys';

/** The private thread between a student and their class's teachers about one piece of work, oldest first. */
export async function fetchComments(submissionId: string): Promise<SubmissionComment[]> {
  return (await api.get<{ data: { comments: SubmissionComment[] } }>(`/api/submissions/${submissionId}/comments`)).data
    .data.comments;
}

export const commentsQuery = (submissionId: string) =>
  queryOptions({ queryKey: submissionKeys.comments(submissionId), queryFn: () => fetchComments(submissionId) });

export const useComments = (submissionId: string) => useQuery(commentsQuery(submissionId));
