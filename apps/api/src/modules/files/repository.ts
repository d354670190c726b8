import type { Db } from '../../db/database';
import type { FileRow, NewFile } from '../../db/schema';

export async function insertFile(db: Db, file: NewFile): Promise<void> {
  await db.insertInto('files').values(file).execute();
}

export async function findFileById(db: Db, id: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}
