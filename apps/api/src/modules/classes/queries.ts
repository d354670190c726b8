import type { Role } from '@sinfxona/domain/constants';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { ClassRow, Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';

/**
 * Who sees what (docs/architecture.md §4 "Classes"). Every repository that reads tasks, videos,
 * submissions or students takes a Scope and filters by these class ids in SQL, so a forgotten
 * check in a service cannot leak another class's data.
 */
export interface Member {
  id: string;
  role: Role;
}

export interface Scope extends Member {
  /** One class (already checked to be the caller's), or every active class of the caller. */
  classId?: string;
}

type ClassIdQuery = SelectQueryBuilder<Database, any, { class_id: string }>;

/**
 * Every class, while the caller is an admin in the database too (not only in their token). The
 * caller's id is bound like the other roles' scopes, so a query built once per shape
 * (db/prepared.ts) takes the same values for every role.
 */
const everyClassOfAdmin = (db: Kysely<Database>, adminId: string) =>
  db
    .selectFrom('classes as m')
    .innerJoin('users as admin', (join) => join.on('admin.id', '=', adminId).on('admin.role', '=', 'admin'))
    .select('m.id as class_id');

/**
 * The ids of the classes a teacher teaches or a student is enrolled in: the active ones for
 * lists and figures, or just `scope.classId` (archived or not) when one class is named.
 */
export function scopeClassIds(db: Kysely<Database>, scope: Scope): ClassIdQuery {
  // An admin manages every class as its teachers may (docs/architecture.md §4 "The school").
  if (scope.role === 'admin') {
    const every = everyClassOfAdmin(db, scope.id);
    return (
      scope.classId ? every.where('m.id', '=', scope.classId) : every.where('m.archived_at', 'is', null)
    ) as ClassIdQuery;
  }
  const base =
    scope.role === 'teacher'
      ? db.selectFrom('class_teachers as m').select('m.class_id').where('m.teacher_id', '=', scope.id)
      : db.selectFrom('enrolments as m').select('m.class_id').where('m.student_id', '=', scope.id);
  if (scope.classId) return base.where('m.class_id', '=', scope.classId) as ClassIdQuery;
  return base
    .innerJoin('classes as active', 'active.id', 'm.class_id')
    .where('active.archived_at', 'is', null) as unknown as ClassIdQuery;
}

/** Every class the member belongs to, archived ones included: for reading one item by id. */
export function memberClassIds(db: Kysely<Database>, member: Member): ClassIdQuery {
  if (member.role === 'admin') return everyClassOfAdmin(db, member.id) as ClassIdQuery;
  return (
    member.role === 'teacher'
      ? db.selectFrom('class_teachers as m').select('m.class_id').where('m.teacher_id', '=', member.id)
      : db.selectFrom('enrolments as m').select('m.class_id').where('m.student_id', '=', member.id)
  ) as ClassIdQuery;
}

/** The class when the member teaches it (teacher) or is enrolled in it (student). */
export async function findMemberClass(db: Db, member: Member, classId: string): Promise<ClassRow | undefined> {
  return db
    .selectFrom('classes')
    .selectAll()
    .where('id', '=', classId)
    .where('id', 'in', memberClassIds(db, member))
    .executeTakeFirst();
}

/** A list's scope from an optional `classId` filter: someone else's class answers 404. */
export async function resolveScope(db: Db, member: Member, classId: string | undefined): Promise<Scope> {
  if (classId && !(await findMemberClass(db, member, classId))) throw notFound('classNotFound');
  return { id: member.id, role: member.role, classId };
}

/** The class a teacher writes into (a new task or video, or a move): theirs (else 404), not archived (else 409). */
export async function findWritableClass(db: Db, teacher: Member, classId: string): Promise<ClassRow> {
  const found = await findMemberClass(db, teacher, classId);
  if (!found || (teacher.role !== 'teacher' && teacher.role !== 'admin')) throw notFound('classNotFound');
  assertNotArchived(found);
  return found;
}

/** An archived class is read-only: nothing new goes into it (grading still works). */
export function assertNotArchived(row: Pick<ClassRow, 'archived_at'>): void {
  if (row.archived_at !== null) throw conflict('classArchived');
}

/** Whether the student is enrolled in the class right now. */
export async function isEnrolled(db: Kysely<Database>, classId: string, studentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('enrolments')
    .select('class_id')
    .where('class_id', '=', classId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Boolean(row);
}
