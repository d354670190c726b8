import { applyRubric, type RubricChoice, type RubricResult } from '@sinfxona/domain/rules/rubric';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { findTaskRubric } from './repository';

/**
 * The score a grade starts from (before any late penalty) and the rubric's result to keep with it:
 * with `rubric` choices, the task's rubric decides the score (the body's `score` is ignored); without,
 * the score given, and no rubric result (grading by score clears an earlier one).
 */
export async function rubricGrade(
  db: Db,
  taskId: string,
  input: { score?: number; rubric?: RubricChoice[] },
): Promise<{ rawScore: number; rubricResult: RubricResult | null }> {
  if (input.rubric === undefined) return { rawScore: input.score!, rubricResult: null };
  const rubric = await findTaskRubric(db, taskId);
  if (!rubric) throw badRequest('rubricNotFound', [{ path: 'rubric', messageKey: 'rubricNotFound' }]);
  const applied = applyRubric(rubric.criteria, input.rubric);
  if ('problem' in applied) throw badRequest(applied.problem, [{ path: 'rubric', messageKey: applied.problem }]);
  return { rawScore: applied.score, rubricResult: applied.result };
}
