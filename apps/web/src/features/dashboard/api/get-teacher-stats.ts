import { useQuery } from '@tanstack/react-query';
import type { TeacherStats } from '@sinfxona/domain/schemas/users';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { teacherStatsKeys } from '@/shared/api/query-keys';
import { RECENT_ANSWER_MS } from '@/shared/config/ui';

export const teacherStatsRead = (classId?: string): Read => ({ url: '/api/users/stats/teacher', params: { classId } });

/** The teacher's figures over one class, or all their classes: counts, average, task completion and monthly activity. */
export const teacherStatsQuery = (classId?: string) =>
  readQuery(teacherStatsKeys.of(classId), teacherStatsRead(classId), {
    pick: (data: { stats: TeacherStats }) => data.stats,
    staleTime: RECENT_ANSWER_MS,
  });

export const useTeacherStats = (classId?: string) => useQuery(teacherStatsQuery(classId));
