import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Video, VideoUpdateInput } from '@sinfxona/domain/schemas/videos';
import { api } from '@/shared/api/client';
import { videoKeys } from '@/shared/api/query-keys';
import { replaceVideoInLists } from './video-list-cache';

export async function updateVideo({ id, input }: { id: string; input: VideoUpdateInput }): Promise<Video> {
  return (await api.put<{ data: { video: Video } }>(`/api/videos/${id}`, input)).data.data.video;
}

/** Updating replaces the video in every cached list; a move to another class also reloads the lists. */
export function useUpdateVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateVideo,
    onSuccess: (video, { input }) => {
      replaceVideoInLists(client, video);
      if (input.classId) void client.invalidateQueries({ queryKey: videoKeys.lists() });
    },
  });
}
