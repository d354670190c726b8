import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { patchVideoLists, refreshVideoCount } from './video-list-cache';

export async function deleteVideo(id: string): Promise<string> {
  await api.delete(`/api/videos/${id}`);
  return id;
}

/** Deleting removes the video from every cached list. */
export function useDeleteVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onSuccess: (id) => {
      patchVideoLists(client, (videos) => videos.filter((v) => v._id !== id));
      refreshVideoCount(client);
    },
  });
}
