import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pagination } from '@sinfxona/domain/schemas/common';
import type { Progress, Submission } from '@sinfxona/domain/schemas/submissions';
import type { AxiosProgressEvent } from 'axios';
import { api } from './client';

export interface SubmissionPage {
  submissions: Submission[];
  pagination: Pagination;
}

export const progressQuery = () =>
  queryOptions({
    queryKey: ['progress'],
    queryFn: async () => (await api.get<{ data: { progress: Progress } }>('/api/submissions/progress')).data.data.progress,
  });
export const useProgress = () => useQuery(progressQuery());

export const useMySubmissions = () =>
  useQuery({
    queryKey: ['submissions', 'my'],
    queryFn: async () => (await api.get<{ data: SubmissionPage }>('/api/submissions/my', { params: { limit: 100 } })).data.data,
  });

export const useTaskSubmissions = (taskId: string | null, page: number) =>
  useQuery({
    queryKey: ['submissions', 'task', taskId, page],
    queryFn: async () => (await api.get<{ data: SubmissionPage }>(`/api/submissions/${taskId}`, { params: { page, limit: 10 } })).data.data,
    enabled: Boolean(taskId),
  });

export const useRecentSubmissions = (limit: number) =>
  useQuery({
    queryKey: ['submissions', 'recent', limit],
    queryFn: async () => (await api.get<{ data: SubmissionPage }>('/api/submissions', { params: { sort: 'recent', limit } })).data.data.submissions,
  });

/** Sends one file (and an optional text answer) with upload progress; refreshes what depends on it. */
export function useSubmitWork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ taskId, file, textResponse, onProgress }: { taskId: string; file: File; textResponse?: string; onProgress?: (percent: number) => void }) => {
      const form = new FormData();
      if (textResponse?.trim()) form.append('textResponse', textResponse.trim());
      form.append('file', file);
      const response = await api.post<{ data: { submission: Submission } }>(`/api/submissions/${taskId}`, form, {
        headers: { 'Content-Type': 'multipart/form-data' },
        onUploadProgress: (event: AxiosProgressEvent) => onProgress?.(event.total ? Math.round((100 * event.loaded) / event.total) : 0),
      });
      return response.data.data.submission;
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['tasks'] });
      void client.invalidateQueries({ queryKey: ['progress'] });
      void client.invalidateQueries({ queryKey: ['submissions'] });
    },
  });
}

export function useGradeSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, score, feedback }: { id: string; score: number; feedback: string }) =>
      (await api.put<{ data: { submission: Submission } }>(`/api/submissions/${id}/grade`, { score, feedback })).data.data.submission,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['submissions'] });
      void client.invalidateQueries({ queryKey: ['teacher-stats'] });
      void client.invalidateQueries({ queryKey: ['task-stats'] });
      void client.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
