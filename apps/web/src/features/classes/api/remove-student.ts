import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshAfterRosterChange } from './roster-cache';

/** Takes a student off the roster; their submissions and grades stay and return if they are added back. */
export async function removeStudent({ classId, userId }: { classId: string; userId: string }): Promise<void> {
  await api.delete(`/api/classes/${classId}/students/${userId}`);
}

export function useRemoveStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeStudent,
    onSuccess: (_result, { classId }) => refreshAfterRosterChange(client, classId),
  });
}
