import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { api } from '@/shared/api/client';
import { withRead, type Read } from '@/shared/api/read';
import { classKeys } from '@/shared/api/query-keys';

/** One class the caller teaches or is enrolled in; anyone else's answers 404. */
export const classRead = (classId: string): Read => ({ url: `/api/classes/${classId}` });

export async function fetchClass(classId: string): Promise<SchoolClass> {
  return (await api.read<{ data: { class: SchoolClass } }>(classRead(classId))).data.data.class;
}

export const classQuery = (classId: string) =>
  withRead(
    classRead(classId),
    queryOptions({
      queryKey: classKeys.detail(classId),
      queryFn: () => fetchClass(classId),
      retry: false,
    }),
  );

export const useClass = (classId: string) => useQuery(classQuery(classId));
