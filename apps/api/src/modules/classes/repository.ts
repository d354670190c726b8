import { PostgresAdapter, sql, type Insertable, type Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { ClassesTable, ClassRow, Database } from '../../db/schema';
import { memberClassIds, type Member } from './queries';

export async function insertClass(db: Kysely<Database>, row: Insertable<ClassesTable>): Promise<void> {
  await db.insertInto('classes').values(row).execute();
}

export async function updateClassColumns(db: Db, id: string, changes: Partial<ClassRow>): Promise<void> {
  await db.updateTable('classes').set(changes).where('id', '=', id).execute();
}

/** The member's classes, archived ones or the others, by name. */
export async function selectMemberClasses(db: Db, member: Member, archived: boolean): Promise<ClassRow[]> {
  return db
    .selectFrom('classes')
    .selectAll()
    .where('id', 'in', memberClassIds(db, member))
    .where('archived_at', archived ? 'is not' : 'is', null)
    .orderBy('name')
    .orderBy('created_at')
    .execute();
}

export async function findClassByCode(db: Db, code: string): Promise<ClassRow | undefined> {
  return db.selectFrom('classes').selectAll().where('join_code', '=', code).executeTakeFirst();
}

/** The teachers of the given classes (their student and task counts are kept on the class rows). */
export async function selectClassTeachers(db: Db, classIds: string[]) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('class_teachers')
    .innerJoin('users', 'users.id', 'class_teachers.teacher_id')
    .where('class_teachers.class_id', 'in', classIds)
    .select(['class_teachers.class_id', 'users.id', 'users.full_name'])
    .orderBy('class_teachers.added_at')
    .orderBy('users.full_name')
    .execute();
}

/** Counts every class's students and live tasks afresh (after a bulk load). */
export async function recountClasses(db: Kysely<Database>): Promise<void> {
  await sql`update classes set
              student_count = (select count(*) from enrolments where enrolments.class_id = classes.id),
              task_count = (select count(*) from tasks where tasks.class_id = classes.id and tasks.deleted_at is null
                              and tasks.publish_pending = 0)`.execute(db);
}

/** Adds a teacher; false when they already teach the class. */
export async function addClassTeacher(db: Kysely<Database>, classId: string, teacherId: string): Promise<boolean> {
  const result = await db
    .insertInto('class_teachers')
    .values({ class_id: classId, teacher_id: teacherId, added_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['class_id', 'teacher_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The student's work in the class shows again (added back) or stops showing (removed); nothing is deleted. */
async function setWorkVisible(trx: Kysely<Database>, classId: string, studentId: string, visible: boolean) {
  await trx
    .updateTable('submissions')
    .set({ visible: visible ? 1 : 0 })
    .where('class_id', '=', classId)
    .where('student_id', '=', studentId)
    .where(
      'task_id',
      'in',
      trx.selectFrom('tasks').select('id').where('class_id', '=', classId).where('deleted_at', 'is', null),
    )
    .execute();
}

/** Enrols a student (their earlier work in the class comes back); false when they already are. */
export async function addEnrolment(db: Db, classId: string, studentId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto('enrolments')
      .values({
        class_id: classId,
        student_id: studentId,
        enrolled_at: new Date().toISOString(),
        student_name: trx.selectFrom('users').select('full_name').where('id', '=', studentId),
      })
      .onConflict((oc) => oc.columns(['class_id', 'student_id']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .updateTable('classes')
      .set((eb) => ({ student_count: eb('student_count', '+', 1) }))
      .where('id', '=', classId)
      .execute();
    await setWorkVisible(trx, classId, studentId, true);
    return true;
  });
}

/** Takes a student off the roster; their work stays, out of sight until they are added back. */
export async function deleteEnrolment(db: Db, classId: string, studentId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('enrolments')
      .where('class_id', '=', classId)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await trx
      .updateTable('classes')
      .set((eb) => ({ student_count: eb('student_count', '-', 1) }))
      .where('id', '=', classId)
      .execute();
    await setWorkVisible(trx, classId, studentId, false);
    return true;
  });
}

/**
 * Removes a teacher unless they are the last one; the class row is locked first so two
 * teachers removing each other at once cannot leave the class with none.
 */
export async function deleteClassTeacher(
  db: Db,
  classId: string,
  teacherId: string,
): Promise<'removed' | 'notTeaching' | 'lastTeacher'> {
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      // PostgreSQL: row lock; SQLite serialises write transactions anyway.
      await trx.selectFrom('classes').select('id').where('id', '=', classId).forUpdate().execute();
    }
    const teachers = await trx
      .selectFrom('class_teachers')
      .select('teacher_id')
      .where('class_id', '=', classId)
      .execute();
    if (!teachers.some((row) => row.teacher_id === teacherId)) return 'notTeaching';
    if (teachers.length <= 1) return 'lastTeacher';
    await trx
      .deleteFrom('class_teachers')
      .where('class_id', '=', classId)
      .where('teacher_id', '=', teacherId)
      .execute();
    return 'removed';
  });
}
