import type { ClassInvitation } from '@sinfxona/domain/schemas/classes';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * Consent to join a class (docs/architecture.md §4 "The school"): a teacher's add makes an
 * invitation, and only the student's own accept enrols them.
 */

/** Invites a student (again: no second row); true when this made the invitation. */
export async function upsertInvitation(
  db: Kysely<Database>,
  classId: string,
  studentId: string,
  invitedBy: string,
): Promise<boolean> {
  const result = await db
    .insertInto('class_invitations')
    .values({ class_id: classId, student_id: studentId, invited_by: invitedBy, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['class_id', 'student_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The student's open invitations to classes not archived, newest first, or one of them. */
export async function selectInvitations(db: Db, studentId: string, classId?: string): Promise<ClassInvitation[]> {
  let query = db
    .selectFrom('class_invitations as i')
    .innerJoin('classes as c', 'c.id', 'i.class_id')
    .innerJoin('users as s', 's.id', 'i.student_id')
    .innerJoin('users as t', 't.id', 'i.invited_by')
    .select([
      'c.id as class_id',
      'c.name as class_name',
      'c.subject as class_subject',
      's.id as student_id',
      's.full_name as student_name',
      't.id as teacher_id',
      't.full_name as teacher_name',
      'i.created_at',
    ])
    .where('i.student_id', '=', studentId)
    .where('c.archived_at', 'is', null);
  if (classId !== undefined) query = query.where('i.class_id', '=', classId);
  const rows = await query.orderBy('i.created_at', 'desc').orderBy('c.id').execute();
  return rows.map((row) => ({
    class: { _id: row.class_id, name: row.class_name, subject: row.class_subject },
    student: { _id: row.student_id, fullName: row.student_name },
    invitedBy: { _id: row.teacher_id, fullName: row.teacher_name },
    status: 'invited' as const,
    createdAt: row.created_at,
  }));
}

/** Removes the student's invitation to the class; false when there was none. */
export async function deleteInvitation(db: Db, classId: string, studentId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('class_invitations')
    .where('class_id', '=', classId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
