import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmissionComment } from '@sinfxona/domain/schemas/submissions';
import { api } from '@/shared/api/client';
import { withRead, type Read } from '@/shared/api/read';
import { submissionKeys } from '@/shared/api/query-keys';

/** The private thread between a student and their class's teachers about one piece of work, oldest first. */
export const commentsRead = (submissionId: string): Read => ({ url: `/api/submissions/${submissionId}/comments` });

export async function fetchComments(submissionId: string): Promise<SubmissionComment[]> {
  return (await api.read<{ data: { comments: SubmissionComment[] } }>(commentsRead(submissionId))).data.data.comments;
}

export const commentsQuery = (submissionId: string) =>
  withRead(
    commentsRead(submissionId),
    queryOptions({
      queryKey: submissionKeys.comments(submissionId),
      queryFn: () => fetchComments(submissionId),
    }),
  );

export const useComments = (submissionId: string) => useQuery(commentsQuery(submissionId));
