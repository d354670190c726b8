import type { QueryClient } from '@tanstack/react-query';
import { classKeys, taskKeys, teacherStatsKeys, userKeys } from '@/shared/api/query-keys';

/**
 * A student in or out of a class changes its roster and student count, the students directory,
 * the teacher's figures and every task's "submitted of all students".
 */
export function refreshAfterRosterChange(client: QueryClient, classId: string) {
  for (const queryKey of [
    classKeys.roster(classId),
    classKeys.detail(classId),
    classKeys.lists(),
    userKeys.all,
    teacherStatsKeys.all,
    taskKeys.allStats(),
  ]) {
    void client.invalidateQueries({ queryKey });
  }
}
