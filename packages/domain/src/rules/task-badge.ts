/** The student's task status, in docs/spec.md §4 priority order. */
export type TaskBadge = 'graded' | 'submitted' | 'pastDue' | 'pending';

export interface TaskBadgeInput {
  deadline: string;
  submission: { isGraded: boolean } | null | undefined;
}

export function taskBadge({ deadline, submission }: TaskBadgeInput, now: Date = new Date()): TaskBadge {
  if (submission?.isGraded) return 'graded';
  if (submission) return 'submitted';
  if (Date.parse(deadline) < now.getTime()) return 'pastDue';
  return 'pending';
}
