import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { VideosTable } from '../../db/schema';
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
  const classIds = scopeClassIds(db, scope);
  const now = nowIso();
  const hidden = !seesScheduled(scope.role);
  const [items, total] = await Promise.all([
    videosWithClass(db)
      .where('videos.class_id', 'in', classIds)
      .$if(query.topic !== undefined, (q) => q.where('videos.topic', '=', query.topic!))
      .$if(hidden, (q) => q.where(visibleToStudents('videos', now)))
      .orderBy('videos.created_at', 'desc')
      .orderBy('videos.id')
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit))
      .execute(),
    db
      .selectFrom('videos')
      .where('videos.deleted_at', 'is', null)
      .where('videos.class_id', 'in', classIds)
      .$if(query.topic !== undefined, (q) => q.where('videos.topic', '=', query.topic!))
      .$if(hidden, (q) => q.where(visibleToStudents('videos', now)))
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  ]);
  return { items, total: toNumber(total?.total) };
}

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
