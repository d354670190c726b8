import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@sinfxona/domain/schemas/common';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { taskKeys } from '@/shared/api/query-keys';
import { LIST_CACHE_MS } from '@/shared/config/ui';

export interface TaskPage {
  tasks: Task[];
  pagination: Pagination;
  /** A teacher's: the topics of the classes' tasks (the form's suggestions). */
  topics?: string[];
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

/** Cached for 5 minutes (SPEC §4 "Lists"), each class on its own; a search keeps showing the last list while it loads. */
export const tasksQuery = ({ search = '', classId }: TaskListParams = {}) =>
  readQuery<TaskPage>(taskKeys.list({ search, classId }), tasksRead({ search, classId }), {
    staleTime: LIST_CACHE_MS,
    placeholderData: keepPreviousData,
  });

export const useTasks = (params: TaskListParams = {}, options: { enabled?: boolean } = {}) =>
  useQuery({ ...tasksQuery(params), enabled: options.enabled ?? true });

/** How many of the newest tasks a dashboard shows; the tasks screen pages through the rest. */
export const DASHBOARD_TASKS = 20;

/** A dashboard's newest tasks, one page (its total says how many the tasks screen holds). */
export const recentTasksQuery = (classId?: string) =>
  readQuery<TaskPage>(
    taskKeys.recent(classId),
    { url: '/api/tasks', params: { limit: DASHBOARD_TASKS, classId } },
    { staleTime: LIST_CACHE_MS },
  );

/** The newest tasks as a dashboard shows them: a task just made is put first in the kept page, which still shows the newest few. */
export const useRecentTasks = (classId?: string) =>
  useQuery({
    ...recentTasksQuery(classId),
    select: (page) => ({ ...page, tasks: page.tasks.slice(0, DASHBOARD_TASKS) }),
  });
