import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { VideosTable } from '../../db/schema';
import { offsetOf, toNumber } from '../../db/query-helpers';

export async function listVideos(db: Db, page: number, limit: number) {
  const live = db.selectFrom('videos').where('deleted_at', 'is', null);
  const [items, total] = await Promise.all([
    live.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offsetOf(page, limit)).execute(),
    live.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
  ]);
  return { items, total: toNumber(total?.total) };
}

export async function findLiveVideo(db: Db, id: string) {
  return db.selectFrom('videos').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function insertVideo(db: Db, row: Insertable<VideosTable>) {
  await db.insertInto('videos').values(row).execute();
}

export async function updateVideo(db: Db, id: string, changes: Updateable<VideosTable>) {
  const result = await db.updateTable('videos').set(changes).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
