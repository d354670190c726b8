import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, FileRow, NewFile } from '../../db/schema';
import { memberClassIds, type Member } from '../classes/queries';
import { nowIso, seesScheduled, visibleToStudents } from '../../db/published';

export async function insertFile(db: Kysely<Database>, file: NewFile): Promise<void> {
  await db.insertInto('files').values(file).execute();
}

/** A file's row by id, whatever refers to it (callers have scoped the thing that names it). */
export async function findFileRow(db: Db, id: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A file whose signed link still works: its bytes are kept and a live task or a submission to a
 * live task refers to it. A replaced task file or one of a deleted task answers nothing.
 */
export async function findLiveFile(db: Db, id: string): Promise<FileRow | undefined> {
  return db
    .selectFrom('files')
    .selectAll()
    .where('id', '=', id)
    .where('purged_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('tasks')
            .select('tasks.id')
            .whereRef('tasks.file_id', '=', 'files.id')
            .where('tasks.deleted_at', 'is', null),
        ),
        eb.exists(
          eb
            .selectFrom('submissions')
            .innerJoin('tasks', 'tasks.id', 'submissions.task_id')
            .select('submissions.id')
            .whereRef('submissions.file_id', '=', 'files.id')
            .where('tasks.deleted_at', 'is', null),
        ),
      ]),
    )
    .executeTakeFirst();
}

/**
 * A live file the member may already see: the file of a live task of one of their classes, or
 * of a visible submission to one — a student's own only, a teacher's classes', any for an admin.
 */
export async function findMemberFile(db: Db, member: Member, id: string): Promise<FileRow | undefined> {
  return db
    .selectFrom('files')
    .selectAll()
    .where('id', '=', id)
    .where('purged_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('tasks')
            .select('tasks.id')
            .whereRef('tasks.file_id', '=', 'files.id')
            .where('tasks.deleted_at', 'is', null)
            .where('tasks.class_id', 'in', memberClassIds(db, member))
            .$if(!seesScheduled(member.role), (query) => query.where(visibleToStudents('tasks', nowIso()))),
        ),
        eb.exists(
          eb
            .selectFrom('submissions')
            .innerJoin('tasks', 'tasks.id', 'submissions.task_id')
            .select('submissions.id')
            .whereRef('submissions.file_id', '=', 'files.id')
            .where('submissions.visible', '=', 1)
            .where('tasks.deleted_at', 'is', null)
            .where('submissions.class_id', 'in', memberClassIds(db, member))
            .$if(member.role === 'student', (query) => query.where('submissions.student_id', '=', member.id)),
        ),
      ]),
    )
    .executeTakeFirst();
}

/**
 * The ids of the next `limit` file rows after `afterId`, in id order: the sweep walks the table a
 * page at a time, so no one query holds the event loop for the whole table (SQLite is synchronous).
 */
export async function selectFileIdPage(db: Db, afterId: string | null, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('files')
    .select('id')
    .$if(afterId !== null, (query) => query.where('id', '>', afterId!))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** An id range of the files table: after `after` (exclusive; null from the start) up to `upTo`. */
export interface FileIdRange {
  after: string | null;
  upTo: string;
}

/**
 * File rows in `range` created before `before` that no task and no submission refers to (a
 * replaced or removed task file).
 */
export async function selectOrphanFiles(db: Db, before: string, range: FileIdRange) {
  return db
    .selectFrom('files')
    .select(['id', 'storage_key', 'original_name'])
    .$if(range.after !== null, (query) => query.where('id', '>', range.after!))
    .where('id', '<=', range.upTo)
    .where('created_at', '<', before)
    .where((eb) =>
      eb.and([
        eb.not(eb.exists(eb.selectFrom('tasks').select('tasks.id').whereRef('tasks.file_id', '=', 'files.id'))),
        eb.not(
          eb.exists(
            eb.selectFrom('submissions').select('submissions.id').whereRef('submissions.file_id', '=', 'files.id'),
          ),
        ),
      ]),
    )
    .execute();
}

/** Kept files of tasks deleted before `deletedBefore`: the task's own and its submissions'. */
export async function selectExpiredTaskFiles(db: Db, deletedBefore: string) {
  const expiredTasks = db.selectFrom('tasks').select('tasks.id').where('tasks.deleted_at', '<', deletedBefore);
  return db
    .selectFrom('files')
    .select(['id', 'storage_key', 'original_name'])
    .where('purged_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb(
          'files.id',
          'in',
          db.selectFrom('tasks').select('tasks.file_id as id').where('tasks.id', 'in', expiredTasks),
        ),
        eb(
          'files.id',
          'in',
          db
            .selectFrom('submissions')
            .select('submissions.file_id as id')
            .where('submissions.task_id', 'in', expiredTasks),
        ),
      ]),
    )
    .execute();
}

export async function deleteFileRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('files').where('id', '=', id).execute();
}

export async function markFilePurged(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('files').set({ purged_at: at }).where('id', '=', id).execute();
}

/** Which of these storage keys a row names (bytes without a row are left from a failed upload). */
export async function existingStorageKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('files').select('storage_key').where('storage_key', 'in', keys).execute();
  return new Set(rows.map((row) => row.storage_key));
}

/** Every file whose bytes are kept (not purged), in key order: what a backup copies. */
export async function selectKeptFiles(db: Db) {
  return db
    .selectFrom('files')
    .select(['storage_key', 'size', 'mime_type'])
    .where('purged_at', 'is', null)
    .orderBy('storage_key')
    .execute();
}
