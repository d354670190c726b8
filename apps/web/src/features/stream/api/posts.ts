import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pagination } from '@sinfxona/domain/schemas/common';
import type { Post, PostInput, PostUpdate } from '@sinfxona/domain/schemas/stream';
import { api } from '@/shared/api/client';
import { usePagedRead } from '@/shared/api/pages';
import type { Read } from '@/shared/api/read';
import { streamKeys } from './keys';

/** Posts per page of the stream; "more" fetches the next page. */
export const POSTS_PAGE = 10;

export const postsRead = (classId: string, page: number): Read => ({
  url: `/api/classes/${classId}/posts`,
  params: { page, limit: POSTS_PAGE },
});

interface PostPage {
  posts: Post[];
  pagination: Pagination;
}

/** A class's stream, page by page: pinned first, then newest. */
export const usePosts = (classId: string) =>
  usePagedRead<PostPage>(streamKeys.posts(classId), (page) => postsRead(classId, page));

/** Every change to a post shows in its class's stream: it is read again. */
function useStreamChange<Input, Result>(classId: string, change: (input: Input) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: streamKeys.posts(classId) }),
  });
}

export const useCreatePost = (classId: string) =>
  useStreamChange(
    classId,
    async (input: Partial<PostInput> & { text: string }) =>
      (await api.post<{ data: { post: Post } }>(`/api/classes/${classId}/posts`, input)).data.data.post,
  );

export const useUpdatePost = (classId: string) =>
  useStreamChange(
    classId,
    async ({ id, ...input }: PostUpdate & { id: string }) =>
      (await api.put<{ data: { post: Post } }>(`/api/posts/${id}`, input)).data.data.post,
  );

export const useDeletePost = (classId: string) =>
  useStreamChange(classId, async (id: string) => {
    await api.delete(`/api/posts/${id}`);
  });
