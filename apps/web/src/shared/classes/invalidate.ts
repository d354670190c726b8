import type { QueryClient } from '@tanstack/react-query';
import {
  classKeys,
  progressKeys,
  submissionKeys,
  taskKeys,
  teacherStatsKeys,
  userKeys,
  videoKeys,
} from '@/shared/api/query-keys';

/**
 * Everything a class membership decides: the classes, and every list and figure scoped by them.
 * Run when a student joins, a class is archived or brought back, or a teacher leaves a class.
 */
export function refreshClassScopedData(client: QueryClient) {
  for (const queryKey of [
    classKeys.all,
    taskKeys.all,
    videoKeys.all,
    submissionKeys.all,
    progressKeys.all,
    userKeys.all,
    teacherStatsKeys.all,
  ]) {
    void client.invalidateQueries({ queryKey });
  }
}
