import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/** The guardian tables (migration 020): links between guardians and their children, and link codes. */

export async function isGuardianLinked(db: Kysely<Database>, guardianId: string, studentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('guardian_links')
    .select('student_id')
    .where('guardian_id', '=', guardianId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The guardians linked to the students (for notifying them), by student. */
export async function selectGuardianIds(db: Kysely<Database>, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return db
    .selectFrom('guardian_links')
    .select(['guardian_id', 'student_id'])
    .where('student_id', 'in', [...studentIds])
    .execute();
}

export async function insertGuardianCode(
  db: Db,
  row: { code: string; student_id: string; created_by: string; expires_at: string },
): Promise<void> {
  await db
    .insertInto('guardian_codes')
    .values({ ...row, used_at: null })
    .execute();
}

export async function findGuardianCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('guardian_codes').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Uses the code up; false when another request used it first. */
export async function useGuardianCode(db: Kysely<Database>, code: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('guardian_codes')
    .set({ used_at: now })
    .where('code', '=', code)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertGuardianLink(
  db: Kysely<Database>,
  row: { guardian_id: string; student_id: string; created_at: string },
): Promise<void> {
  await db.insertInto('guardian_links').values(row).execute();
}

export async function deleteGuardianLink(db: Db, guardianId: string, studentId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('guardian_links')
    .where('guardian_id', '=', guardianId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A student's guardians, first linked first. */
export async function selectGuardiansOf(db: Db, studentId: string) {
  return db
    .selectFrom('guardian_links')
    .innerJoin('users', 'users.id', 'guardian_links.guardian_id')
    .select(['users.id', 'users.full_name', 'users.email', 'guardian_links.created_at'])
    .where('guardian_links.student_id', '=', studentId)
    .orderBy('guardian_links.created_at')
    .orderBy('users.id')
    .execute();
}

/** A guardian's children (active students), first linked first; or one of them. */
export async function selectChildrenOf(db: Db, guardianId: string, childId?: string) {
  let query = db
    .selectFrom('guardian_links')
    .innerJoin('users', 'users.id', 'guardian_links.student_id')
    .select(['users.id', 'users.full_name', 'users.email', 'guardian_links.created_at'])
    .where('guardian_links.guardian_id', '=', guardianId)
    .where('users.role', '=', 'student')
    .where('users.active', '=', 1);
  if (childId !== undefined) query = query.where('users.id', '=', childId);
  return query.orderBy('guardian_links.created_at').orderBy('users.id').execute();
}

/** Of these classes, those whose teachers keep written feedback from guardians. */
export async function selectFeedbackHiddenClassIds(db: Db, classIds: readonly string[]): Promise<Set<string>> {
  if (classIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('classes')
    .select('id')
    .where('id', 'in', [...new Set(classIds)])
    .where('guardians_see_feedback', '=', 0)
    .execute();
  return new Set(rows.map((row) => row.id));
}
