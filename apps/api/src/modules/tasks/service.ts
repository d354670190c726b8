import { randomUUID } from 'node:crypto';
import type {
  Task,
  TaskCreateInput,
  TaskExtension,
  TaskListQuery,
  TaskUpdateInput,
} from '@sinfxona/domain/schemas/tasks';
import type { Actor, Deps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import type { PendingUpload } from '../../storage/uploads';
import { assertNotArchived, findWritableClass, isEnrolled, resolveScope } from '../classes/queries';
import { writeWithUpload } from '../files/queries';
import type { GradeScale } from '@sinfxona/domain/schemas/school';
import { readMarking } from '../marks/queries';
import { classStudentIds, notificationUrls, notify } from '../notifications/queries';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { markPublished, selectTaskTopics } from './publication-repository';
import { seesScheduled } from '../../db/published';
import { toSubmission } from '../submissions/queries';
import { inTransaction } from '../../db/in-transaction';
import {
  deleteExtension,
  insertTask,
  moveTaskWork,
  selectExtensions,
  softDeleteTask,
  updateTaskColumns,
  upsertExtension,
} from './repository';
import { selectTaskPage } from './task-list';
import { findTaskDetail, type TaskDetailRow } from './task-rows';
import { toTask } from './serialize';

/** The student's latest attempt carried on their task row, in the submission answer's shape. */
function ownSubmission(row: TaskDetailRow, student: Actor, deps: Deps, scale: GradeScale) {
  if (!row.mine_id) return null;
  return toSubmission(
    {
      id: row.mine_id,
      task_id: row.id,
      student_id: student.id,
      file_id: row.mine_file_id!,
      text_response: row.mine_text_response ?? null,
      submitted_at: row.mine_submitted_at!,
      is_late: row.mine_is_late ?? 0,
      score: row.mine_score ?? null,
      feedback: row.mine_feedback ?? null,
      graded_at: row.mine_graded_at ?? null,
      status: row.mine_status!,
      attempt: row.mine_attempt!,
      returned_at: row.mine_returned_at ?? null,
      rubric_result: row.mine_rubric_result ?? null,
      raw_score: row.mine_raw_score ?? null,
      late_penalty: row.mine_late_penalty ?? null,
      days_late: row.mine_days_late ?? 0,
      grade_held: 0,
      class_id: row.class_id,
      class_name: row.class_name,
      task_title: row.title,
      task_deadline: row.deadline,
      // The viewer's own work: their name is the caller's, not read again for every row.
      student_name: student.fullName,
      file_name: row.mine_file_name!,
      file_size: row.mine_file_size!,
    },
    deps.signer,
    scale,
  );
}

/** Adds what the viewer's role sees: the student's own deadline and submission, or the teacher's count. */
async function withViewerFields(deps: Deps, rows: TaskDetailRow[], viewer: Actor): Promise<Task[]> {
  if (viewer.role === 'student') {
    const { scale } = await readMarking(deps.db);
    return rows.map((row) => {
      const submission = ownSubmission(row, viewer, deps, scale);
      return {
        ...toTask(row, deps.signer),
        // A student with an extension sees their own deadline everywhere.
        ...(row.own_deadline ? { deadline: row.own_deadline } : {}),
        extended: Boolean(row.own_deadline),
        // Work returned for revision is open again.
        isCompleted: submission !== null && submission.status !== 'returned',
        mySubmission: submission,
      };
    });
  }
  // The task keeps its handed-in count (migration 007).
  return rows.map((row) => ({ ...toTask(row, deps.signer), submissionCount: Number(row.handed_in) }));
}

/** The tasks of the caller's classes (or of one), newest first; a teacher also gets the classes' topics. */
export async function listTasks(deps: Deps, actor: Actor, query: TaskListQuery) {
  const scope = await resolveScope(deps.db, actor, query.classId);
  const [{ items, total }, topics] = await Promise.all([
    selectTaskPage(deps.db, scope, query),
    seesScheduled(actor.role) ? selectTaskTopics(deps.db, scope) : undefined,
  ]);
  return { tasks: await withViewerFields(deps, items, actor), total, ...(topics ? { topics } : {}) };
}

/** `task_published` to the class's students: when a task appears (made, its time come, or published now). */
export async function announceTask(
  trx: Kysely<Database>,
  task: { classId: string; className: string; title: string; teacher: string },
): Promise<void> {
  await notify(trx, {
    type: 'task_published',
    recipients: await classStudentIds(trx, task.classId),
    params: { task: task.title, class: task.className, teacher: task.teacher },
    url: notificationUrls.studentTasks(),
  });
}

async function memberTask(deps: Deps, actor: Actor, id: string): Promise<TaskDetailRow> {
  const row = await findTaskDetail(deps.db, actor, id);
  if (!row) throw notFound('taskNotFound');
  return row;
}

export async function getTask(deps: Deps, actor: Actor, input: { id: string }): Promise<Task> {
  return (await withViewerFields(deps, [await memberTask(deps, actor, input.id)], actor))[0]!;
}

/** A task appears before its deadline: students get some time to do it. */
function assertPublishedBeforeDeadline(publishAt: string | null, deadline: string) {
  if (publishAt !== null && Date.parse(publishAt) >= Date.parse(deadline))
    throw badRequest('publishAtAfterDeadline', [{ path: 'publishAt', messageKey: 'publishAtAfterDeadline' }]);
}

/** A new task in a class the teacher teaches (someone else's → 404, archived → 409). */
export async function createTask(
  deps: Deps,
  actor: Actor,
  input: TaskCreateInput & { file: PendingUpload | null },
): Promise<Task> {
  const target = await findWritableClass(deps.db, actor, input.classId);
  const now = new Date().toISOString();
  const id = randomUUID();
  const publishAt = input.publishAt ?? null;
  assertPublishedBeforeDeadline(publishAt, input.deadline);
  await writeWithUpload(deps, input.file, actor.id, async (trx, stored) => {
    await insertTask(trx, {
      id,
      class_id: target.id,
      title: input.title,
      description: input.description,
      deadline: input.deadline,
      file_id: stored?.id ?? null,
      created_by: actor.id,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      topic: input.topic ?? null,
      publish_at: publishAt,
      publish_pending: publishAt ? 1 : 0,
    });
    // A scheduled task is announced by the publication round when its time comes (publication.ts).
    if (!publishAt)
      await announceTask(trx, {
        classId: target.id,
        className: target.name,
        title: input.title,
        teacher: actor.fullName,
      });
  });
  return getTask(deps, actor, { id });
}

/** A task the teacher may change: of their class (else 404) and not archived (else 409). Checked before an upload is read. */
export async function checkTaskEditable(deps: Deps, actor: Actor, input: { id: string }): Promise<TaskDetailRow> {
  const task = await memberTask(deps, actor, input.id);
  assertNotArchived({ archived_at: task.class_archived_at });
  return task;
}

/** Changes only the fields sent; `removeFile` drops the file, a new file replaces it; `classId` moves it. */
export async function updateTask(
  deps: Deps,
  actor: Actor,
  input: TaskUpdateInput & { id: string; file: PendingUpload | null },
): Promise<Task> {
  const task = await checkTaskEditable(deps, actor, input);
  const moveTo =
    input.classId && input.classId !== task.class_id ? await findWritableClass(deps.db, actor, input.classId) : null;
  const scheduled = Number(task.publish_pending) === 1;
  // A scheduled task may be rescheduled or published now; one already out cannot be hidden again.
  if (input.publishAt && !scheduled)
    throw badRequest('alreadyPublished', [{ path: 'publishAt', messageKey: 'alreadyPublished' }]);
  const publishNow = scheduled && input.publishAt === null;
  if (scheduled && !publishNow)
    assertPublishedBeforeDeadline(input.publishAt ?? task.publish_at, input.deadline ?? task.deadline);
  await writeWithUpload(deps, input.file, actor.id, async (trx, stored) => {
    const changed = await updateTaskColumns(trx, actor, task.id, {
      ...(moveTo ? { class_id: moveTo.id } : {}),
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.deadline !== undefined ? { deadline: input.deadline } : {}),
      ...(input.topic !== undefined ? { topic: input.topic } : {}),
      ...(input.publishAt !== undefined && scheduled ? { publish_at: input.publishAt } : {}),
      ...(stored ? { file_id: stored.id } : input.removeFile ? { file_id: null } : {}),
      updated_at: new Date().toISOString(),
    });
    if (!changed) throw notFound('taskNotFound');
    if (moveTo) await moveTaskWork(trx, task.id, task.class_id, moveTo.id);
    const classId = moveTo?.id ?? task.class_id;
    if (publishNow && (await markPublished(trx, task.id, classId)))
      await announceTask(trx, {
        classId,
        className: moveTo?.name ?? task.class_name,
        title: input.title ?? task.title,
        teacher: actor.fullName,
      });
  });
  return getTask(deps, actor, { id: task.id });
}

