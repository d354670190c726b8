import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassInvitation } from '@sinfxona/domain/schemas/classes';
import { api } from '@/shared/api/client';
import { refreshAfterRosterChange } from './roster-cache';

/**
 * Invites a registered student by e-mail (docs/architecture.md §4 "Consent"): they join once they
 * accept, so the roster does not change now. An unknown or non-student e-mail answers 404.
 */
export async function inviteStudent({ classId, email }: { classId: string; email: string }) {
  const response = await api.post<{
    data: { status: 'invited' | 'enrolled'; invitation?: ClassInvitation; user?: { fullName: string } };
  }>(`/api/classes/${classId}/students`, { email });
  const { status, invitation, user } = response.data.data;
  // The school's administration enrols at once; a teacher's add waits for the student's consent.
  return { enrolled: status === 'enrolled', name: invitation?.student.fullName ?? user?.fullName ?? email };
}

export function useInviteStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteStudent,
    onSuccess: ({ enrolled }, { classId }) => {
      if (enrolled) refreshAfterRosterChange(client, classId);
    },
  });
}
