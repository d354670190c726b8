import { useQuery } from '@tanstack/react-query';
import type { Pagination } from '@sinfxona/domain/schemas/common';
import type { Video } from '@sinfxona/domain/schemas/videos';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { videoKeys } from '@/shared/api/query-keys';
import { LIST_CACHE_MS } from '@/shared/config/ui';

export interface VideoPage {
  videos: Video[];
  pagination: Pagination;
  /** A teacher's: the topics of the classes' videos (the form's suggestions). */
  topics?: string[];
}

/** The video lessons of one class, or of all the caller's classes. */
export const videosRead = (classId?: string): Read => ({ url: '/api/videos', params: { limit: 100, classId } });

/** Cached for 5 minutes (SPEC §4 "Lists"), each class on its own. */
export const videosQuery = (classId?: string) =>
  readQuery<VideoPage>(videoKeys.list(classId), videosRead(classId), { staleTime: LIST_CACHE_MS });

export const useVideos = (classId?: string) => useQuery(videosQuery(classId));
