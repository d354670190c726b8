import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { api } from '@/shared/api/client';
import { withRead, type Read } from '@/shared/api/read';
import { submissionKeys } from '@/shared/api/query-keys';

/** Every attempt of the student whose work this is, oldest first. */
export const attemptsRead = (submissionId: string): Read => ({ url: `/api/submissions/${submissionId}/attempts` });

export async function fetchAttempts(submissionId: string): Promise<Submission[]> {
  return (await api.read<{ data: { attempts: Submission[] } }>(attemptsRead(submissionId))).data.data.attempts;
}

export const attemptsQuery = (submissionId: string) =>
  withRead(
    attemptsRead(submissionId),
    queryOptions({
      queryKey: submissionKeys.attempts(submissionId),
      queryFn: () => fetchAttempts(submissionId),
    }),
  );

export const useAttempts = (submissionId: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...attemptsQuery(submissionId), enabled: options.enabled ?? true });
