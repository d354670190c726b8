import type { QueryClient } from '@tanstack/react-query';
import type { Video } from '@sinfxona/domain/schemas/videos';
import { classIdOfKey, teacherStatsKeys, videoKeys } from '@/shared/api/query-keys';
import type { VideoPage } from './get-videos';

/**
 * Applies a change to every cached video list and its total, so a create, update or delete shows at
 * once (SPEC §4). `change` also gets the class the list is scoped to (`undefined` = all classes).
 */
export function patchVideoLists(
  client: QueryClient,
  change: (videos: Video[], classId: string | undefined) => Video[],
) {
  for (const [queryKey, page] of client.getQueriesData<VideoPage>({ queryKey: videoKeys.lists() })) {
    if (!page) continue;
    const videos = change(page.videos, classIdOfKey(queryKey));
    const total = page.pagination.total + videos.length - page.videos.length;
    client.setQueryData<VideoPage>(queryKey, { videos, pagination: { ...page.pagination, total } });
  }
}

const belongs = (video: Video, classId: string | undefined) => !classId || video.classId === classId;

/** A new video goes first in the lists of all classes and of its own class only. */
export function addVideoToLists(client: QueryClient, video: Video) {
  patchVideoLists(client, (videos, classId) => (belongs(video, classId) ? [video, ...videos] : videos));
}

/** An edited video is replaced where it is listed; moved to another class, it leaves the old class's list. */
export function replaceVideoInLists(client: QueryClient, video: Video) {
  patchVideoLists(client, (videos, classId) =>
    belongs(video, classId)
      ? videos.map((v) => (v._id === video._id ? video : v))
      : videos.filter((v) => v._id !== video._id),
  );
}

/** The teacher's video count changes with a create or a delete. */
export function refreshVideoCount(client: QueryClient) {
  void client.invalidateQueries({ queryKey: teacherStatsKeys.all });
}
