import type { Db } from '../../db/database';
import type { Member } from '../classes/queries';
import { selectComments } from './repository';

/** The texts of the teacher's most used bank comments (their own and the class's shared ones): for offline drafts. */
export async function mostUsedComments(db: Db, member: Member, classId: string, count: number): Promise<string[]> {
  const rows = await selectComments(db, member, { classId });
  return rows
    .filter((row) => Number(row.use_count) > 0)
    .slice(0, count)
    .map((row) => row.text);
}
