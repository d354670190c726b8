import type { Language } from '@sinfxona/domain/constants';
import { translate } from '@sinfxona/domain/messages';
import { markOrNull } from '@sinfxona/domain/rules/marks';
import type { Db } from '../../db/database';
import type { CellValue } from '../../lib/csv';
import { readMarking, tasksOfTerm, termNamed } from '../marks/queries';
import { selectRubricGradedWork } from './repository';

/** A sheet of the gradebook workbook (modules/gradebook): its rows, no colours, its header rows in bold. */
export interface RubricSheet {
  name: string;
  rows: CellValue[][];
  tones: null[][];
  boldRows: number[];
}

/**
 * The workbook's rubric sheet: every piece of the class's work a rubric graded (one task's, one
 * term's or the year's), each criterion's level and points, the total out of the rubric's maximum,
 * the score and its mark. Work graded by one rubric shares a header row naming its criteria; a new
 * header starts where the criteria change (another task, or a rubric edited between gradings).
 * Null when no work was graded by a rubric.
 */
export async function rubricSheet(
  db: Db,
  input: { classId: string; taskId?: string; term?: number; language: Language; now: Date },
): Promise<RubricSheet | null> {
  const label = (key: Parameters<typeof translate>[0]) => translate(key, input.language);
  const [marking, graded] = await Promise.all([
    readMarking(db, input.now),
    selectRubricGradedWork(db, input.classId, input.taskId),
  ]);
  const work =
    input.term === undefined ? graded : tasksOfTerm(graded, marking.terms, termNamed(marking.terms, input.term).number);
  if (work.length === 0) return null;
  const rows: CellValue[][] = [];
  const boldRows: number[] = [];
  let group = '';
  for (const item of work) {
    const criteria = item.result.criteria;
    const key = `${item.taskId}\n${criteria.map((criterion) => criterion.title).join('\n')}`;
    if (key !== group) {
      if (rows.length) rows.push([]);
      boldRows.push(rows.length);
      rows.push([
        label('csvStudent'),
        label('csvTask'),
        ...criteria.flatMap((criterion) => [criterion.title, `${criterion.title} (${label('csvRubricPoints')})`]),
        label('csvRubricTotal'),
        label('csvRubricMax'),
        label('csvScore'),
        label('csvMark'),
      ]);
      group = key;
    }
    rows.push([
      item.studentName,
      item.taskTitle,
      ...criteria.flatMap((criterion) => [criterion.levelTitle, criterion.points]),
      item.result.points,
      item.result.maxPoints,
      item.score,
      markOrNull(item.score, marking.scale),
    ]);
  }
  return { name: label('csvRubricSheet'), rows, tones: rows.map((row) => row.map(() => null)), boldRows };
}
