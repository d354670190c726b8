import { randomUUID } from 'node:crypto';
import type {
  ClassCreateInput,
  ClassInvitation,
  ClassUpdateInput,
  SchoolClass,
  StudentInviteInput,
} from '@sinfxona/domain/schemas/classes';
import type { Actor, Deps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import type { ClassRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newJoinCode } from '../../lib/join-code';
import type { User } from '@sinfxona/domain/schemas/auth';
import { findUserByEmail, findUserByLogin, toUser } from '../users/queries';
import { notificationUrls, notify } from '../notifications/queries';
import { toLatePolicy } from '../late/queries';
import { deleteInvitation, selectInvitations, upsertInvitation } from './invitations';
import { assertNotArchived, findMemberClass } from './queries';
import {
  addClassTeacher,
  addEnrolment,
  deleteClassTeacher,
  deleteEnrolment,
  findClassByCode,
  insertClass,
  selectClassTeachers,
  selectMemberClasses,
  updateClassColumns,
} from './repository';

/** The client's shape of classes; the join code only for their teachers. */
async function toClasses(deps: Deps, rows: ClassRow[], viewer: Actor): Promise<SchoolClass[]> {
  const teachers = await selectClassTeachers(
    deps.db,
    rows.map((row) => row.id),
  );
  // The class's teachers and the school's admins see its join code.
  const isTeacher = viewer.role === 'teacher' || viewer.role === 'admin';
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    subject: row.subject,
    joinCode: isTeacher ? row.join_code : null,
    joinEnabled: isTeacher ? Boolean(Number(row.join_enabled)) : null,
    guardiansSeeFeedback: isTeacher ? Boolean(Number(row.guardians_see_feedback)) : null,
    streamComments: isTeacher ? Boolean(Number(row.stream_comments)) : null,
    archived: row.archived_at !== null,
    teachers: teachers
      .filter((teacher) => teacher.class_id === row.id)
      .map((teacher) => ({ _id: teacher.id, fullName: teacher.full_name })),
    studentCount: Number(row.student_count),
    taskCount: Number(row.task_count),
    createdAt: row.created_at,
    latePolicy: toLatePolicy(row),
  }));
}

const toClass = async (deps: Deps, row: ClassRow, viewer: Actor) => (await toClasses(deps, [row], viewer))[0]!;

/** The class when the actor teaches it or is enrolled in it; anyone else gets 404, as for a missing one. */
async function memberClass(deps: Deps, actor: Actor, id: string): Promise<ClassRow> {
  const row = await findMemberClass(deps.db, actor, id);
  if (!row) throw notFound('classNotFound');
  return row;
}

