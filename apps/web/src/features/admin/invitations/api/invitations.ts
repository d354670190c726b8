import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invitation, InvitationCreateInput } from '@sinfxona/domain/schemas/admin';
import { api } from '@/shared/api/client';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { adminKeys } from '@/features/admin/admin-keys';

export const invitationsRead = (): Read => ({ url: '/api/admin/invitations' });

/** Every invitation the school made, newest first (open, used and expired). */
export const invitationsQuery = () =>
  readQuery(adminKeys.invitations(), invitationsRead(), {
    pick: (data: { invitations: Invitation[] }) => data.invitations,
  });

export const useInvitations = () => useQuery(invitationsQuery());

export async function createInvitation(input: Partial<InvitationCreateInput>): Promise<Invitation> {
  return (await api.post<{ data: { invitation: Invitation } }>('/api/admin/invitations', input)).data.data.invitation;
}

export async function revokeInvitation(code: string): Promise<void> {
  await api.delete(`/api/admin/invitations/${encodeURIComponent(code)}`);
}

/** A new or withdrawn invitation: the list and the audit log change. */
function useInvitationChange<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.invitations() });
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}

export const useCreateInvitation = () => useInvitationChange(createInvitation);
export const useRevokeInvitation = () => useInvitationChange(revokeInvitation);
