import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Video } from '@sinfxona/domain/schemas/videos';
import { classIdOfKey, teacherStatsKeys, videoKeys } from '@/shared/api/query-keys';
import { withTopic } from '@/shared/api/topics';
import type { VideoPage } from './get-videos';

/**
 * Applies a change to every page read of every cached video list and to its total, so a create,
 * update or delete shows at once (SPEC §4). `change` also gets the class the list is scoped to
 * (`undefined` = all classes) and whether the page is the first (where a new video goes).
 */
export function patchVideoLists(
  client: QueryClient,
  change: (videos: Video[], classId: string | undefined, firstPage: boolean) => Video[],
  /** A video's topic, new to the lists it belongs to: added to their suggestions (a teacher's `topics`). */
  topicOf?: (classId: string | undefined) => string | null,
) {
  for (const [queryKey, data] of client.getQueriesData<InfiniteData<VideoPage>>({ queryKey: videoKeys.lists() })) {
    if (!data) continue;
    const classId = classIdOfKey(queryKey);
    const changed = data.pages.map((page, index) => change(page.videos, classId, index === 0));
    const moved = changed.reduce((sum, videos, index) => sum + videos.length - data.pages[index]!.videos.length, 0);
    const topic = topicOf?.(classId);
    const pages = data.pages.map((page, index) => ({
      ...page,
      videos: changed[index]!,
      pagination: { ...page.pagination, total: page.pagination.total + moved },
      ...withTopic(page.topics, topic),
    }));
    client.setQueryData<InfiniteData<VideoPage>>(queryKey, { ...data, pages });
  }
}

const belongs = (video: Video, classId: string | undefined) => !classId || video.classId === classId;

/** A new video goes first in the lists of all classes and of its own class only. */
export function addVideoToLists(client: QueryClient, video: Video) {
  patchVideoLists(
    client,
    (videos, classId, firstPage) => (firstPage && belongs(video, classId) ? [video, ...videos] : videos),
    (classId) => (belongs(video, classId) ? video.topic : null),
  );
}

/** An edited video is replaced where it is listed; moved to another class, it leaves the old class's list. */
export function replaceVideoInLists(client: QueryClient, video: Video) {
  patchVideoLists(
    client,
    (videos, classId) =>
      belongs(video, classId)
        ? videos.map((v) => (v._id === video._id ? video : v))
        : videos.filter((v) => v._id !== video._id),
    (classId) => (belongs(video, classId) ? video.topic : null),
  );
}

/** The teacher's video count changes with a create or a delete. */
export function refreshVideoCount(client: QueryClient) {
  void client.invalidateQueries({ queryKey: teacherStatsKeys.all });
}
