import type { Progress } from '@sinfxona/domain/schemas/submissions';
import { completionPercentage } from '@sinfxona/domain/rules/progress';
import type { Db } from '../../db/database';
import type { Scope } from '../classes/queries';
import type { GradeScale } from '@sinfxona/domain/schemas/school';
import { averageWithMark, readMarking } from '../marks/queries';
import { studentCounts, type StudentCounts } from './repository';

export { markDistribution } from './repository';

/** Progress as docs/architecture.md §4 "Figures" defines it, from a student's counts. */
export function toProgress(counts: StudentCounts, scale: GradeScale): Progress {
  return {
    totalTasks: counts.totalTasks,
    submittedTasks: counts.submitted,
    gradedTasks: counts.graded,
    pendingGrades: counts.submitted - counts.graded,
    ...averageWithMark(counts.average, scale),
    completionPercentage: completionPercentage(counts.submitted, counts.totalTasks),
  };
}

/**
 * A student's progress over the tasks of the scope's classes they are enrolled in: their own
 * classes (their scope), or a teacher's classes (the teacher's scope). Used by every screen and the assistant.
 */
export async function studentProgress(db: Db, scope: Scope, studentId: string): Promise<Progress> {
  const [counts, { scale }] = await Promise.all([studentCounts(db, scope, [studentId]), readMarking(db)]);
  return toProgress(counts.get(studentId)!, scale);
}
