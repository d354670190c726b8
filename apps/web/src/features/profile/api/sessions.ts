import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@sinfxona/domain/schemas/auth';
import { api } from '@/shared/api/client';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { sessionKeys } from '@/shared/api/query-keys';

/** The caller's live sessions, the one asking marked `current`. */
export const sessionsRead = (): Read => ({ url: '/api/auth/sessions' });

export const sessionsQuery = () =>
  readQuery(sessionKeys.all, sessionsRead(), { pick: (data: { sessions: Session[] }) => data.sessions });

export const useSessions = () => useQuery(sessionsQuery());

/** Ends one of the caller's sessions: its token is refused from then on. */
export async function endSession(sessionId: string): Promise<void> {
  await api.delete(`/api/auth/sessions/${sessionId}`);
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
