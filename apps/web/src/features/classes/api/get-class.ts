import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { api } from '@/shared/api/client';
import { classKeys } from '@/shared/api/query-keys';

/** One class the caller teaches or is enrolled in; anyone else's answers 404. */
export async function fetchClass(classId: string): Promise<SchoolClass> {
  return (await api.get<{ data: { class: SchoolClass } }>(`/api/classes/${classId}`)).data.data.class;
}

export const classQuery = (classId: string) =>
  queryOptions({ queryKey: classKeys.detail(classId), queryFn: () => fetchClass(classId), retry: false });

export const useClass = (classId: string) => useQuery(classQuery(classId));
