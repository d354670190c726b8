import type { Pagination } from '@sinfxona/domain/schemas/common';
import type { Video } from '@sinfxona/domain/schemas/videos';
import { usePagedRead } from '@/shared/api/pages';
import type { Read } from '@/shared/api/read';
import { videoKeys } from '@/shared/api/query-keys';
import { LIST_CACHE_MS } from '@/shared/config/ui';

export interface VideoPage {
  videos: Video[];
  pagination: Pagination;
  /** A teacher's: the topics of the classes' videos (the form's suggestions). */
  topics?: string[];
}

/** Video lessons per page of the library; "Show more" reads the next one. */
const VIDEOS_PAGE = 12;

/** A page of the video lessons of one class, or of all the caller's classes, newest first. */
const videoPageRead = (classId: string | undefined, page: number): Read => ({
  url: '/api/videos',
  params: { page, limit: VIDEOS_PAGE, classId },
});

/** Cached for 5 minutes (SPEC §4 "Lists"), each class on its own, read page by page. */
export const useVideoPages = (classId?: string) =>
  usePagedRead<VideoPage>(videoKeys.list(classId), (page) => videoPageRead(classId, page), {
    staleTime: LIST_CACHE_MS,
  });
