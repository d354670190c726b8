import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@sinfxona/domain/schemas/common';
import type { Video } from '@sinfxona/domain/schemas/videos';
import { api } from '@/shared/api/client';
import { withRead, type Read } from '@/shared/api/read';
import { videoKeys } from '@/shared/api/query-keys';
import { LIST_CACHE_MS } from '@/shared/config/ui';

export interface VideoPage {
  videos: Video[];
  pagination: Pagination;
}

/** The video lessons of one class, or of all the caller's classes. */
export const videosRead = (classId?: string): Read => ({ url: '/api/videos', params: { limit: 100, classId } });

export async function fetchVideos(classId?: string): Promise<VideoPage> {
  return (await api.read<{ data: VideoPage }>(videosRead(classId))).data.data;
}

/** Cached for 5 minutes (SPEC §4 "Lists"), each class on its own. */
export const videosQuery = (classId?: string) =>
  withRead(
    videosRead(classId),
    queryOptions({
      queryKey: videoKeys.list(classId),
      queryFn: () => fetchVideos(classId),
      staleTime: LIST_CACHE_MS,
    }),
  );

export const useVideos = (classId?: string) => useQuery(videosQuery(classId));
