import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassCreateInput, SchoolClass } from '@sinfxona/domain/schemas/classes';
import { api } from '@/shared/api/client';
import { storeClass } from './class-cache';

export async function createClass(input: ClassCreateInput): Promise<SchoolClass> {
  return (await api.post<{ data: { class: SchoolClass } }>('/api/classes', input)).data.data.class;
}

/** A new class; the teacher's class lists (switcher, selects, the class gate) reload. */
export function useCreateClass() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createClass, onSuccess: (created) => storeClass(client, created) });
}
