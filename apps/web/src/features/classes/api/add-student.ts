import { useMutation } from '@tanstack/react-query';
import type { ClassInvitation } from '@sinfxona/domain/schemas/classes';
import { api } from '@/shared/api/client';

/**
 * Invites a registered student by e-mail (docs/architecture.md §4 "Consent"): they join once they
 * accept, so the roster does not change now. An unknown or non-student e-mail answers 404.
 */
export async function inviteStudent({ classId, email }: { classId: string; email: string }) {
  const response = await api.post<{ data: { invitation: ClassInvitation } }>(`/api/classes/${classId}/students`, {
    email,
  });
  return response.data.data.invitation;
}

export const useInviteStudent = () => useMutation({ mutationFn: inviteStudent });
