import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { adminKeys } from '@/features/admin/admin-keys';

/** A new one-time password for an account; the answer is the only place it is ever shown. */
export async function resetPassword(id: string): Promise<string> {
  return (await api.post<{ data: { password: string } }>(`/api/admin/users/${id}/reset-password`)).data.data.password;
}

/** The account's row now says its one-time password is in use. */
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.allPeople() }),
  });
}
