import { useQuery } from '@tanstack/react-query';
import type { Rubric } from '@sinfxona/domain/schemas/rubrics';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';

/** The rubrics' query keys: a task's rubric (read by teachers and students), the teacher's list to reuse. */
export const rubricKeys = {
  all: ['rubrics'] as const,
  ofTask: (taskId: string) => [...rubricKeys.all, 'task', taskId] as const,
  list: (q: string) => [...rubricKeys.all, 'list', q] as const,
};

export const taskRubricRead = (taskId: string): Read => ({ url: `/api/tasks/${taskId}/rubric` });

/** A task's rubric, or null: its class's teachers and students read it. */
export const useTaskRubric = (taskId: string | undefined) =>
  useQuery({
    ...readQuery(rubricKeys.ofTask(taskId ?? ''), taskRubricRead(taskId ?? ''), {
      pick: (data: { rubric: Rubric | null }) => data.rubric,
    }),
    enabled: Boolean(taskId),
  });
