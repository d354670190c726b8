import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { classKeys, userKeys } from '@/shared/api/query-keys';
import { refreshClassScopedData } from '@/shared/classes/invalidate';

/** Takes a teacher (or oneself) off a class; the last teacher cannot go (409). */
export async function removeTeacher({
  classId,
  userId,
}: {
  classId: string;
  userId: string;
  /** The caller leaving: the class and its work leave every list of theirs. */
  self?: boolean;
}): Promise<void> {
  await api.delete(`/api/classes/${classId}/teachers/${userId}`);
}

export function useRemoveTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeTeacher,
    onSuccess: (_result, { classId, self }) => {
      if (self) {
        client.removeQueries({ queryKey: classKeys.detail(classId) });
        refreshClassScopedData(client);
        return;
      }
      void client.invalidateQueries({ queryKey: classKeys.detail(classId) });
      void client.invalidateQueries({ queryKey: classKeys.lists() });
      void client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
