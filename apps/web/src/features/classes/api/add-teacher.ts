import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { api } from '@/shared/api/client';
import { userKeys } from '@/shared/api/query-keys';
import { storeClass } from './class-cache';

/** Adds a co-teacher by e-mail; `added` is false when they already teach the class (200, not 201). */
export async function addTeacher({ classId, email }: { classId: string; email: string }) {
  const response = await api.post<{ data: { class: SchoolClass } }>(`/api/classes/${classId}/teachers`, { email });
  return { schoolClass: response.data.data.class, added: response.status === 201 };
}

/** The class now names the new teacher; the directory's teacher list changes too. */
export function useAddTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addTeacher,
    onSuccess: ({ schoolClass }) => {
      storeClass(client, schoolClass);
      void client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
