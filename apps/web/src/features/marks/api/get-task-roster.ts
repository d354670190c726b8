import { useQuery } from '@tanstack/react-query';
import type { RosterEntry } from '@sinfxona/domain/schemas/marks';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { submissionKeys } from '@/shared/api/query-keys';

/** Every student of a task's class with their status, attempt, latest work, extension and excusal. */
export const taskRosterRead = (taskId: string): Read => ({ url: `/api/tasks/${taskId}/roster` });

export const taskRosterQuery = (taskId: string) =>
  readQuery(submissionKeys.roster(taskId), taskRosterRead(taskId), {
    pick: (data: { roster: RosterEntry[] }) => data.roster,
  });

export const useTaskRoster = (taskId: string) => useQuery(taskRosterQuery(taskId));
