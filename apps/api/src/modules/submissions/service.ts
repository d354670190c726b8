import { randomUUID } from 'node:crypto';
import type { GradeInput, Submission, SubmissionComment } from '@sinfxona/domain/schemas/submissions';
import type { Actor, Deps } from '../../deps';
import { notifyGuardians } from '../guardians/queries';
import { isUniqueViolation } from '../../db/errors';
import { COMMENT_THREAD_MAX } from '@sinfxona/domain/constants';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { FileRow } from '../../db/schema';
import type { PendingUpload } from '../../storage/uploads';
import { assertNotArchived, resolveScope } from '../classes/queries';
import { writeWithUpload } from '../files/queries';
import { readMarking } from '../marks/queries';
import { rubricGrade } from '../rubrics/queries';
import { classTeacherIds, excerpt, notificationUrls, notify, type NotificationEvent } from '../notifications/queries';
import { inTransaction } from '../../db/in-transaction';
import { assertHandInOpen, handInDaysLate, lateGrade, workLateness } from '../late/queries';
import { findMemberSubmission, listSubmissionPage, toSubmission, viewOf, type SubmissionFilter } from './queries';
import {
  findClassTask,
  findLatestAttempt,
  insertComment,
  insertSubmission,
  markReturned,
  retireReturnedAttempt,
  selectAttempts,
  selectThreadComments,
  countThreadComments,
  updateGrade,
} from './repository';

export interface SubmissionInput {
  taskId: string;
  textResponse: string | null;
  file: PendingUpload | null;
  /** When the hand-in request arrived (its time, late or not); now when not given. */
  receivedAt?: Date;
}

/** A task of the student's classes that takes submissions; checked before the upload is read, and again with it. */
export async function checkTaskOpen(deps: Deps, actor: Actor, input: { taskId: string }) {
  const task = await findClassTask(deps.db, actor, input.taskId);
  if (!task) throw notFound('taskNotFound');
  assertNotArchived({ archived_at: task.class_archived_at });
  // Work the teacher sent back for revision may come back whatever the cut-off.
  const latest = await findLatestAttempt(deps.db, task.id, actor.id);
  assertHandInOpen(task, { revising: latest?.status === 'returned' });
  return task;
}

/**
 * One file (required) and an optional text answer. A student has one piece of work per task;
 * once the teacher returns it for revision they may hand in the next attempt, and the earlier
 * attempts are kept.
 */
export async function createSubmission(deps: Deps, actor: Actor, input: SubmissionInput): Promise<Submission> {
  const task = await checkTaskOpen(deps, actor, input);
  if (!input.file) throw badRequest('fileRequired', [{ path: 'file', messageKey: 'fileRequired' }]);
  const latest = await findLatestAttempt(deps.db, task.id, actor.id);
  if (latest && latest.status !== 'returned') throw conflict('submissionExists');
  const now = input.receivedAt ?? new Date();
  const row = {
    id: randomUUID(),
    task_id: task.id,
    class_id: task.class_id,
    student_id: actor.id,
    text_response: input.textResponse,
    submitted_at: now.toISOString(),
    is_late: now.getTime() > Date.parse(task.own_deadline ?? task.deadline) ? 1 : 0,
    score: null,
    feedback: null,
    graded_at: null,
    attempt: (latest?.attempt ?? 0) + 1,
    status: 'submitted' as const,
    returned_at: null,
    rubric_result: null,
    days_late: handInDaysLate(task, now),
    raw_score: null,
    late_penalty: null,
    grade_held: 0,
  };
  let file: FileRow | null = null;
  try {
    await writeWithUpload(deps, input.file, actor.id, async (trx, stored) => {
      file = stored!;
      if (latest && !(await retireReturnedAttempt(trx, latest.id))) throw conflict('submissionExists');
      await insertSubmission(trx, { ...row, file_id: file.id, graded_by: null, is_latest: 1 });
      await notify(trx, {
        type: 'submission_received',
        recipients: await classTeacherIds(trx, task.class_id),
        params: { task: task.title, class: task.class_name, student: actor.fullName },
        url: notificationUrls.teacherTaskWork(task.id),
      });
    });
  } catch (error) {
    // Racing requests: one latest attempt per student and task (a unique index) lets exactly one through.
    if (isUniqueViolation(error)) throw conflict('submissionExists');
    throw error;
  }
  // The answer is what was just committed, with the task, class and file already read: no read back.
  const kept = file as unknown as FileRow;
  const { scale } = await readMarking(deps.db);
  return toSubmission(
    {
      ...row,
      file_id: kept.id,
      class_name: task.class_name,
      task_title: task.title,
      task_deadline: task.deadline,
      student_name: actor.fullName,
      file_name: kept.original_name,
      file_size: kept.size,
    },
    deps.signer,
    scale,
  );
}

