import type { BulkInput, BulkResult } from '@sinfxona/domain/schemas/late';
import type { Actor, Deps } from '../../deps';
import { notifyGuardians } from '../guardians/queries';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { selectClassStudentIds } from '../marks/repository';
import { notify } from '../notifications/queries';
import { gradedEvent, returnSubmission } from '../submissions/service';
import { setExtension } from '../tasks/service';
import { findBulkTask, findLatestWork, releaseHeldGrade } from './repository';

type BulkTask = NonNullable<Awaited<ReturnType<typeof findBulkTask>>>;
/** One student's part of an action, with the action's transaction in `deps.db`; an AppError skips the student. */
type StudentStep = (deps: Deps, actor: Actor, task: BulkTask, studentId: string, input: BulkInput) => Promise<void>;

const skip = (key: 'submissionNotFound' | 'workAlreadyReturned' | 'gradeNotHeld') => new AppError(409, 'CONFLICT', key);

const steps: Record<BulkInput['action'], StudentStep> = {
  // The single extension route's rules and notification (tasks/service.ts).
  extend: async (deps, actor, task, studentId, input) => {
    if (input.action !== 'extend') return;
    await setExtension(deps, actor, { taskId: task.id, studentId, deadline: input.deadline });
  },
  // The single return route's rules and notification (submissions/service.ts), for handed-in work.
  return: async (deps, actor, task, studentId, input) => {
    if (input.action !== 'return') return;
    const work = await findLatestWork(deps.db, task.id, studentId);
    if (!work) throw skip('submissionNotFound');
    if (work.status === 'returned') throw skip('workAlreadyReturned');
    await returnSubmission(deps, actor, { submissionId: work.id, feedback: input.feedback });
  },
  // A held grade reaches its student now, with the `graded` notification it did not send.
  release: async (deps, _actor, task, studentId) => {
    const work = await findLatestWork(deps.db, task.id, studentId);
    if (!work) throw skip('submissionNotFound');
    if (!(await releaseHeldGrade(deps.db, work.id))) throw skip('gradeNotHeld');
    const event = gradedEvent({ student_id: studentId, task_title: task.title }, Number(work.score));
    await notify(deps.db, event);
    await notifyGuardians(deps.db, studentId, event);
  },
};

/**
 * One action on several students of a task's class (its teachers, an admin), in one transaction:
 * each student is done or skipped with the reason (not in the class, nothing handed in, …).
 */
export async function bulkAction(
  deps: Deps,
  actor: Actor,
  input: { taskId: string } & BulkInput,
): Promise<BulkResult & { classId: string }> {
  const task = await findBulkTask(deps.db, actor, input.taskId);
  if (!task) throw notFound('taskNotFound');
  // The same for every student: refused as a whole.
  if (input.action === 'extend' && Date.parse(input.deadline) <= Date.parse(task.deadline))
    throw badRequest('extensionAfterDeadline', [{ path: 'deadline', messageKey: 'extensionAfterDeadline' }]);
  const enrolled = new Set(await selectClassStudentIds(deps.db, task.class_id));
  const result: BulkResult = { done: [], skipped: [] };
  await deps.db.transaction().execute(async (trx) => {
    const inAction = { ...deps, db: trx };
    for (const studentId of input.studentIds) {
      if (!enrolled.has(studentId)) {
        result.skipped.push({ studentId, reason: 'studentNotInClass' });
        continue;
      }
      try {
        await steps[input.action](inAction, actor, task, studentId, input);
        result.done.push(studentId);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        result.skipped.push({ studentId, reason: error.messageKey });
      }
    }
  });
  return { ...result, classId: task.class_id };
}
