import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { scopeClassIds, type Scope } from '../classes/queries';
import { countTasks } from './repository';

/**
 * A scheduled task's publication, once: it stops waiting and its class counts it. False when it
 * was done already (by another instance's round, or its teacher's "publish now").
 */
export async function markPublished(trx: Kysely<Database>, taskId: string, classId: string): Promise<boolean> {
  const result = await trx
    .updateTable('tasks')
    .set({ publish_pending: 0 })
    .where('id', '=', taskId)
    .where('publish_pending', '=', 1)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await countTasks(trx, classId, 1);
  return true;
}

/** The scheduled tasks whose time has come and whose publication has not run, oldest first. */
export async function selectDuePublications(db: Kysely<Database>, now: string, limit: number) {
  return db
    .selectFrom('tasks')
    .innerJoin('classes', 'classes.id', 'tasks.class_id')
    .innerJoin('users', 'users.id', 'tasks.created_by')
    .select(['tasks.id', 'tasks.class_id', 'tasks.title', 'classes.name as class_name', 'users.full_name as teacher'])
    .where('tasks.publish_pending', '=', 1)
    .where('tasks.publish_at', '<=', now)
    .where('tasks.deleted_at', 'is', null)
    .orderBy('tasks.publish_at')
    .limit(limit)
    .execute();
}

/** The topics of the live tasks of the scope's classes, for a form's suggestions (teachers: all of them). */
export async function selectTaskTopics(db: Db, scope: Scope): Promise<string[]> {
  const rows = await db
    .selectFrom('tasks')
    .select('tasks.topic')
    .distinct()
    .where('tasks.deleted_at', 'is', null)
    .where('tasks.class_id', 'in', scopeClassIds(db, scope))
    .where('tasks.topic', 'is not', null)
    .orderBy('tasks.topic')
    .limit(200)
    .execute();
  return rows.map((row) => row.topic!);
}

/**
 * The scheduled videos whose time has come, marked published (only those still waiting, so one
 * instance takes each): answers their classes.
 */
export async function publishDueVideos(db: Kysely<Database>, now: string, limit: number): Promise<string[]> {
  const due = await db
    .selectFrom('videos')
    .select(['videos.id', 'videos.class_id'])
    .where('videos.publish_pending', '=', 1)
    .where('videos.publish_at', '<=', now)
    .orderBy('videos.publish_at')
    .limit(limit)
    .execute();
  const classIds = new Set<string>();
  for (const video of due) {
    const result = await db
      .updateTable('videos')
      .set({ publish_pending: 0 })
      .where('id', '=', video.id)
      .where('publish_pending', '=', 1)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) classIds.add(video.class_id);
  }
  return [...classIds];
}
