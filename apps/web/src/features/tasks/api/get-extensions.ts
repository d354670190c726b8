import { useQuery } from '@tanstack/react-query';
import type { TaskExtension } from '@sinfxona/domain/schemas/tasks';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { taskKeys } from '@/shared/api/query-keys';

/** The students of a task's class with a later deadline of their own. */
export const extensionsRead = (taskId: string): Read => ({ url: `/api/tasks/${taskId}/extensions` });

export const extensionsQuery = (taskId: string) =>
  readQuery(taskKeys.extensions(taskId), extensionsRead(taskId), {
    pick: (data: { extensions: TaskExtension[] }) => data.extensions,
  });

export const useExtensions = (taskId: string) => useQuery(extensionsQuery(taskId));
