import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassUpdateInput, SchoolClass } from '@sinfxona/domain/schemas/classes';
import { api } from '@/shared/api/client';
import { refreshClassScopedData } from '@/shared/classes/invalidate';
import { storeClass } from './class-cache';

export async function updateClass({ id, input }: { id: string; input: ClassUpdateInput }): Promise<SchoolClass> {
  return (await api.put<{ data: { class: SchoolClass } }>(`/api/classes/${id}`, input)).data.data.class;
}

/**
 * Renames, switches joining on or off, archives or restores. Archiving takes the class's work out
 * of every default list and figure (and brings it back on restore), so those reload too.
 */
export function useUpdateClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateClass,
    onSuccess: (updated, { input }) => {
      storeClass(client, updated);
      if (input.archived !== undefined) refreshClassScopedData(client);
    },
  });
}
