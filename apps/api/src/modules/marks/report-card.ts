import type { ReportCard } from '@sinfxona/domain/schemas/marks';
import type { Terms } from '@sinfxona/domain/schemas/school';
import { termOf } from '@sinfxona/domain/rules/marks';
import type { Actor, Deps } from '../../deps';
import type { Db } from '../../db/database';
import { isGuardianLinked } from '../guardians/queries';
import { notFound } from '../../lib/errors';
import type { Member } from '../classes/queries';
import { readMarking, termNamed, type Marking } from './marking';
import { viewOf } from '../submissions/queries';
import { selectClassWork, selectVisibleEnrolments } from './repository';
import { summarise, tasksOfTerm, workCells } from './term-work';

/** The term `now` is in, else the last one begun (the summer after the year), else the first. */
export function currentTerm(terms: Terms, now: Date): number {
  const today = termOf(now, terms);
  if (today !== null) return today;
  const begun = terms.filter((term) => term.start <= now.toISOString().slice(0, 10)).length;
  return Math.max(1, begun);
}

/**
 * Whose view of the student's classes the caller gets: the student's own (themself, a linked
 * guardian), a teacher's (the classes they teach), an admin's (every class). Anyone else: null.
 */
async function viewerOf(db: Db, actor: Actor, studentId: string): Promise<Member | null> {
  if (actor.role === 'student') return actor.id === studentId ? actor : null;
  if (actor.role === 'guardian')
    return (await isGuardianLinked(db, actor.id, studentId)) ? { id: studentId, role: 'student' } : null;
  return actor;
}

export type CardRows = Omit<ReportCard, 'term'>;

/**
 * One term's figures of each class of each student that the viewer may see, from six queries for
 * all of them; a student in none of the viewer's classes has no card.
 */
export async function reportCardsOf(
  db: Db,
  viewer: Member,
  studentIds: string[],
  marking: Marking,
  term: number,
  now: Date,
): Promise<Map<string, CardRows>> {
  const enrolments = await selectVisibleEnrolments(db, viewer, studentIds);
  const classIds = [...new Set(enrolments.map((row) => row.id))];
  const work = await selectClassWork(db, classIds, studentIds, viewOf(viewer.role));
  const cellOf = workCells(work, marking.scale, now);
  const termTasks = tasksOfTerm(work.tasks, marking.terms, term);
  const cards = new Map<string, CardRows>();
  for (const enrolment of enrolments) {
    const tasks = termTasks.filter((task) => task.class_id === enrolment.id);
    let card = cards.get(enrolment.student_id);
    if (!card) {
      card = { student: { _id: enrolment.student_id, fullName: enrolment.full_name }, classes: [] };
      cards.set(enrolment.student_id, card);
    }
    // An archived class shows only where it had work that term.
    if (enrolment.archived_at !== null && tasks.length === 0) continue;
    const summary = summarise(
      tasks.map((task) => cellOf(enrolment.student_id, task)),
      marking.scale,
    );
    card.classes.push({
      classId: enrolment.id,
      className: enrolment.name,
      subject: enrolment.subject,
      averageScore: summary.averageScore,
      mark: summary.mark,
      graded: summary.graded,
      missing: summary.missing,
    });
  }
  return cards;
}

/**
 * A student's report card for a term (the current one unless `term` is given): for the student
 * themself, their guardians, their teachers (the classes they teach) and an admin; anyone else,
 * and a student in none of the caller's classes, 404.
 */
export async function getReportCard(
  deps: Deps,
  actor: Actor,
  input: { studentId: string; term?: number },
  now = new Date(),
): Promise<ReportCard> {
  const marking = await readMarking(deps.db, now);
  const term = termNamed(marking.terms, input.term ?? currentTerm(marking.terms, now));
  const viewer = await viewerOf(deps.db, actor, input.studentId);
  if (!viewer) throw notFound('userNotFound');
  const card = (await reportCardsOf(deps.db, viewer, [input.studentId], marking, term.number, now)).get(
    input.studentId,
  );
  if (card) return { ...card, term };
  // A student in no class yet still has their own (empty) card.
  if (viewer.id === input.studentId && actor.role === 'student')
    return { student: { _id: actor.id, fullName: actor.fullName }, term, classes: [] };
  throw notFound('userNotFound');
}
