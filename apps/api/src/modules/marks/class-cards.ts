import type { Language } from '@sinfxona/domain/constants';
import { translate } from '@sinfxona/domain/messages';
import type { Actor, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { readSchool } from '../admin/queries';
import { findMemberClass } from '../classes/queries';
import { readMarking, termNamed } from './marking';
import { currentTerm, reportCardsOf } from './report-card';
import { selectClassStudentIds } from './repository';
import { renderReportCards } from './report-cards-pdf';

/**
 * The report cards of a class's students for a term, as its teachers (or an admin) see them: each
 * pupil's classes that the caller teaches, one page each, in name order.
 */
export async function classReportCardsPdf(
  deps: Deps,
  actor: Actor,
  input: { classId: string; term?: number; language: Language },
  now = new Date(),
): Promise<{ pdf: Buffer; baseName: string }> {
  const schoolClass = await findMemberClass(deps.db, actor, input.classId);
  if (!schoolClass || actor.role === 'student') throw notFound('classNotFound');
  const marking = await readMarking(deps.db, now);
  const term = termNamed(marking.terms, input.term ?? currentTerm(marking.terms, now));
  const ids = await selectClassStudentIds(deps.db, schoolClass.id);
  const [cards, school] = await Promise.all([
    reportCardsOf(deps.db, actor, ids, marking, term.number, now),
    readSchool(deps.db, now),
  ]);
  const label = (key: Parameters<typeof translate>[0]) => translate(key, input.language);
  const pdf = await renderReportCards({
    schoolName: school.name,
    className: schoolClass.name,
    term,
    labels: {
      title: label('reportCardTitle'),
      term: label('reportCardTerm'),
      subject: label('reportCardSubject'),
      average: label('csvAverage'),
      mark: label('csvMark'),
      graded: label('csvGraded'),
      missing: label('csvMissingCount'),
      none: label('reportCardNoClasses'),
    },
    cards: ids.map((id) => cards.get(id)).filter((card) => card !== undefined),
  });
  const slug = schoolClass.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  return { pdf, baseName: `baholar-varaqasi-${slug}-${term.number}-chorak` };
}
