import { rubricMaxPoints, type RubricCriterion } from '@sinfxona/domain/rules/rubric';
import type { Rubric, RubricSummary } from '@sinfxona/domain/schemas/rubrics';
import type { Actor, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { assertNotArchived } from '../classes/queries';
import { deleteTaskRubric, findMemberTask, findTaskRubric, selectMemberRubrics, upsertTaskRubric } from './repository';

/** A live task of the caller's classes (teacher, enrolled student, admin); anyone else's → 404. */
async function memberTask(deps: Deps, actor: Actor, taskId: string) {
  const task = await findMemberTask(deps.db, actor, taskId);
  if (!task) throw notFound('taskNotFound');
  return task;
}

const toRubric = (taskId: string, stored: { criteria: RubricCriterion[]; maxPoints: number; updatedAt: string }) => ({
  taskId,
  criteria: stored.criteria,
  maxPoints: stored.maxPoints,
  updatedAt: stored.updatedAt,
});

/** The task's rubric, or null: for its class's teachers and students (they see it before handing in). */
export async function getRubric(deps: Deps, actor: Actor, input: { taskId: string }): Promise<Rubric | null> {
  const task = await memberTask(deps, actor, input.taskId);
  const stored = await findTaskRubric(deps.db, task.id);
  return stored ? toRubric(task.id, stored) : null;
}

/**
 * Sets the task's rubric (a teacher of its class; not in an archived class). Work graded by an
 * earlier rubric keeps its snapshot: nothing graded changes.
 */
export async function saveRubric(
  deps: Deps,
  actor: Actor,
  input: { taskId: string; criteria: RubricCriterion[] },
): Promise<Rubric> {
  const task = await memberTask(deps, actor, input.taskId);
  assertNotArchived({ archived_at: task.class_archived_at });
  const stored = {
    criteria: input.criteria,
    maxPoints: rubricMaxPoints(input.criteria),
    updatedAt: new Date().toISOString(),
  };
  await upsertTaskRubric(deps.db, { taskId: task.id, ...stored, updatedBy: actor.id });
  return toRubric(task.id, stored);
}

/** Removes the task's rubric (none → 404 rubricNotFound); graded work keeps its snapshot. */
export async function removeRubric(deps: Deps, actor: Actor, input: { taskId: string }): Promise<void> {
  const task = await memberTask(deps, actor, input.taskId);
  assertNotArchived({ archived_at: task.class_archived_at });
  if (!(await deleteTaskRubric(deps.db, task.id))) throw notFound('rubricNotFound');
}

/** The rubrics of the tasks of every class the teacher teaches (an admin: all), newest first, to reuse. */
export async function listRubrics(deps: Deps, actor: Actor, input: { q?: string }): Promise<RubricSummary[]> {
  return selectMemberRubrics(deps.db, actor, input.q);
}