/** Hides the task everywhere; its submissions, grades and files stay (docs/architecture.md §5). */
export async function removeTask(deps: Deps, actor: Actor, input: { id: string }): Promise<void> {
  const task = await checkTaskEditable(deps, actor, input);
  if (!(await softDeleteTask(deps.db, actor, task.id, task.class_id))) throw notFound('taskNotFound');
}

/** The students of a task's class with a later deadline of their own. */
export async function listExtensions(deps: Deps, actor: Actor, input: { taskId: string }): Promise<TaskExtension[]> {
  const task = await memberTask(deps, actor, input.taskId);
  return (await selectExtensions(deps.db, task.id)).map((row) => ({
    studentId: row.student_id,
    studentName: row.full_name,
    deadline: row.deadline,
  }));
}

/** Gives one student of the task's class a later deadline (after the task's own); their work before it is on time. */
export async function setExtension(
  deps: Deps,
  actor: Actor,
  input: { taskId: string; studentId: string; deadline: string },
): Promise<TaskExtension> {
  const task = await checkTaskEditable(deps, actor, { id: input.taskId });
  if (!(await isEnrolled(deps.db, task.class_id, input.studentId))) throw notFound('studentNotInClass');
  if (Date.parse(input.deadline) <= Date.parse(task.deadline)) {
    throw badRequest('extensionAfterDeadline', [{ path: 'deadline', messageKey: 'extensionAfterDeadline' }]);
  }
  await inTransaction(deps.db, async (trx) => {
    await upsertExtension(trx, {
      task_id: task.id,
      student_id: input.studentId,
      deadline: input.deadline,
      granted_by: actor.id,
    });
    await notify(trx, {
      type: 'extension',
      recipients: [input.studentId],
      params: { task: task.title, teacher: actor.fullName },
      url: notificationUrls.studentTasks(),
    });
  });
  return (await listExtensions(deps, actor, { taskId: task.id })).find((row) => row.studentId === input.studentId)!;
}

export async function removeExtension(
  deps: Deps,
  actor: Actor,
  input: { taskId: string; studentId: string },
): Promise<void> {
  const task = await checkTaskEditable(deps, actor, { id: input.taskId });
  if (!(await deleteExtension(deps.db, task.id, input.studentId))) throw notFound('extensionNotFound');
}
