import type { RubricCriterion } from '@sinfxona/domain/rules/rubric';
import type { Db } from '../../db/database';

/** A task's rubric as stored: its criteria (JSON) and the points that make 100. Callers scope the task first. */
export async function findTaskRubric(
  db: Db,
  taskId: string,
): Promise<{ criteria: RubricCriterion[]; maxPoints: number; updatedAt: string } | null> {
  const row = await db
    .selectFrom('task_rubrics')
    .select(['criteria', 'max_points', 'updated_at'])
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    criteria: JSON.parse(row.criteria) as RubricCriterion[],
    maxPoints: row.max_points,
    updatedAt: row.updated_at,
  };
}
