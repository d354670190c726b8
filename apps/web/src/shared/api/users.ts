import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@sinfxona/domain/schemas/common';
import type { StudentProgressDetail, StudentRow, TeacherStats } from '@sinfxona/domain/schemas/users';
import { api } from './client';

export const useTeacherStats = () =>
  useQuery({
    queryKey: ['teacher-stats'],
    queryFn: async () => (await api.get<{ data: { stats: TeacherStats } }>('/api/users/stats/teacher')).data.data.stats,
  });

export const useUsers = (params: { role: string; search: string; page: number; limit?: number }) =>
  useQuery({
    queryKey: ['users', params],
    queryFn: async () =>
      (await api.get<{ data: { users: StudentRow[]; pagination: Pagination } }>('/api/users', { params: { ...params, limit: params.limit ?? 10, search: params.search || undefined } })).data.data,
    placeholderData: keepPreviousData,
  });

export const useStudentProgress = (id: string | null) =>
  useQuery({
    queryKey: ['users', 'progress', id],
    queryFn: async () => (await api.get<{ data: StudentProgressDetail }>(`/api/users/${id}/progress`)).data.data,
    enabled: Boolean(id),
  });
