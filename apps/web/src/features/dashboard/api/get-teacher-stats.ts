import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherStats } from '@sinfxona/domain/schemas/users';
import { api } from '@/shared/api/client';
import { withRead, type Read } from '@/shared/api/read';
import { teacherStatsKeys } from '@/shared/api/query-keys';
import { RECENT_ANSWER_MS } from '@/shared/config/ui';

export const teacherStatsRead = (classId?: string): Read => ({ url: '/api/users/stats/teacher', params: { classId } });

/** The teacher's figures over one class, or all their classes: counts, average, task completion and monthly activity. */
export async function fetchTeacherStats(classId?: string): Promise<TeacherStats> {
  return (await api.read<{ data: { stats: TeacherStats } }>(teacherStatsRead(classId))).data.data.stats;
}

export const teacherStatsQuery = (classId?: string) =>
  withRead(
    teacherStatsRead(classId),
    queryOptions({
      queryKey: teacherStatsKeys.of(classId),
      queryFn: () => fetchTeacherStats(classId),
      staleTime: RECENT_ANSWER_MS,
    }),
  );

export const useTeacherStats = (classId?: string) => useQuery(teacherStatsQuery(classId));
