import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Video, VideoInput } from '@sinfxona/domain/schemas/videos';
import { api } from '@/shared/api/client';
import { addVideoToLists, refreshVideoCount } from './video-list-cache';

export async function createVideo(input: VideoInput): Promise<Video> {
  return (await api.post<{ data: { video: Video } }>('/api/videos', input)).data.data.video;
}

/** Creating puts the new video first in every cached list it belongs to. */
export function useCreateVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createVideo,
    onSuccess: (video) => {
      addVideoToLists(client, video);
      refreshVideoCount(client);
    },
  });
}
