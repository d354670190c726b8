import type { LatePolicyAnswer, LatePolicyInput } from '@sinfxona/domain/schemas/late';
import type { Actor, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { findMemberClass } from '../classes/queries';
import { toLatePolicy, updateLatePolicy } from './repository';

async function memberClass(deps: Deps, actor: Actor, classId: string) {
  const row = await findMemberClass(deps.db, actor, classId);
  if (!row) throw notFound('classNotFound');
  return row;
}

/** The class's late policy: its teachers, its students and an admin; anyone else 404. */
export async function getLatePolicy(deps: Deps, actor: Actor, input: { classId: string }): Promise<LatePolicyAnswer> {
  return toLatePolicy(await memberClass(deps, actor, input.classId));
}

/**
 * Sets the class's late policy (its teachers, an admin; archived classes too). Work graded before
 * keeps its numbers: the policy applies when work is graded.
 */
export async function setLatePolicy(
  deps: Deps,
  actor: Actor,
  input: { classId: string; policy: LatePolicyInput },
): Promise<LatePolicyAnswer> {
  const row = await memberClass(deps, actor, input.classId);
  await updateLatePolicy(deps.db, row.id, input.policy);
  return toLatePolicy({
    late_penalty_per_day: input.policy.perDayPercent,
    late_penalty_floor: input.policy.floor,
    late_cutoff_days: input.policy.cutoffDays,
  });
}
