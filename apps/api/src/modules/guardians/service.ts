import type { Child, ChildTask, Guardian, GuardianCode } from '@sinfxona/domain/schemas/guardians';
import { GUARDIAN_CODE_DAYS } from '@sinfxona/domain/schemas/guardians';
import type { ReportCard } from '@sinfxona/domain/schemas/marks';
import type { Submission, SubmissionStatusFilter } from '@sinfxona/domain/schemas/submissions';
import type { Task, TaskListQuery } from '@sinfxona/domain/schemas/tasks';
import type { Actor, Deps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newGuardianCode } from '../../lib/join-code';
import { selectMemberClasses } from '../classes/repository';
import { getReportCard } from '../marks/report-card';
import { getMyProgress } from '../stats/service';
import { listMySubmissions } from '../submissions/service';
import { listTasks } from '../tasks/service';
import { findUserById } from '../users/queries';
import {
  deleteGuardianLink,
  findGuardianCode,
  insertGuardianCode,
  insertGuardianLink,
  isGuardianLinked,
  selectChildrenOf,
  selectFeedbackHiddenClassIds,
  selectGuardiansOf,
  useGuardianCode,
} from './repository';

/**
 * Guardians (parents) (docs/architecture.md §4 "Guardians (parents)"). A guardian reads their
 * child's work through the students' own services, called with the child as the actor: the same
 * scoping, and a held grade stays hidden as it is from the child.
 */

const DAY_MS = 86_400_000;

/**
 * A one-use link code for a student's guardian, 7 days: a student's own, or an admin's for any
 * student (`studentId`; not a student → 404).
 */
export async function makeGuardianCode(
  deps: Deps,
  actor: Actor,
  input: { studentId?: string } | undefined,
  now = new Date(),
): Promise<GuardianCode> {
  let studentId = actor.id;
  if (actor.role === 'admin') {
    if (!input?.studentId) throw badRequest('guardianStudentRequired');
    const student = await findUserById(deps.db, input.studentId);
    if (!student || student.role !== 'student') throw notFound('userNotFound');
    studentId = student.id;
  } else if (input?.studentId !== undefined && input.studentId !== actor.id) {
    throw notFound('userNotFound');
  }
  const expiresAt = new Date(now.getTime() + GUARDIAN_CODE_DAYS * DAY_MS).toISOString();
  for (let attempt = 0; ; attempt += 1) {
    const code = newGuardianCode();
    try {
      await insertGuardianCode(deps.db, {
        code,
        student_id: studentId,
        created_by: actor.id,
        expires_at: expiresAt,
      });
      return { code, expiresAt };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

/** The student's guardians. */
export async function listGuardians(deps: Deps, actor: Actor): Promise<Guardian[]> {
  return (await selectGuardiansOf(deps.db, actor.id)).map((row) => ({
    _id: row.id,
    fullName: row.full_name,
    email: row.email,
    linkedAt: row.created_at,
  }));
}

/** The student removes one of their guardians (not theirs → 404). */
export async function removeGuardian(deps: Deps, actor: Actor, input: { id: string }): Promise<void> {
  if (!(await deleteGuardianLink(deps.db, input.id, actor.id))) throw notFound('guardianNotFound');
}

/** The child as an actor of the students' services. */
function asStudent(row: { id: string; full_name: string; email: string | null }): Actor {
  return { id: row.id, role: 'student', fullName: row.full_name, email: row.email };
}

/** One of the guardian's children as an actor; anyone else → 404. */
async function childOf(deps: Deps, actor: Actor, childId: string) {
  const [row] = await selectChildrenOf(deps.db, actor.id, childId);
  if (!row) throw notFound('childNotFound');
  return row;
}

async function toChild(
  deps: Deps,
  row: { id: string; full_name: string; email: string | null; created_at: string },
): Promise<Child> {
  const child = asStudent(row);
  const [classes, progress] = await Promise.all([
    selectMemberClasses(deps.db, child, false),
    getMyProgress(deps, child),
  ]);
  return {
    _id: row.id,
    fullName: row.full_name,
    classes: classes.map((found) => ({ _id: found.id, name: found.name, subject: found.subject })),
    progress,
    linkedAt: row.created_at,
  };
}

/**
 * The guardian links with a student's code: unknown → 404, used or expired → 400, a child already
 * linked → 409 (the code stays unused then).
 */
export async function linkChild(deps: Deps, actor: Actor, input: { code: string }, now = new Date()): Promise<Child> {
  const stamp = now.toISOString();
  const found = await findGuardianCode(deps.db, input.code);
  if (!found) throw notFound('guardianCodeInvalid');
  if (found.used_at !== null) throw badRequest('guardianCodeUsed');
  if (found.expires_at <= stamp) throw badRequest('guardianCodeExpired');
  const student = await findUserById(deps.db, found.student_id);
  if (!student || student.role !== 'student' || student.active !== 1) throw notFound('guardianCodeInvalid');
  if (await isGuardianLinked(deps.db, actor.id, student.id)) throw conflict('guardianAlreadyLinked');
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await useGuardianCode(trx, found.code, stamp))) throw badRequest('guardianCodeUsed');
      await insertGuardianLink(trx, { guardian_id: actor.id, student_id: student.id, created_at: stamp });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('guardianAlreadyLinked');
    throw error;
  }
  return toChild(deps, { ...student, created_at: stamp });
}

