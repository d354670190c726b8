import type { Db } from '../../db/database';
import type { Kysely } from 'kysely';
import type { Database, FileRow, NewFile } from '../../db/schema';

export async function insertFile(db: Kysely<Database>, file: NewFile): Promise<void> {
  await db.insertInto('files').values(file).execute();
}

export async function findFileById(db: Db, id: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}
