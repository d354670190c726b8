import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserUpdateInput } from '@sinfxona/domain/schemas/admin';
import type { User } from '@sinfxona/domain/schemas/auth';
import { api } from '@/shared/api/client';
import { classKeys } from '@/shared/api/query-keys';
import { adminKeys } from '@/features/admin/admin-keys';

export async function updatePerson({ id, input }: { id: string; input: AdminUserUpdateInput }): Promise<User> {
  return (await api.put<{ data: { user: User } }>(`/api/admin/users/${id}`, input)).data.data.user;
}

/** Renames, moves between teacher and admin, or (de)activates: the lists, the figures and the classes' names follow. */
export function useUpdatePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePerson,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.all });
      void client.invalidateQueries({ queryKey: classKeys.all });
    },
  });
}
