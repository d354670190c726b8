import { randomUUID } from 'node:crypto';
import { parseYouTubeUrl, youTubeThumbnailUrl, youTubeWatchUrl } from '@sinfxona/domain/rules/youtube';
import type { Video, VideoInput, VideoUpdateInput } from '@sinfxona/domain/schemas/videos';
import type { Actor, Deps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import { seesScheduled } from '../../db/published';
import { assertNotArchived, findWritableClass, resolveScope } from '../classes/queries';
import {
  findMemberVideo,
  insertVideo,
  selectVideoPage,
  selectVideoTopics,
  updateVideoColumns,
  type VideoDetailRow,
} from './repository';

function toVideo(row: VideoDetailRow): Video {
  return {
    _id: row.id,
    classId: row.class_id,
    className: row.class_name,
    title: row.title,
    description: row.description,
    url: row.url,
    youtubeId: row.youtube_id,
    thumbnail: row.thumbnail ?? youTubeThumbnailUrl(row.youtube_id),
    duration: row.duration === null ? null : Number(row.duration),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    topic: row.topic ?? null,
    publishAt: row.publish_at ?? null,
  };
}

/** The stored columns for a checked input: the video id, its canonical link, its thumbnail. */
function videoColumns(input: Omit<VideoInput, 'classId'>) {
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

/** The videos of the caller's classes (or of one, or of one topic), newest first; a teacher also gets the topics. */
export async function listVideos(
  deps: Deps,
  actor: Actor,
  query: { classId?: string; topic?: string; page: number; limit: number },
) {
  const scope = await resolveScope(deps.db, actor, query.classId);
  const [{ items, total }, topics] = await Promise.all([
    selectVideoPage(deps.db, scope, query),
    seesScheduled(actor.role) ? selectVideoTopics(deps.db, scope) : undefined,
  ]);
  return { videos: items.map(toVideo), total, ...(topics ? { topics } : {}) };
}

async function memberVideo(deps: Deps, actor: Actor, id: string): Promise<Video> {
  const row = await findMemberVideo(deps.db, actor, id);
  if (!row) throw notFound('videoNotFound');
  return toVideo(row);
}

export async function createVideo(deps: Deps, actor: Actor, input: VideoInput): Promise<Video> {
  const target = await findWritableClass(deps.db, actor, input.classId);
  const now = new Date().toISOString();
  const id = randomUUID();
  await insertVideo(deps.db, {
    id,
    class_id: target.id,
    ...videoColumns(input),
    created_by: actor.id,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    topic: input.topic ?? null,
    publish_at: input.publishAt ?? null,
    publish_pending: input.publishAt ? 1 : 0,
  });
  return memberVideo(deps, actor, id);
}

/** A video the teacher may change: of their class (else 404) and not archived (else 409). */
async function editableVideo(deps: Deps, actor: Actor, id: string): Promise<VideoDetailRow> {
  const row = await findMemberVideo(deps.db, actor, id);
  if (!row) throw notFound('videoNotFound');
  assertNotArchived({ archived_at: row.class_archived_at });
  return row;
}

export async function updateVideo(deps: Deps, actor: Actor, input: VideoUpdateInput & { id: string }): Promise<Video> {
  const video = await editableVideo(deps, actor, input.id);
  const moveTo =
    input.classId && input.classId !== video.class_id ? await findWritableClass(deps.db, actor, input.classId) : null;
  // A scheduled video may be rescheduled or published now (null); one already out is not hidden again.
  const scheduled = video.publish_at !== null && Date.parse(video.publish_at) > Date.now();
  if (input.publishAt && !scheduled)
    throw badRequest('alreadyPublished', [{ path: 'publishAt', messageKey: 'alreadyPublished' }]);
  const changed = await updateVideoColumns(deps.db, actor, video.id, {
    ...videoColumns(input),
    ...(moveTo ? { class_id: moveTo.id } : {}),
    ...(input.topic !== undefined ? { topic: input.topic } : {}),
    ...(input.publishAt !== undefined && scheduled
      ? { publish_at: input.publishAt, publish_pending: input.publishAt ? 1 : 0 }
      : {}),
    updated_at: new Date().toISOString(),
  });
  if (!changed) throw notFound('videoNotFound');
  return memberVideo(deps, actor, video.id);
}

/** Hides the video everywhere; the row stays (soft delete). */
export async function removeVideo(deps: Deps, actor: Actor, input: { id: string }): Promise<void> {
  const video = await editableVideo(deps, actor, input.id);
  if (!(await updateVideoColumns(deps.db, actor, video.id, { deleted_at: new Date().toISOString() })))
    throw notFound('videoNotFound');
}
