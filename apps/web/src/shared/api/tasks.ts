import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIST_CACHE_MS } from '@sinfxona/domain/constants';
import type { Pagination } from '@sinfxona/domain/schemas/common';
import type { Task, TaskStats } from '@sinfxona/domain/schemas/tasks';
import { api } from './client';

export interface TaskPage {
  tasks: Task[];
  pagination: Pagination;
}

/** The whole list a screen filters on the client: tasks are few per class, so one page of 100. */
export const tasksQuery = (search = '') =>
  queryOptions({
    queryKey: ['tasks', { search }],
    queryFn: async () => (await api.get<{ data: TaskPage }>('/api/tasks', { params: { limit: 100, search: search || undefined } })).data.data,
    staleTime: LIST_CACHE_MS,
    placeholderData: keepPreviousData,
  });
export const useTasks = (search = '') => useQuery(tasksQuery(search));

export const useTaskStats = (taskId: string | null) =>
  useQuery({
    queryKey: ['task-stats', taskId],
    queryFn: async () => (await api.get<{ data: { stats: TaskStats } }>(`/api/tasks/${taskId}/stats`)).data.data.stats,
    enabled: Boolean(taskId),
  });

export interface TaskFormValues {
  title: string;
  description: string;
  deadline: string;
  file?: File | null;
  removeFile?: boolean;
}

function toFormData(values: Partial<TaskFormValues>): FormData {
  const form = new FormData();
  // An update sends only the non-empty fields (SPEC §5).
  for (const key of ['title', 'description', 'deadline'] as const) {
    const value = values[key];
    if (value) form.append(key, value);
  }
  if (values.removeFile) form.append('removeFile', 'true');
  if (values.file) form.append('file', values.file);
  return form;
}

const multipart = { headers: { 'Content-Type': 'multipart/form-data' } };

/** Creating puts the task first in every cached list; updating replaces it; deleting removes it. */
export function useTaskMutations() {
  const client = useQueryClient();
  const patchLists = (change: (tasks: Task[]) => Task[]) =>
    client.setQueriesData<TaskPage>({ queryKey: ['tasks'] }, (page) => (page ? { ...page, tasks: change(page.tasks) } : page));
  const afterChange = () => {
    void client.invalidateQueries({ queryKey: ['teacher-stats'] });
    void client.invalidateQueries({ queryKey: ['progress'] });
  };
  const create = useMutation({
    mutationFn: async (values: TaskFormValues) => (await api.post<{ data: { task: Task } }>('/api/tasks', toFormData(values), multipart)).data.data.task,
    onSuccess: (task) => {
      patchLists((tasks) => [task, ...tasks]);
      afterChange();
    },
  });
  const update = useMutation({
    mutationFn: async ({ id, values }: { id: string; values: Partial<TaskFormValues> }) =>
      (await api.put<{ data: { task: Task } }>(`/api/tasks/${id}`, toFormData(values), multipart)).data.data.task,
    onSuccess: (task) => patchLists((tasks) => tasks.map((t) => (t._id === task._id ? { ...t, ...task } : t))),
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`/api/tasks/${id}`);
      return id;
    },
    onSuccess: (id) => {
      patchLists((tasks) => tasks.filter((t) => t._id !== id));
      afterChange();
    },
  });
  return { create, update, remove };
}

