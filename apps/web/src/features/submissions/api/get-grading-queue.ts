import { useQuery } from '@tanstack/react-query';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { submissionKeys } from '@/shared/api/query-keys';
import { RECENT_ANSWER_MS } from '@/shared/config/ui';
import type { SubmissionPage } from './submission-page';

export interface QueueParams {
  /** One task's work; else the switcher's class (or every class) of the teacher. */
  taskId?: string;
  classId?: string;
}

/** How many ungraded attempts one screen of the queue holds; the queue fetches again when it runs out. */
export const QUEUE_BATCH = 100;

/** Ungraded latest attempts, oldest first (the order a teacher grades in): of one task, or of a class (or every class). */
export const gradingQueueRead = ({ taskId, classId }: QueueParams, limit = QUEUE_BATCH): Read => ({
  url: '/api/submissions',
  params: { status: 'pending', sort: 'oldest', limit, taskId, classId: taskId ? undefined : classId },
});

export const gradingQueueQuery = (params: QueueParams) =>
  readQuery<SubmissionPage>(submissionKeys.queue(params), gradingQueueRead(params));

export const useGradingQueue = (params: QueueParams) => useQuery(gradingQueueQuery(params));

/** How many attempts wait for a grade (the dashboard's "N to grade"). */
export const pendingCountQuery = (classId?: string) =>
  readQuery([...submissionKeys.queue({ classId }), 'count'], gradingQueueRead({ classId }, 1), {
    pick: (data: SubmissionPage) => data.pagination.total,
    staleTime: RECENT_ANSWER_MS,
  });

export const usePendingCount = (classId?: string) => useQuery(pendingCountQuery(classId));
