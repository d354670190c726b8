import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { classKeys } from '@/shared/api/query-keys';
import type { LatePolicy } from '@/shared/late/late-policy';

/** Saves a class's late policy; the class (which carries it) and the policy are read again. */
export function useSaveLatePolicy(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (policy: LatePolicy) =>
      (await api.put<{ data: { latePolicy: LatePolicy } }>(`/api/classes/${classId}/late-policy`, policy)).data.data
        .latePolicy,
    onSuccess: () => void client.invalidateQueries({ queryKey: classKeys.detail(classId) }),
  });
}
