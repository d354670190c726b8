import { SCORE_THRESHOLDS } from '../constants';

export type ScoreColor = 'green' | 'blue' | 'yellow' | 'red';

/** docs/spec.md §4: 90 and above green, 80 and above blue, 70 and above yellow, otherwise red. */
export function scoreColor(score: number): ScoreColor {
  if (score >= SCORE_THRESHOLDS.green) return 'green';
  if (score >= SCORE_THRESHOLDS.blue) return 'blue';
  if (score >= SCORE_THRESHOLDS.yellow) return 'yellow';
  return 'red';
}
