import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinClassInput, SchoolClass } from '@sinfxona/domain/schemas/classes';
import { api } from '@/shared/api/client';
import { refreshClassScopedData } from '@/shared/classes/invalidate';

/** A student joins with a code (also fine when already in); an unknown or closed code answers 404. */
export async function joinClass(input: JoinClassInput): Promise<SchoolClass> {
  return (await api.post<{ data: { class: SchoolClass } }>('/api/classes/join', input)).data.data.class;
}

/** Joining brings the class's tasks, videos and progress: everything class-scoped reloads. */
export function useJoinClass() {
  const client = useQueryClient();
  return useMutation({ mutationFn: joinClass, onSuccess: () => refreshClassScopedData(client) });
}
