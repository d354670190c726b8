/**
 * Rubric arithmetic shared by the server (it computes the stored score) and the web app (it shows
 * the running total while a teacher clicks levels). A rubric is criteria × levels × points; the
 * score is the chosen points as a share of the rubric's maximum, on the 0–100 scale, one decimal.
 */
export interface RubricLevel {
  id: string;
  title: string;
  description?: string;
  points: number;
}

export interface RubricCriterion {
  id: string;
  title: string;
  description?: string;
  levels: RubricLevel[];
}

/** One criterion's chosen level, as the teacher clicked it. */
export interface RubricChoice {
  criterionId: string;
  levelId: string;
  comment?: string;
}

/** The graded result kept on the submission: a snapshot, so editing the rubric later changes nothing graded. */
export interface RubricResult {
  criteria: Array<{
    criterionId: string;
    title: string;
    levelId: string;
    levelTitle: string;
    points: number;
    maxPoints: number;
    comment: string;
  }>;
  points: number;
  maxPoints: number;
}

export const criterionMaxPoints = (criterion: RubricCriterion) =>
  criterion.levels.reduce((max, level) => Math.max(max, level.points), 0);

export const rubricMaxPoints = (criteria: RubricCriterion[]) =>
  criteria.reduce((sum, criterion) => sum + criterionMaxPoints(criterion), 0);

/** Points as a 0–100 score with one decimal place (the grade's own precision). */
export const scoreFromPoints = (points: number, maxPoints: number) =>
  maxPoints > 0 ? Math.round((points / maxPoints) * 1000) / 10 : 0;

export type RubricChoiceProblem = 'rubricChoiceMissing' | 'rubricChoiceUnknown';

/**
 * The result of choosing one level for every criterion, or the problem with the choices: every
 * criterion needs exactly one known level; a choice for a criterion the rubric lacks is unknown.
 */
export function applyRubric(
  criteria: RubricCriterion[],
  choices: RubricChoice[],
): { result: RubricResult; score: number } | { problem: RubricChoiceProblem } {
  const byCriterion = new Map(choices.map((choice) => [choice.criterionId, choice]));
  if (byCriterion.size !== choices.length) return { problem: 'rubricChoiceUnknown' };
  if (choices.some((choice) => !criteria.some((criterion) => criterion.id === choice.criterionId))) {
    return { problem: 'rubricChoiceUnknown' };
  }
  const rows: RubricResult['criteria'] = [];
  for (const criterion of criteria) {
    const choice = byCriterion.get(criterion.id);
    if (!choice) return { problem: 'rubricChoiceMissing' };
    const level = criterion.levels.find((candidate) => candidate.id === choice.levelId);
    if (!level) return { problem: 'rubricChoiceUnknown' };
    rows.push({
      criterionId: criterion.id,
      title: criterion.title,
      levelId: level.id,
      levelTitle: level.title,
      points: level.points,
      maxPoints: criterionMaxPoints(criterion),
      comment: choice.comment?.trim() ?? '',
    });
  }
  const points = rows.reduce((sum, row) => sum + row.points, 0);
  const maxPoints = rubricMaxPoints(criteria);
  return { result: { criteria: rows, points, maxPoints }, score: scoreFromPoints(points, maxPoints) };
}
