import type { RubricResult } from '@sinfxona/domain/rules/rubric';

/** A stored rubric result (JSON, submissions.rubric_result) as an answer carries it. */
export function readRubricResult(json: string | null | undefined): RubricResult | null {
  if (!json) return null;
  return JSON.parse(json) as RubricResult;
}
