import { useQuery } from '@tanstack/react-query';
import { COMMENT_THREAD_MAX } from '@sinfxona/domain/constants';
import type { SubmissionComment } from '@sinfxona/domain/schemas/submissions';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { submissionKeys } from '@/shared/api/query-keys';

/**
 * The private thread between a student and their class's teachers about one piece of work, oldest
 * first. The server keeps a thread to COMMENT_THREAD_MAX comments, so one page of that size is all of it.
 */
export const commentsRead = (submissionId: string): Read => ({
  url: `/api/submissions/${submissionId}/comments`,
  params: { limit: COMMENT_THREAD_MAX },
});

export const commentsQuery = (submissionId: string) =>
  readQuery(submissionKeys.comments(submissionId), commentsRead(submissionId), {
    pick: (data: { comments: SubmissionComment[] }) => data.comments,
  });

export const useComments = (submissionId: string) => useQuery(commentsQuery(submissionId));
