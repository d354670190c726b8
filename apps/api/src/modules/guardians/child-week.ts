import type { Kysely } from 'kysely';
import { markOrNull } from '@sinfxona/domain/rules/marks';
import type { GradeScale } from '@sinfxona/domain/schemas/school';
import { dueOf, owedWork } from '../../db/owed-work';
import type { Database } from '../../db/schema';

/**
 * What a guardian's weekly digest tells about one child (docs/architecture.md §4 "Guardians
 * (parents)"): the week's grades with marks, the work missing now, what is due before `nextTo`.
 * The child's own deadlines (an extension's) count; held grades, excused work, archived classes and
 * deleted tasks do not.
 */
export interface ChildWeek {
  grades: { task: string; className: string; score: number; mark: number | null }[];
  missing: { task: string; className: string; due: string }[];
  due: { task: string; className: string; due: string }[];
}

type Trx = Kysely<Database>;

/** The child's open work (owedWork: their own deadline, nothing handed in, not excused). */
const childTasks = (db: Trx, studentId: string, now: Date) =>
  owedWork(db, now.toISOString()).where('e.student_id', '=', studentId);

export async function childWeek(
  db: Trx,
  studentId: string,
  period: { from: Date; to: Date; now: Date; nextTo: Date },
  scale: GradeScale,
): Promise<ChildWeek> {
  const [graded, missing, due] = await Promise.all([
    db
      .selectFrom('submissions as s')
      .innerJoin('tasks as t', 't.id', 's.task_id')
      .innerJoin('classes as c', 'c.id', 't.class_id')
      .select(['t.title', 'c.name as class_name', 's.score', 's.graded_at'])
      .where('s.student_id', '=', studentId)
      .where('s.status', '=', 'graded')
      .where('s.grade_held', '=', 0)
      .where('t.deleted_at', 'is', null)
      .where('s.graded_at', '>=', period.from.toISOString())
      .where('s.graded_at', '<', period.to.toISOString())
      .orderBy('s.graded_at')
      .execute(),
    childTasks(db, studentId, period.now).where(dueOf, '<', period.now.toISOString()).orderBy('due').execute(),
    childTasks(db, studentId, period.now)
      .where(dueOf, '>=', period.now.toISOString())
      .where(dueOf, '<', period.nextTo.toISOString())
      .orderBy('due')
      .execute(),
  ]);
  const item = (row: { title: string; class_name: string; due: unknown }) => ({
    task: row.title,
    className: row.class_name,
    due: String(row.due),
  });
  return {
    grades: graded.map((row) => ({
      task: row.title,
      className: row.class_name,
      score: Number(row.score),
      mark: markOrNull(row.score === null ? null : Number(row.score), scale),
    })),
    missing: missing.map(item),
    due: due.map(item),
  };
}
