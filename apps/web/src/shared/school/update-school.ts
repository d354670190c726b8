import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { School, SchoolUpdateInput } from '@sinfxona/domain/schemas/school';
import { api } from '@/shared/api/client';
import { schoolKeys } from '@/shared/api/query-keys';

export async function updateSchool(input: SchoolUpdateInput): Promise<School> {
  return (await api.put<{ data: { school: School } }>('/api/school', input)).data.data.school;
}

/**
 * Saves the school's settings (an admin's). A new scale or new terms change every mark and term
 * figure, so everything cached is read afresh; the school's own answer is set from the reply.
 */
export function useUpdateSchool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSchool,
    onSuccess: (school) => {
      client.setQueryData(schoolKeys.all, school);
      void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== schoolKeys.all[0] });
    },
  });
}
