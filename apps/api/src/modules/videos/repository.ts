import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { VideosTable } from '../../db/schema';
import { offsetOf, toNumber } from '../../db/query-helpers';
import { memberClassIds, scopeClassIds, type Member, type Scope } from '../classes/queries';

function videosWithClass(db: Db) {
  return db
    .selectFrom('videos')
    .innerJoin('classes', 'classes.id', 'videos.class_id')
    .where('videos.deleted_at', 'is', null)
    .selectAll('videos')
    .select(['classes.name as class_name', 'classes.archived_at as class_archived_at']);
}
export type VideoDetailRow = Awaited<ReturnType<ReturnType<typeof videosWithClass>['execute']>>[number];

/** A page of the live videos of the scope's classes, newest first, with the total. */
export async function selectVideoPage(db: Db, scope: Scope, page: number, limit: number) {
  const classIds = scopeClassIds(db, scope);
  const [items, total] = await Promise.all([
    videosWithClass(db)
      .where('videos.class_id', 'in', classIds)
      .orderBy('videos.created_at', 'desc')
      .orderBy('videos.id')
      .limit(limit)
      .offset(offsetOf(page, limit))
      .execute(),
    db
      .selectFrom('videos')
      .where('deleted_at', 'is', null)
      .where('class_id', 'in', classIds)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  ]);
  return { items, total: toNumber(total?.total) };
}

/** One live video of the member's classes. */
export async function findMemberVideo(db: Db, member: Member, id: string) {
  return videosWithClass(db)
    .where('videos.id', '=', id)
    .where('videos.class_id', 'in', memberClassIds(db, member))
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
