import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { api } from '@/shared/api/client';
import { storeClass } from './class-cache';

/** A new join code for the class; the old one stops working at once. */
export async function renewJoinCode(classId: string): Promise<SchoolClass> {
  return (await api.post<{ data: { class: SchoolClass } }>(`/api/classes/${classId}/join-code`)).data.data.class;
}

export function useRenewJoinCode() {
  const client = useQueryClient();
  return useMutation({ mutationFn: renewJoinCode, onSuccess: (updated) => storeClass(client, updated) });
}
