import { randomUUID } from 'node:crypto';
import { parseYouTubeUrl, youTubeThumbnailUrl, youTubeWatchUrl } from '@sinfxona/domain/rules/youtube';
import type { Video, VideoInput } from '@sinfxona/domain/schemas/videos';
import type { Db } from '../../db/database';
import type { VideoRow } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { findLiveVideo, insertVideo, updateVideo } from './repository';

export function toVideo(row: VideoRow): Video {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    url: row.url,
    youtubeId: row.youtube_id,
    thumbnail: row.thumbnail ?? youTubeThumbnailUrl(row.youtube_id),
    duration: row.duration === null ? null : Number(row.duration),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The stored columns for a checked input: the video id, its canonical link, its thumbnail. */
function videoColumns(input: VideoInput) {
  const parsed = parseYouTubeUrl(input.url);
  if (!parsed.ok) throw new Error('videoInput lets only YouTube links through');
  return {
    title: input.title,
    description: input.description,
    url: youTubeWatchUrl(parsed.id),
    youtube_id: parsed.id,
    thumbnail: input.thumbnail ?? youTubeThumbnailUrl(parsed.id),
    duration: input.duration ?? null,
  };
}

export async function addVideo(db: Db, input: VideoInput, teacherId: string): Promise<Video> {
  const now = new Date().toISOString();
  const id = randomUUID();
  await insertVideo(db, { id, ...videoColumns(input), created_by: teacherId, created_at: now, updated_at: now, deleted_at: null });
  return toVideo((await findLiveVideo(db, id))!);
}

export async function changeVideo(db: Db, id: string, input: VideoInput): Promise<Video> {
  if (!(await updateVideo(db, id, { ...videoColumns(input), updated_at: new Date().toISOString() }))) throw notFound('videoNotFound');
  return toVideo((await findLiveVideo(db, id))!);
}

export async function removeVideo(db: Db, id: string): Promise<void> {
  if (!(await updateVideo(db, id, { deleted_at: new Date().toISOString() }))) throw notFound('videoNotFound');
}