/** The student's own work in their classes (latest attempts), newest first. */
export async function listMySubmissions(
  deps: Deps,
  actor: Actor,
  input: { classId?: string; status?: SubmissionFilter['status']; page: number; limit: number },
) {
  const scope = await resolveScope(deps.db, actor, input.classId);
  return listSubmissionPage(deps, scope, { status: input.status }, input.page, input.limit);
}

/** One task's work, for the teachers of its class. */
export async function listTaskSubmissions(
  deps: Deps,
  actor: Actor,
  input: { taskId: string; page: number; limit: number },
) {
  const task = await findClassTask(deps.db, actor, input.taskId);
  if (!task) throw notFound('taskNotFound');
  const scope = { id: actor.id, role: actor.role, classId: task.class_id };
  return listSubmissionPage(deps, scope, { taskId: task.id }, input.page, input.limit);
}

/**
 * The work of the teacher's classes (or one class, or one task): newest first, or oldest first
 * for a grading queue; optionally graded, pending or returned only.
 */
export async function listSubmissions(
  deps: Deps,
  actor: Actor,
  input: {
    classId?: string;
    taskId?: string;
    status?: SubmissionFilter['status'];
    sort?: 'recent' | 'oldest';
    page: number;
    limit: number;
  },
) {
  let scope = await resolveScope(deps.db, actor, input.classId);
  if (input.taskId) {
    const task = await findClassTask(deps.db, actor, input.taskId);
    if (!task) throw notFound('taskNotFound');
    scope = { ...scope, classId: task.class_id };
  }
  const filter = { status: input.status, taskId: input.taskId, order: input.sort };
  return listSubmissionPage(deps, scope, filter, input.page, input.limit);
}

async function memberSubmission(deps: Deps, actor: Actor, id: string) {
  const row = await findMemberSubmission(deps.db, actor, id);
  if (!row) throw notFound('submissionNotFound');
  return row;
}

/** The `graded` notification to the student whose work it is. */
export function gradedEvent(work: { student_id: string; task_title: string }, score: number): NotificationEvent {
  return {
    type: 'graded',
    recipients: [work.student_id],
    params: { task: work.task_title, score },
    url: notificationUrls.studentSubmissions(),
  };
}

/** Grades (or re-grades) a submission of a class the teacher teaches; archived classes included. */
export async function gradeSubmission(
  deps: Deps,
  actor: Actor,
  input: GradeInput & { submissionId: string },
): Promise<Submission> {
  const before = await memberSubmission(deps, actor, input.submissionId);
  // The grade's other reads at once: the rubric (when levels are given, the body's score is then
  // ignored), the class's late policy for this work, the school's scale for the answer's mark.
  const [{ rawScore, rubricResult }, lateness, { scale }] = await Promise.all([
    rubricGrade(deps.db, before.task_id, input),
    workLateness(deps.db, before),
    readMarking(deps.db),
  ]);
  const rubric_result = rubricResult ? JSON.stringify(rubricResult) : null;
  const gradedAt = new Date().toISOString();
  const held = input.hold ?? false;
  // The teacher's score is the raw score; the class's late policy gives the final one.
  const late = lateGrade(lateness, rawScore);
  await deps.db.transaction().execute(async (trx) => {
    await updateGrade(trx, actor, before.id, { ...late, feedback: input.feedback, gradedAt, held, rubric_result });
    // A held grade reaches the student when it is released (modules/bulk).
    if (!held) {
      const event = gradedEvent(before, late.score);
      await notify(trx, event);
      await notifyGuardians(trx, before.student_id, event);
    }
  });
  // The answer is the row read above with the grade just written: no read back.
  return toSubmission(
    {
      ...before,
      score: late.score,
      feedback: input.feedback,
      graded_at: gradedAt,
      status: 'graded',
      raw_score: late.rawScore,
      late_penalty: late.latePenalty,
      days_late: late.daysLate,
      grade_held: held ? 1 : 0,
      rubric_result,
    },
    deps.signer,
    scale,
  );
}

