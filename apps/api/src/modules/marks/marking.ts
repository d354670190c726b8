import { DEFAULT_GRADE_SCALE, defaultTerms, type GradeScale, type Terms } from '@sinfxona/domain/schemas/school';
import { markOrNull } from '@sinfxona/domain/rules/marks';
import { roundAverage } from '@sinfxona/domain/rules/progress';
import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import { badRequest } from '../../lib/errors';

/** The school's grade scale and terms: what every mark and term figure is computed with. */
export interface Marking {
  scale: GradeScale;
  terms: Terms;
}

/**
 * The school's current scale and terms, read once per request (one row by its key): an answer
 * carrying marks is kept by the read cache under the school's tag, which a change of them forgets.
 */
export async function readMarking(db: Db, now = new Date()): Promise<Marking> {
  const [row] = await markingQuery(db, {});
  return {
    scale: row?.grade_scale ? JSON.parse(row.grade_scale) : DEFAULT_GRADE_SCALE,
    terms: row?.terms ? JSON.parse(row.terms) : defaultTerms(now),
  };
}

/** Read by most answers that show work: built once (db/prepared.ts). */
const markingQuery = preparedQuery((db) =>
  db.selectFrom('school_settings').select(['grade_scale', 'terms']).where('id', '=', 1),
);

/** An average as the figures show it (one decimal, 0 when none) with its mark (null when none). */
export function averageWithMark(mean: number | null | undefined, scale: GradeScale) {
  const averageScore = roundAverage(mean);
  return { averageScore, averageMark: mean === null || mean === undefined ? null : markOrNull(averageScore, scale) };
}

/** The term `?term=N` names, with its number; one the school does not have → 400. */
export function termNamed(terms: Terms, number: number) {
  const term = terms[number - 1];
  if (!term) throw badRequest('termInvalid', [{ path: 'term', messageKey: 'termInvalid' }]);
  return { number, ...term };
}
