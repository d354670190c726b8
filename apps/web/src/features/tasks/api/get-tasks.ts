import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@sinfxona/domain/schemas/common';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { api } from '@/shared/api/client';
import { withRead, type Read } from '@/shared/api/read';
import { taskKeys } from '@/shared/api/query-keys';
import { LIST_CACHE_MS } from '@/shared/config/ui';

export interface TaskPage {
  tasks: Task[];
  pagination: Pagination;
}

export interface TaskListParams {
  search?: string;
  /** One class, or every active class of the caller when left out. */
  classId?: string;
}

/** The whole list a screen filters on the client: tasks are few per class, so one page of 100. */
export const tasksRead = ({ search = '', classId }: TaskListParams = {}): Read => ({
  url: '/api/tasks',
  params: { limit: 100, search: search || undefined, classId },
});

export async function fetchTasks({ search = '', classId }: TaskListParams = {}): Promise<TaskPage> {
  return (await api.read<{ data: TaskPage }>(tasksRead({ search, classId }))).data.data;
}

/** Cached for 5 minutes (SPEC §4 "Lists"), each class on its own; a search keeps showing the last list while it loads. */
export const tasksQuery = ({ search = '', classId }: TaskListParams = {}) =>
  withRead(
    tasksRead({ search, classId }),
    queryOptions({
      queryKey: taskKeys.list({ search, classId }),
      queryFn: () => fetchTasks({ search, classId }),
      staleTime: LIST_CACHE_MS,
      placeholderData: keepPreviousData,
    }),
  );

export const useTasks = (params: TaskListParams = {}, options: { enabled?: boolean } = {}) =>
  useQuery({ ...tasksQuery(params), enabled: options.enabled ?? true });
