import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassInvitation } from '@sinfxona/domain/schemas/classes';
import { api } from '@/shared/api/client';
import { classKeys } from '@/shared/api/query-keys';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { refreshClassScopedData } from '@/shared/classes/invalidate';

/** The student's open invitations to classes. */
export const invitationsRead = (): Read => ({ url: '/api/classes/invitations' });

export const invitationsQuery = () =>
  readQuery(classKeys.invitations(), invitationsRead(), {
    pick: (data: { invitations: ClassInvitation[] }) => data.invitations,
  });

export const useInvitations = () => useQuery(invitationsQuery());

/** Accepting brings the class's work: everything class-scoped reloads, the invitation list too. */
export function useAnswerInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, accept }: { classId: string; accept: boolean }) =>
      api.post(`/api/classes/${classId}/${accept ? 'accept' : 'decline'}`),
    onSuccess: () => refreshClassScopedData(client),
  });
}

/** Leaving takes the class's work away from the student's lists (it is kept on the server). */
export function useLeaveClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) => api.post(`/api/classes/${classId}/leave`),
    onSuccess: () => refreshClassScopedData(client),
  });
}
