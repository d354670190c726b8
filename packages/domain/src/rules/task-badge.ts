import type { SubmissionStatus } from '../constants';

/**
 * The student's task status, in docs/spec.md §4 priority order, with one state the spec lacks:
 * work the teacher returned for revision is open again, so it says so before anything else.
 */
export type TaskBadge = 'returned' | 'graded' | 'submitted' | 'pastDue' | 'pending';

export interface TaskBadgeInput {
  deadline: string;
  submission: { isGraded: boolean; status?: SubmissionStatus } | null | undefined;
}

export function taskBadge({ deadline, submission }: TaskBadgeInput, now: Date = new Date()): TaskBadge {
  if (submission?.status === 'returned') return 'returned';
  if (submission?.isGraded) return 'graded';
  if (submission) return 'submitted';
  if (Date.parse(deadline) < now.getTime()) return 'pastDue';
  return 'pending';
}
