import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pagination } from '@sinfxona/domain/schemas/common';
import type { Child, ChildTask, Guardian, GuardianCode } from '@sinfxona/domain/schemas/guardians';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { api } from '@/shared/api/client';
import { reportCardKeys } from '@/shared/api/query-keys';
import { readAllPages, WHOLE_PAGE } from '@/shared/api/pages';
import { readQuery } from '@/shared/api/read-query';

/** The guardian's and the pupil's reads and writes (docs/architecture.md §4 "Guardians (parents)"). */
export const guardianKeys = {
  all: ['guardian'] as const,
  children: () => ['guardian', 'children'] as const,
  tasks: (childId: string) => ['guardian', 'children', childId, 'tasks'] as const,
  submissions: (childId: string) => ['guardian', 'children', childId, 'submissions'] as const,
  myGuardians: () => ['guardian', 'mine'] as const,
};

/** A child's lists are read whole: a pupil's term is well under this. */
const LIMIT = 100;

export const childrenQuery = () =>
  readQuery(
    guardianKeys.children(),
    { url: '/api/guardian/children' },
    {
      pick: (data: { children: Child[] }) => data.children,
    },
  );
export const useChildren = () => useQuery(childrenQuery());

export const childTasksQuery = (childId: string) =>
  readQuery(
    guardianKeys.tasks(childId),
    { url: `/api/guardian/children/${childId}/tasks`, params: { limit: LIMIT } },
    { pick: (data: { tasks: ChildTask[] }) => data.tasks, enabled: Boolean(childId) },
  );
export const useChildTasks = (childId: string) => useQuery(childTasksQuery(childId));

/** A child's tasks due in a range (the calendar's month), every page of it. */
export const childTasksDueQuery = (childId: string, range: { deadlineFrom: string; deadlineTo: string }) =>
  queryOptions({
    queryKey: [...guardianKeys.tasks(childId), 'due', range] as const,
    queryFn: () =>
      readAllPages(
        (page) => ({ url: `/api/guardian/children/${childId}/tasks`, params: { page, limit: WHOLE_PAGE, ...range } }),
        (data: { tasks: ChildTask[]; pagination: Pagination }) => data.tasks,
      ),
    placeholderData: keepPreviousData,
  });

export const useChildSubmissions = (childId: string) =>
  useQuery(
    readQuery(
      guardianKeys.submissions(childId),
      { url: `/api/guardian/children/${childId}/submissions`, params: { limit: LIMIT } },
      { pick: (data: { submissions: Submission[] }) => data.submissions, enabled: Boolean(childId) },
    ),
  );

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
