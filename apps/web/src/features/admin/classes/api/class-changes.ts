import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { api } from '@/shared/api/client';
import { classKeys } from '@/shared/api/query-keys';
import { refreshClassScopedData } from '@/shared/classes/invalidate';
import { adminKeys } from '@/features/admin/admin-keys';

/**
 * The admin's changes to a class, through the class routes an admin shares with its teachers
 * (docs/architecture.md §4 "The school"). Each answers the class as it now is; every class list,
 * the class's page and the school's figures (classes nobody teaches, pupils in no class) follow.
 */
function useClassChange<Input extends { classId: string }, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  { everyList = false } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_result, { classId }) => {
      if (everyList) refreshClassScopedData(client);
      void client.invalidateQueries({ queryKey: classKeys.detail(classId) });
      void client.invalidateQueries({ queryKey: classKeys.lists() });
      void client.invalidateQueries({ queryKey: adminKeys.stats() });
      void client.invalidateQueries({ queryKey: adminKeys.allPeople() });
    },
  });
}

/** Adds one of the school's teachers to a class; `added` is false when they already teach it (200, not 201). */
export const useAssignTeacher = () =>
  useClassChange(async ({ classId, email }: { classId: string; email: string }) => {
    const response = await api.post<{ data: { class: SchoolClass } }>(`/api/classes/${classId}/teachers`, { email });
    return { added: response.status === 201 };
  });

/** Takes a teacher off a class; the class's last teacher stays (409, the server's message says why). */
export const useUnassignTeacher = () =>
  useClassChange(async ({ classId, userId }: { classId: string; userId: string }) => {
    await api.delete(`/api/classes/${classId}/teachers/${userId}`);
  });

/** Archives a class or brings it back: its work leaves (or rejoins) every list and figure. */
export const useArchiveClass = () =>
  useClassChange(
    async ({ classId, archived }: { classId: string; archived: boolean }) => {
      await api.put(`/api/classes/${classId}`, { archived });
    },
    { everyList: true },
  );
