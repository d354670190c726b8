import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { api } from '@/shared/api/client';
import { submissionKeys } from '@/shared/api/query-keys';

/** Every attempt of the student whose work this is, oldest first. */
export async function fetchAttempts(submissionId: string): Promise<Submission[]> {
  return (await api.get<{ data: { attempts: Submission[] } }>(`/api/submissions/${submissionId}/attempts`)).data.data
    .attempts;
}

export const attemptsQuery = (submissionId: string) =>
  queryOptions({ queryKey: submissionKeys.attempts(submissionId), queryFn: () => fetchAttempts(submissionId) });

export const useAttempts = (submissionId: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...attemptsQuery(submissionId), enabled: options.enabled ?? true });
