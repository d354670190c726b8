import { useQuery } from '@tanstack/react-query';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { submissionKeys } from '@/shared/api/query-keys';

/** Every attempt of the student whose work this is, oldest first. */
export const attemptsRead = (submissionId: string): Read => ({ url: `/api/submissions/${submissionId}/attempts` });

export const attemptsQuery = (submissionId: string) =>
  readQuery(submissionKeys.attempts(submissionId), attemptsRead(submissionId), {
    pick: (data: { attempts: Submission[] }) => data.attempts,
  });

export const useAttempts = (submissionId: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...attemptsQuery(submissionId), enabled: options.enabled ?? true });
