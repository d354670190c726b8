import type { Insertable, Kysely, SelectQueryBuilder, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, VideosTable } from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import { offsetOf, toNumber } from '../../db/query-helpers';
import { memberClassIds, scopeClassIds, type Member, type Scope } from '../classes/queries';
import { nowIso, seesScheduled, visibleToStudents } from '../../db/published';

function videosWithClass(db: Db) {
  return db
    .selectFrom('videos')
    .innerJoin('classes', 'classes.id', 'videos.class_id')
    .where('videos.deleted_at', 'is', null)
    .selectAll('videos')
    .select(['classes.name as class_name', 'classes.archived_at as class_archived_at']);
}
export type VideoDetailRow = Awaited<ReturnType<ReturnType<typeof videosWithClass>['execute']>>[number];

/**
 * A page of the live videos of the scope's classes that the caller sees (a scheduled one: its
 * teachers only), of one topic if asked, newest first, with the total.
 */
export async function selectVideoPage(db: Db, scope: Scope, query: { topic?: string; page: number; limit: number }) {
  const { topic, page, limit } = query;
  const values: VideoPageValues = {
    memberId: scope.id,
    ...(scope.classId ? { classId: scope.classId } : {}),
    ...(topic !== undefined ? { topic } : {}),
    ...(seesScheduled(scope.role) ? {} : { now: nowIso() }),
  };
  const shape = `${scope.role}:${scope.classId ? 'class' : 'all'}:${topic !== undefined ? 'topic' : 'any'}`;
  const [items, [total]] = await Promise.all([
    videoPageQuery(db, { ...values, limit, offset: offsetOf(page, limit) }, shape),
    videoCountQuery(db, values, shape),
  ]);
  return { items, total: toNumber(total?.total) };
}

interface VideoPageValues extends Record<string, string | number> {
  memberId: string;
}

/** The live videos a page is chosen from, for a shape (role, one class or all, a topic or not). */
function matchingVideos<Q extends SelectQueryBuilder<Database, 'videos', object>>(
  db: Kysely<Database>,
  query: Q,
  values: VideoPageValues,
  shape: string,
): Q {
  const [role, classes, topic] = shape.split(':') as [Member['role'], string, string];
  const scope: Scope = {
    id: values.memberId,
    role,
    ...(classes === 'class' ? { classId: values.classId as string } : {}),
  };
  let matching = query.where('videos.class_id', 'in', scopeClassIds(db, scope));
  if (topic === 'topic') matching = matching.where('videos.topic', '=', values.topic as string);
  if (!seesScheduled(role)) matching = matching.where(visibleToStudents('videos', values.now as string));
  return matching as Q;
}

/** A page of a video list and its total: built once per shape (db/prepared.ts). */
const videoPageQuery = preparedQuery((db, values: VideoPageValues, shape) =>
  matchingVideos(db, videosWithClass(db), values, shape)
    .orderBy('videos.created_at', 'desc')
    .orderBy('videos.id')
    .limit(values.limit as number)
    .offset(values.offset as number),
);
const videoCountQuery = preparedQuery((db, values: VideoPageValues, shape) =>
  matchingVideos(db, db.selectFrom('videos').where('videos.deleted_at', 'is', null), values, shape).select((eb) =>
    eb.fn.countAll().as('total'),
  ),
);

/** The topics of the live videos of the scope's classes (a teacher's form suggestions). */
export async function selectVideoTopics(db: Db, scope: Scope): Promise<string[]> {
  const rows = await db
    .selectFrom('videos')
    .select('videos.topic')
    .distinct()
    .where('videos.deleted_at', 'is', null)
    .where('videos.class_id', 'in', scopeClassIds(db, scope))
    .where('videos.topic', 'is not', null)
    .orderBy('videos.topic')
    .limit(200)
    .execute();
  return rows.map((row) => row.topic!);
}

/** One live video of the member's classes; a scheduled one for its teachers only. */
export async function findMemberVideo(db: Db, member: Member, id: string) {
  return videosWithClass(db)
    .where('videos.id', '=', id)
    .where('videos.class_id', 'in', memberClassIds(db, member))
    .$if(!seesScheduled(member.role), (q) => q.where(visibleToStudents('videos', nowIso())))
    .executeTakeFirst();
}

export async function insertVideo(db: Db, row: Insertable<VideosTable>) {
  await db.insertInto('videos').values(row).execute();
}

/** Changes a live video of the member's classes; false when there is none. */
export async function updateVideoColumns(db: Db, member: Member, id: string, changes: Updateable<VideosTable>) {
  const result = await db
    .updateTable('videos')
    .set(changes)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('class_id', 'in', memberClassIds(db, member))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