/** The guardian's children with their classes and figures. */
export async function listChildren(deps: Deps, actor: Actor): Promise<Child[]> {
  const rows = await selectChildrenOf(deps.db, actor.id);
  return Promise.all(rows.map((row) => toChild(deps, row)));
}

/** The work without the teacher's written words: its class keeps feedback from guardians. */
function withoutFeedback(work: Submission): Submission {
  return {
    ...work,
    feedback: null,
    rubricResult: work.rubricResult && {
      ...work.rubricResult,
      criteria: work.rubricResult.criteria.map((criterion) => ({ ...criterion, comment: '' })),
    },
  };
}

/** The child's work as a guardian may read it: feedback only where the class's teachers allow it. */
async function forGuardian<T extends { classId: string }>(
  deps: Deps,
  items: T[],
  workOf: (item: T) => Submission | null | undefined,
  withWork: (item: T, work: Submission) => T,
): Promise<T[]> {
  const hidden = await selectFeedbackHiddenClassIds(
    deps.db,
    items.map((item) => item.classId),
  );
  if (hidden.size === 0) return items;
  return items.map((item) => {
    const work = workOf(item);
    return work && hidden.has(item.classId) ? withWork(item, withoutFeedback(work)) : item;
  });
}

/** Where the child's work on a task stands, from the task as the child sees it. */
function statusOf(task: Task, now: Date): ChildTask['status'] {
  const work = task.mySubmission;
  if (work?.status === 'graded') return 'graded';
  if (work?.status === 'returned') return 'returned';
  if (work) return work.isLate ? 'late' : 'submitted';
  return now.getTime() > Date.parse(task.deadline) ? 'missing' : 'assigned';
}

/** The child's tasks as the child sees them (their own deadline and work), with a status. */
export async function listChildTasks(
  deps: Deps,
  actor: Actor,
  input: { id: string } & TaskListQuery,
  now = new Date(),
) {
  const child = asStudent(await childOf(deps, actor, input.id));
  const { tasks, total } = await listTasks(deps, child, input);
  const shown = await forGuardian(
    deps,
    tasks,
    (task) => task.mySubmission,
    (task, work) => ({ ...task, mySubmission: work }),
  );
  return { tasks: shown.map((task): ChildTask => ({ ...task, status: statusOf(task, now) })), total };
}

/** The child's work as the child sees it: a held grade is not shown. */
export async function listChildSubmissions(
  deps: Deps,
  actor: Actor,
  input: { id: string; classId?: string; status?: SubmissionStatusFilter; page: number; limit: number },
) {
  const child = asStudent(await childOf(deps, actor, input.id));
  // As the child sees it: a held grade is still pending.
  const page = await listMySubmissions(deps, child, input);
  return {
    ...page,
    submissions: await forGuardian(
      deps,
      page.submissions,
      (work) => work,
      (_, work) => work,
    ),
  };
}

/** The child's report card for a term. */
export async function childReportCard(
  deps: Deps,
  actor: Actor,
  input: { id: string; term?: number },
): Promise<ReportCard> {
  const child = asStudent(await childOf(deps, actor, input.id));
  return getReportCard(deps, child, { studentId: child.id, term: input.term });
}

/** The guardian unlinks a child (not theirs → 404). */
export async function unlinkChild(deps: Deps, actor: Actor, input: { id: string }): Promise<void> {
  if (!(await deleteGuardianLink(deps.db, actor.id, input.id))) throw notFound('childNotFound');
}
