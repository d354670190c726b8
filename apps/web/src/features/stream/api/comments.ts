import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMIT_MAX } from '@sinfxona/domain/constants';
import type { PostComment } from '@sinfxona/domain/schemas/stream';
import { api } from '@/shared/api/client';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { streamKeys } from './keys';

export const commentsRead = (postId: string): Read => ({
  url: `/api/posts/${postId}/comments`,
  params: { limit: LIMIT_MAX },
});

/** A post's comments, oldest first (read when its comments are opened). */
export const useComments = (postId: string) =>
  useQuery(
    readQuery(streamKeys.comments(postId), commentsRead(postId), {
      pick: (data: { comments: PostComment[] }) => data.comments,
    }),
  );

/** A new or deleted comment changes the thread and the post's count in the stream. */
function useCommentChange<Input>(classId: string, postId: string, change: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: streamKeys.comments(postId) }),
        client.invalidateQueries({ queryKey: streamKeys.posts(classId) }),
      ]),
  });
}

export const useAddComment = (classId: string, postId: string) =>
  useCommentChange(classId, postId, (text: string) => api.post(`/api/posts/${postId}/comments`, { text }));

export const useDeleteComment = (classId: string, postId: string) =>
  useCommentChange(classId, postId, (commentId: string) => api.delete(`/api/posts/${postId}/comments/${commentId}`));
