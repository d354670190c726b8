import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherStats } from '@sinfxona/domain/schemas/users';
import { api } from '@/shared/api/client';
import { reads } from '@/shared/api/reads';
import { teacherStatsKeys } from '@/shared/api/query-keys';
import { RECENT_ANSWER_MS } from '@/shared/config/ui';

/** The teacher's figures over one class, or all their classes: counts, average, task completion and monthly activity. */
export async function fetchTeacherStats(classId?: string): Promise<TeacherStats> {
  return (await api.read<{ data: { stats: TeacherStats } }>(reads.teacherStats(classId))).data.data.stats;
}

export const teacherStatsQuery = (classId?: string) =>
  queryOptions({
    queryKey: teacherStatsKeys.of(classId),
    queryFn: () => fetchTeacherStats(classId),
    staleTime: RECENT_ANSWER_MS,
  });

export const useTeacherStats = (classId?: string) => useQuery(teacherStatsQuery(classId));