/**
 * Sends the latest attempt back for revision with feedback; the student may then hand in the
 * next attempt. Not in an archived class, which takes no new work.
 */
export async function returnSubmission(
  deps: Deps,
  actor: Actor,
  input: { submissionId: string; feedback: string },
): Promise<Submission> {
  const row = await memberSubmission(deps, actor, input.submissionId);
  const task = await findClassTask(deps.db, actor, row.task_id);
  assertNotArchived({ archived_at: task?.class_archived_at ?? null });
  await inTransaction(deps.db, async (trx) => {
    if (!(await markReturned(trx, actor, row.id, input.feedback))) throw conflict('notLatestAttempt');
    const params = { task: row.task_title, teacher: actor.fullName };
    await notify(trx, {
      type: 'returned',
      recipients: [row.student_id],
      params,
      url: notificationUrls.studentSubmissions(),
    });
    await notifyGuardians(trx, row.student_id, { type: 'returned', params });
  });
  const [returned, { scale }] = await Promise.all([memberSubmission(deps, actor, row.id), readMarking(deps.db)]);
  return toSubmission(returned, deps.signer, scale);
}

/** Every attempt of the student whose work this is, oldest first: for them and their class's teachers. */
export async function listAttempts(deps: Deps, actor: Actor, input: { submissionId: string }): Promise<Submission[]> {
  const row = await memberSubmission(deps, actor, input.submissionId);
  const [attempts, { scale }] = await Promise.all([
    selectAttempts(deps.db, row.task_id, row.student_id, viewOf(actor.role)),
    readMarking(deps.db),
  ]);
  return attempts.map((attempt) => toSubmission(attempt, deps.signer, scale));
}

function toComment(row: Awaited<ReturnType<typeof selectThreadComments>>[number]): SubmissionComment {
  return {
    _id: row.id,
    author: { _id: row.author_id, fullName: row.author_name, role: row.author_role },
    text: row.text,
    createdAt: row.created_at,
  };
}

/**
 * A page of the private thread about a student's work at a task (all attempts): the student and
 * the class's teachers only. Page 1 is the newest comments, each page oldest first.
 */
export async function listComments(
  deps: Deps,
  actor: Actor,
  input: { submissionId: string; page: number; limit: number },
): Promise<{ comments: SubmissionComment[]; total: number }> {
  const row = await memberSubmission(deps, actor, input.submissionId);
  const [rows, total] = await Promise.all([
    selectThreadComments(deps.db, row.task_id, row.student_id, input),
    countThreadComments(deps.db, row.task_id, row.student_id),
  ]);
  return { comments: rows.map(toComment), total };
}

/** A comment reaches the other side of the thread: the student's teachers, or the student. */
function commentEvent(
  row: { task_id: string; task_title: string; student_id: string },
  author: Actor,
  text: string,
  teacherIds: string[],
): NotificationEvent {
  const byStudent = author.id === row.student_id;
  return {
    type: 'comment',
    recipients: byStudent ? teacherIds : [row.student_id],
    params: { task: row.task_title, author: author.fullName, text: excerpt(text) },
    url: byStudent ? notificationUrls.teacherTaskWork(row.task_id) : notificationUrls.studentSubmissions(),
  };
}

export async function addComment(
  deps: Deps,
  actor: Actor,
  input: { submissionId: string; text: string },
): Promise<SubmissionComment> {
  const row = await memberSubmission(deps, actor, input.submissionId);
  // A bounded thread keeps its answer small. Two comments racing at the very edge may both land
  // (one over); the per-user rate limit keeps that from going anywhere.
  if ((await countThreadComments(deps.db, row.task_id, row.student_id)) >= COMMENT_THREAD_MAX)
    throw new AppError(409, 'CONFLICT', 'commentThreadFull', undefined, { max: COMMENT_THREAD_MAX });
  const comment = await deps.db.transaction().execute(async (trx) => {
    const inserted = await insertComment(trx, row.id, actor.id, input.text);
    await notify(trx, commentEvent(row, actor, input.text, await classTeacherIds(trx, row.class_id)));
    return inserted;
  });
  return {
    _id: comment.id,
    author: { _id: actor.id, fullName: actor.fullName, role: actor.role },
    text: comment.text,
    createdAt: comment.created_at,
  };
}
