import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { reads } from '@/shared/api/reads';
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

/** Ungraded latest attempts, oldest first: the order a teacher grades in. */
export async function fetchGradingQueue(params: QueueParams, limit = QUEUE_BATCH) {
  return (await api.read<{ data: SubmissionPage }>(reads.gradingQueue(params, limit))).data.data;
}

export const gradingQueueQuery = (params: QueueParams) =>
  queryOptions({ queryKey: submissionKeys.queue(params), queryFn: () => fetchGradingQueue(params) });

export const useGradingQueue = (params: QueueParams) => useQuery(gradingQueueQuery(params));

/** How many attempts wait for a grade (the dashboard's "N to grade"). */
export const pendingCountQuery = (classId?: string) =>
  queryOptions({
    queryKey: [...submissionKeys.queue({ classId }), 'count'],
    queryFn: async () => (await fetchGradingQueue({ classId }, 1)).pagination.total,
    staleTime: RECENT_ANSWER_MS,
  });

export const usePendingCount = (classId?: string) => useQuery(pendingCountQuery(classId));
