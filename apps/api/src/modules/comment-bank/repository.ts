import { sql, type Kysely, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { containsPattern, ilike } from '../../db/query-helpers';
import type { CommentBankTable, Database } from '../../db/schema';
import { memberClassIds, type Member } from '../classes/queries';

/** A bank answers at most this many comments: the most used first. */
export const BANK_LIST_LIMIT = 50;

const columns = ['id', 'owner_id', 'class_id', 'text', 'use_count', 'last_used_at', 'created_at'] as const;
export type BankRow = Selectable<CommentBankTable>;

/**
 * The comments a teacher sees: their own (private or shared), and those their co-teachers shared
 * into a class they teach (an admin: into any class). With `classId`, others' comments of that class only.
 */
function visibleComments(db: Kysely<Database>, member: Member, classId?: string) {
  return db
    .selectFrom('comment_bank')
    .select(columns)
    .where((eb) =>
      eb.or([
        eb('owner_id', '=', member.id),
        classId ? eb('class_id', '=', classId) : eb('class_id', 'in', memberClassIds(db, member)),
      ]),
    );
}

/** Most used first, then most recently used, then newest (an unused comment has no last use). */
export async function selectComments(db: Db, member: Member, input: { q?: string; classId?: string }) {
  let query = visibleComments(db, member, input.classId);
  if (input.q) query = query.where(ilike('text', containsPattern(input.q)));
  return query
    .orderBy('use_count', 'desc')
    .orderBy(sql`coalesce(last_used_at, '')`, 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(BANK_LIST_LIMIT)
    .execute();
}

/** One comment the member may see (and use); undefined when it is not theirs to see. */
export async function findVisibleComment(db: Db, member: Member, id: string) {
  return visibleComments(db, member).where('id', '=', id).executeTakeFirst();
}

/** One of the owner's own comments. */
export async function findOwnComment(db: Db, ownerId: string, id: string) {
  return db
    .selectFrom('comment_bank')
    .select(columns)
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

/** The owner's comment with exactly this text, other than `exceptId`. */
export async function findOwnText(db: Db, ownerId: string, text: string, exceptId?: string) {
  let query = db.selectFrom('comment_bank').select('id').where('owner_id', '=', ownerId).where('text', '=', text);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertComment(db: Db, row: BankRow) {
  await db.insertInto('comment_bank').values(row).execute();
}

export async function updateComment(
  db: Db,
  ownerId: string,
  id: string,
  changes: { text?: string; class_id?: string | null },
) {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('comment_bank').set(changes).where('id', '=', id).where('owner_id', '=', ownerId).execute();
}

export async function deleteComment(db: Db, ownerId: string, id: string) {
  await db.deleteFrom('comment_bank').where('id', '=', id).where('owner_id', '=', ownerId).execute();
}

/** One more use, now. */
export async function bumpUse(db: Db, id: string, at: string) {
  await db
    .updateTable('comment_bank')
    .set((eb) => ({ use_count: eb('use_count', '+', 1), last_used_at: at }))
    .where('id', '=', id)
    .execute();
}
