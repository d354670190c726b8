import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIST_CACHE_MS } from '@sinfxona/domain/constants';
import type { Pagination } from '@sinfxona/domain/schemas/common';
import type { Video, VideoInput } from '@sinfxona/domain/schemas/videos';
import { api } from './client';

interface VideoPage {
  videos: Video[];
  pagination: Pagination;
}

export const useVideos = () =>
  useQuery({
    queryKey: ['videos'],
    queryFn: async () => (await api.get<{ data: VideoPage }>('/api/videos', { params: { limit: 100 } })).data.data,
    staleTime: LIST_CACHE_MS,
  });

export function useVideoMutations() {
  const client = useQueryClient();
  const patch = (change: (videos: Video[]) => Video[]) =>
    client.setQueryData<VideoPage>(['videos'], (page) => (page ? { videos: change(page.videos), pagination: { ...page.pagination, total: change(page.videos).length } } : page));
  const stats = () => void client.invalidateQueries({ queryKey: ['teacher-stats'] });
  return {
    create: useMutation({
      mutationFn: async (input: VideoInput) => (await api.post<{ data: { video: Video } }>('/api/videos', input)).data.data.video,
      onSuccess: (video) => {
        patch((videos) => [video, ...videos]);
        stats();
      },
    }),
    update: useMutation({
      mutationFn: async ({ id, input }: { id: string; input: VideoInput }) => (await api.put<{ data: { video: Video } }>(`/api/videos/${id}`, input)).data.data.video,
      onSuccess: (video) => patch((videos) => videos.map((v) => (v._id === video._id ? video : v))),
    }),
    remove: useMutation({
      mutationFn: async (id: string) => {
        await api.delete(`/api/videos/${id}`);
        return id;
      },
      onSuccess: (id) => {
        patch((videos) => videos.filter((v) => v._id !== id));
        stats();
      },
    }),
  };
}
