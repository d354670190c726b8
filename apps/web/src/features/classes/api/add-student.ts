import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@sinfxona/domain/schemas/auth';
import { api } from '@/shared/api/client';
import { refreshAfterRosterChange } from './roster-cache';

/** Adds a registered student by e-mail; `added` is false when they were in the class already (200, not 201). */
export async function addStudent({ classId, email }: { classId: string; email: string }) {
  const response = await api.post<{ data: { user: User } }>(`/api/classes/${classId}/students`, { email });
  return { user: response.data.data.user, added: response.status === 201 };
}

export function useAddStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addStudent,
    onSuccess: (_result, { classId }) => refreshAfterRosterChange(client, classId),
  });
}
