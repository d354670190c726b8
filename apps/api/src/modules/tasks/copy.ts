import { randomUUID } from 'node:crypto';
import { shiftedDeadline } from '@sinfxona/domain/schemas/calendar';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import type { Actor, Deps } from '../../deps';
import type { ClassRow } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { findWritableClass } from '../classes/queries';
import { copyStoredFile } from '../files/queries';
import { classStudentIds, notificationUrls, notify } from '../notifications/queries';
import { copyTaskRubric } from '../rubrics/queries';
import { insertTask } from './repository';
import { findTaskDetail } from './task-rows';
import { getTask } from './service';

/**
 * Copies a task of the caller's classes (an archived one too: "reuse from") into other classes
 * they teach (docs/architecture.md §4 "Class stream, scheduling and the calendar"): new tasks with
 * new ids, each with its own copy of the file (a new stored object, never shared), the rubric, and
 * the deadline moved by `shiftDays`. All or nothing: a class not theirs → 404, archived → 409, a
 * deadline that would be past → 400, and then nothing is created.
 */
export async function copyTask(
  deps: Deps,
  actor: Actor,
  input: { id: string; classIds: string[]; shiftDays: number },
): Promise<Task[]> {
  const source = await findTaskDetail(deps.db, actor, input.id);
  if (!source) throw notFound('taskNotFound');
  const targets: ClassRow[] = [];
  for (const classId of input.classIds) targets.push(await findWritableClass(deps.db, actor, classId));
  const deadline = shiftedDeadline(source.deadline, input.shiftDays);
  if (Date.parse(deadline) <= Date.now()) {
    throw badRequest('copyDeadlinePast', [{ path: 'shiftDays', messageKey: 'copyDeadlinePast' }]);
  }

  // The bytes are copied first (a store is no part of the transaction); if anything fails after,
  // the copies are removed again, as an upload is (files/queries.ts writeWithUpload).
  const files: Awaited<ReturnType<typeof copyStoredFile>>[] = [];
  const now = new Date().toISOString();
  const ids = targets.map(() => randomUUID());
  try {
    if (source.file_id) for (const _ of targets) files.push(await copyStoredFile(deps, source.file_id, actor.id));
    await deps.db.transaction().execute(async (trx) => {
      for (const [index, target] of targets.entries()) {
        const file = files[index];
        await file?.record(trx);
        await insertTask(trx, {
          id: ids[index]!,
          class_id: target.id,
          title: source.title,
          description: source.description,
          deadline,
          file_id: file?.row.id ?? null,
          created_by: actor.id,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        });
        await copyTaskRubric(trx, { from: source.id, to: ids[index]!, by: actor.id, at: now });
        await notify(trx, {
          type: 'task_published',
          recipients: await classStudentIds(trx, target.id),
          params: { task: source.title, class: target.name, teacher: actor.fullName },
          url: notificationUrls.studentTasks(),
        });
      }
    });
  } catch (error) {
    await Promise.allSettled(files.map((file) => file.forget()));
    throw error;
  }
  return Promise.all(ids.map((id) => getTask(deps, actor, { id })));
}
