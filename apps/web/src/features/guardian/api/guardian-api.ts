import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pagination } from '@sinfxona/domain/schemas/common';
import type { Child, ChildTask, Guardian, GuardianCode } from '@sinfxona/domain/schemas/guardians';
import type { Submission, SubmissionStatusFilter } from '@sinfxona/domain/schemas/submissions';
import type { TaskStatusFilter } from '@sinfxona/domain/schemas/tasks';
import { api } from '@/shared/api/client';
import { reportCardKeys } from '@/shared/api/query-keys';
import { readAllPages, usePagedRead, WHOLE_PAGE } from '@/shared/api/pages';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';

/** The guardian's and the pupil's reads and writes (docs/architecture.md §4 "Guardians (parents)"). */
export const guardianKeys = {
  all: ['guardian'] as const,
  children: () => ['guardian', 'children'] as const,
  tasks: (childId: string) => ['guardian', 'children', childId, 'tasks'] as const,
  submissions: (childId: string) => ['guardian', 'children', childId, 'submissions'] as const,
  myGuardians: () => ['guardian', 'mine'] as const,
};

export const childrenQuery = () =>
  readQuery(
    guardianKeys.children(),
    { url: '/api/guardian/children' },
    {
      pick: (data: { children: Child[] }) => data.children,
    },
  );
export const useChildren = () => useQuery(childrenQuery());

/** Tasks per page of a child's list; "Show more" reads the next one. */
const CHILD_TASKS_PAGE = 20;

/** What a child's narrowed read keeps: a range of their own deadlines, and handed in or not. */
export interface ChildTaskFilter {
  deadlineFrom?: string;
  deadlineTo?: string;
  status?: TaskStatusFilter;
}

/** A page of a child's tasks as the child sees them, newest first, narrowed by `filter`. */
const childTasksRead = (childId: string, page: number, limit: number, filter: ChildTaskFilter = {}): Read => ({
  url: `/api/guardian/children/${childId}/tasks`,
  params: { page, limit, ...filter },
});
type ChildTaskPage = { tasks: ChildTask[]; pagination: Pagination };

/** A child's tasks, page by page. */
export const useChildTaskPages = (childId: string) =>
  usePagedRead<ChildTaskPage>(
    [...guardianKeys.tasks(childId), 'pages'],
    (page) => childTasksRead(childId, page, CHILD_TASKS_PAGE),
    { enabled: Boolean(childId) },
  );

/** Every one of a child's tasks the filter keeps (a month's or a week's deadlines, what is past due), all pages. */
export const childTasksDueQuery = (childId: string, filter: ChildTaskFilter) =>
  queryOptions({
    queryKey: [...guardianKeys.tasks(childId), 'due', filter] as const,
    queryFn: () =>
      readAllPages(
        (page) => childTasksRead(childId, page, WHOLE_PAGE, filter),
        (data: ChildTaskPage) => data.tasks,
      ),
    enabled: Boolean(childId),
  });

/** A child's work as the child sees it, narrowed by the server to one status. */
const childWorkRead = (childId: string, status: SubmissionStatusFilter, page: number, limit: number): Read => ({
  url: `/api/guardian/children/${childId}/submissions`,
  params: { page, limit, status },
});
type ChildWorkPage = { submissions: Submission[]; pagination: Pagination };

/** The child's graded work, newest first, page by page. */
export const useChildGradedPages = (childId: string) =>
  usePagedRead<ChildWorkPage>(
    [...guardianKeys.submissions(childId), 'graded'],
    (page) => childWorkRead(childId, 'graded', page, CHILD_TASKS_PAGE),
    { enabled: Boolean(childId) },
  );

/** The child's hundred most recently handed-in graded pieces: the week's new grades are among them. */
export const useRecentGrades = (childId: string) =>
  useQuery({
    queryKey: [...guardianKeys.submissions(childId), 'graded', 'recent'] as const,
    queryFn: async () =>
      (await api.read<{ data: ChildWorkPage }>(childWorkRead(childId, 'graded', 1, WHOLE_PAGE))).data.data.submissions,
    enabled: Boolean(childId),
  });

/** Every piece of the child's work with this status (work sent back is a few pieces at most). */
export const useChildWork = (childId: string, status: SubmissionStatusFilter) =>
  useQuery({
    queryKey: [...guardianKeys.submissions(childId), status, 'all'] as const,
    queryFn: () =>
      readAllPages(
        (page) => childWorkRead(childId, status, page, WHOLE_PAGE),
        (data: ChildWorkPage) => data.submissions,
      ),
    enabled: Boolean(childId),
  });

export async function linkChild(code: string): Promise<Child> {
  return (await api.post<{ data: { child: Child } }>('/api/guardian/children', { code })).data.data.child;
}

export function useLinkChild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: linkChild,
    onSuccess: () => void client.invalidateQueries({ queryKey: guardianKeys.all }),
  });
}

export function useUnlinkChild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (childId: string) => {
      await api.delete(`/api/guardian/children/${childId}`);
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: guardianKeys.all });
      void client.invalidateQueries({ queryKey: reportCardKeys.all });
    },
  });
}

/** The pupil's guardians. */
export const useMyGuardians = () =>
  useQuery(
    readQuery(
      guardianKeys.myGuardians(),
      { url: '/api/users/guardians' },
      {
        pick: (data: { guardians: Guardian[] }) => data.guardians,
      },
    ),
  );

export function useRemoveGuardian() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (guardianId: string) => {
      await api.delete(`/api/users/guardians/${guardianId}`);
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: guardianKeys.myGuardians() }),
  });
}

export function useMakeGuardianCode() {
  return useMutation({
    mutationFn: async () => (await api.post<{ data: GuardianCode }>('/api/guardian-codes')).data.data,
  });
}
