import type { Task } from '@sinfxona/domain/schemas/tasks';
import { taskKeys } from '@/shared/api/query-keys';
import { readQuery } from '@/shared/api/read-query';
import { LIST_CACHE_MS } from '@/shared/config/ui';

/** One task by its id: a task opened by link that no loaded list holds (an older one, say). */
export const taskQuery = (taskId: string) =>
  readQuery(
    taskKeys.one(taskId),
    { url: `/api/tasks/${taskId}` },
    { pick: (data: { task: Task }) => data.task, staleTime: LIST_CACHE_MS, enabled: Boolean(taskId) },
  );
