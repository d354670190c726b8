import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { School, SchoolUpdateInput } from '@sinfxona/domain/schemas/school';
import { api } from '@/shared/api/client';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { adminKeys } from '@/features/admin/admin-keys';

export const schoolRead = (): Read => ({ url: '/api/school' });

/** The school's settings (GET /api/school): its name, the address on the login cards, the sign-up policy. */
export const schoolQuery = () =>
  readQuery(adminKeys.school(), schoolRead(), { pick: (data: { school: School }) => data.school });

export const useSchool = () => useQuery(schoolQuery());

export async function saveSchool(input: SchoolUpdateInput): Promise<School> {
  return (await api.put<{ data: { school: School } }>('/api/school', input)).data.data.school;
}

/** Saves the settings given; the answer is the whole school, kept as the query's data; the audit log grows. */
export function useSaveSchool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSchool,
    onSuccess: (school) => {
      client.setQueryData(adminKeys.school(), school);
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}