/** Runs `write` with a fresh join code, drawing again on the rare collision with another class's code. */
async function withUniqueCode(write: (code: string) => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await write(newJoinCode());
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

export async function listClasses(deps: Deps, actor: Actor, input: { archived: boolean }): Promise<SchoolClass[]> {
  return toClasses(deps, await selectMemberClasses(deps.db, actor, input.archived), actor);
}

export async function getClass(deps: Deps, actor: Actor, input: { id: string }): Promise<SchoolClass> {
  return toClass(deps, await memberClass(deps, actor, input.id), actor);
}

/** A new class; the teacher who makes it is its first teacher. */
export async function createClass(deps: Deps, actor: Actor, input: ClassCreateInput): Promise<SchoolClass> {
  const now = new Date().toISOString();
  const id = randomUUID();
  await withUniqueCode((code) =>
    deps.db.transaction().execute(async (trx) => {
      await insertClass(trx, {
        id,
        name: input.name,
        subject: input.subject ?? null,
        join_code: code,
        join_enabled: 1,
        archived_at: null,
        created_by: actor.id,
        created_at: now,
        updated_at: now,
      });
      await addClassTeacher(trx, id, actor.id);
    }),
  );
  return getClass(deps, actor, { id });
}

export async function updateClass(
  deps: Deps,
  actor: Actor,
  input: ClassUpdateInput & { id: string },
): Promise<SchoolClass> {
  const row = await memberClass(deps, actor, input.id);
  const changes: Partial<ClassRow> = { updated_at: new Date().toISOString() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.subject !== undefined) changes.subject = input.subject || null;
  if (input.joinEnabled !== undefined) changes.join_enabled = input.joinEnabled ? 1 : 0;
  if (input.guardiansSeeFeedback !== undefined) changes.guardians_see_feedback = input.guardiansSeeFeedback ? 1 : 0;
  if (input.streamComments !== undefined) changes.stream_comments = input.streamComments ? 1 : 0;
  if (input.archived !== undefined && input.archived !== (row.archived_at !== null)) {
    changes.archived_at = input.archived ? changes.updated_at! : null;
  }
  await updateClassColumns(deps.db, row.id, changes);
  return getClass(deps, actor, { id: row.id });
}

/** A new join code; the old one stops working at once. */
export async function renewJoinCode(deps: Deps, actor: Actor, input: { id: string }): Promise<SchoolClass> {
  const row = await memberClass(deps, actor, input.id);
  await withUniqueCode((code) =>
    updateClassColumns(deps.db, row.id, { join_code: code, updated_at: new Date().toISOString() }),
  );
  return getClass(deps, actor, { id: row.id });
}

/** A student joins with a code; joining a class they are already in changes nothing. */
export async function joinClass(deps: Deps, actor: Actor, input: { code: string }): Promise<SchoolClass> {
  const row = await findClassByCode(deps.db, input.code);
  if (!row || !Number(row.join_enabled)) throw notFound('joinCodeInvalid');
  assertNotArchived(row);
  await addEnrolment(deps.db, row.id, actor.id);
  return getClass(deps, actor, { id: row.id });
}

/**
 * A teacher's add: an invitation the student accepts or declines, by e-mail or username. An
 * unknown account, a teacher's and any other non-student (or inactive) one answer the same 404,
 * so the form tells nobody who exists; a student already in the class is a conflict.
 */
export async function inviteStudent(
  deps: Deps,
  actor: Actor,
  input: StudentInviteInput & { id: string },
): Promise<{ status: 'invited'; invitation: ClassInvitation } | { status: 'enrolled'; user: User }> {
  const row = await memberClass(deps, actor, input.id);
  assertNotArchived(row);
  const student = input.email
    ? await findUserByEmail(deps.db, input.email)
    : await findUserByLogin(deps.db, input.username ?? '');
  if (!student || student.role !== 'student' || student.active !== 1) throw notFound('userNotFound');
  const enrolled = await findMemberClass(deps.db, { id: student.id, role: 'student' }, row.id);
  if (enrolled) throw conflict('studentAlreadyInClass');
  // The school's administration enrols at once: it answers for the school's classes.
  if (actor.role === 'admin') {
    await addEnrolment(deps.db, row.id, student.id);
    return { status: 'enrolled', user: toUser(student) };
  }
  await deps.db.transaction().execute(async (trx) => {
    // Invited again: no second row, and no second notification.
    if (!(await upsertInvitation(trx, row.id, student.id, actor.id))) return;
    await notify(trx, {
      type: 'class_invitation',
      recipients: [student.id],
      params: { class: row.name, teacher: actor.fullName },
      url: notificationUrls.studentClasses(),
    });
  });
  return { status: 'invited', invitation: (await selectInvitations(deps.db, student.id, row.id))[0]! };
}

/** The student's open invitations. */
export const listInvitations = (deps: Deps, actor: Actor) => selectInvitations(deps.db, actor.id);

/** The student accepts: enrolled, the invitation gone; no invitation (or an archived class) is 404. */
export async function acceptInvitation(deps: Deps, actor: Actor, input: { id: string }): Promise<SchoolClass> {
  const [invitation] = await selectInvitations(deps.db, actor.id, input.id);
  if (!invitation) throw notFound('classInvitationNotFound');
  await addEnrolment(deps.db, input.id, actor.id);
  await deleteInvitation(deps.db, input.id, actor.id);
  return getClass(deps, actor, { id: input.id });
}

export async function declineInvitation(deps: Deps, actor: Actor, input: { id: string }): Promise<void> {
  if (!(await deleteInvitation(deps.db, input.id, actor.id))) throw notFound('classInvitationNotFound');
}

/** A student leaves a class; their work stays (and shows again if they come back), as on removal. */
export async function leaveClass(deps: Deps, actor: Actor, input: { id: string }): Promise<void> {
  if (!(await deleteEnrolment(deps.db, input.id, actor.id))) throw notFound('notInClass');
}

/** Takes a student off the roster; their submissions and grades stay and return if they are added back. */
export async function removeStudent(deps: Deps, actor: Actor, input: { id: string; userId: string }): Promise<void> {
  const row = await memberClass(deps, actor, input.id);
  if (!(await deleteEnrolment(deps.db, row.id, input.userId))) throw notFound('studentNotInClass');
}

/** A co-teacher by e-mail; `added` is false when they already teach the class. */
export async function addTeacher(
  deps: Deps,
  actor: Actor,
  input: { id: string; email: string },
): Promise<{ schoolClass: SchoolClass; added: boolean }> {
  const row = await memberClass(deps, actor, input.id);
  const teacher = await findUserByEmail(deps.db, input.email);
  if (!teacher) throw notFound('userNotFound');
  if (teacher.role !== 'teacher') {
    throw badRequest('teacherEmailNotTeacher', [{ path: 'email', messageKey: 'teacherEmailNotTeacher' }]);
  }
  const added = await addClassTeacher(deps.db, row.id, teacher.id);
  return { schoolClass: await getClass(deps, actor, { id: row.id }), added };
}

/** Removes a co-teacher (or oneself); a class never ends up with no teacher. */
export async function removeTeacher(deps: Deps, actor: Actor, input: { id: string; userId: string }): Promise<void> {
  const row = await memberClass(deps, actor, input.id);
  const outcome = await deleteClassTeacher(deps.db, row.id, input.userId);
  if (outcome === 'notTeaching') throw notFound('teacherNotInClass');
  if (outcome === 'lastTeacher') throw conflict('lastTeacher');
}
