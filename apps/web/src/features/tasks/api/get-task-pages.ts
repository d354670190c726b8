import { keepPreviousData, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { TaskStatusFilter } from '@sinfxona/domain/schemas/tasks';
import type { Read } from '@/shared/api/read';
import { pagedItems, readAllPages, usePagedRead, WHOLE_PAGE } from '@/shared/api/pages';
import { taskKeys } from '@/shared/api/query-keys';
import { LIST_CACHE_MS } from '@/shared/config/ui';
import type { TaskPage } from './get-tasks';

/** Tasks per page of a paged list; "Show more" reads the next one. */
export const TASK_PAGE_SIZE = 20;

/** What a paged task list is narrowed to, on the server (so an old task is never cut off). */
export interface TaskPagesParams {
  classId?: string;
  search?: string;
  /** A student's: handed in or not. */
  status?: TaskStatusFilter;
  /** Due at or after / before these instants (ISO). */
  deadlineFrom?: string;
  deadlineTo?: string;
}

export const taskPageRead = (params: TaskPagesParams, page: number, limit = TASK_PAGE_SIZE): Read => ({
  url: '/api/tasks',
  params: {
    page,
    limit,
    classId: params.classId,
    search: params.search || undefined,
    status: params.status,
    deadlineFrom: params.deadlineFrom,
    deadlineTo: params.deadlineTo,
  },
});

/** A task list read page by page, newest first; a changed filter keeps showing the last list while it loads. */
export const useTaskPages = (params: TaskPagesParams) =>
  usePagedRead<TaskPage>(taskKeys.pages(params), (page) => taskPageRead(params, page), {
    staleTime: LIST_CACHE_MS,
    keepPrevious: true,
  });

/** The tasks of the pages read so far, and how many there are in all. */
export const loadedTasks = (data: InfiniteData<TaskPage> | undefined) => pagedItems(data?.pages, (page) => page.tasks);

/** A range of deadlines: [from, to), ISO. */
export interface DeadlineRange {
  deadlineFrom: string;
  deadlineTo: string;
}

/** Every task of the class (or all the caller's classes) due in the range: the calendar's month. */
export const tasksDueQuery = (params: { classId?: string } & DeadlineRange) =>
  queryOptions({
    queryKey: taskKeys.due(params),
    queryFn: () =>
      readAllPages(
        (page) => taskPageRead(params, page, WHOLE_PAGE),
        (data: TaskPage) => data.tasks,
      ),
    staleTime: LIST_CACHE_MS,
    placeholderData: keepPreviousData,
  });
