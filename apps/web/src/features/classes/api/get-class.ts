import { useQuery } from '@tanstack/react-query';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { classKeys } from '@/shared/api/query-keys';

/** One class the caller teaches or is enrolled in; anyone else's answers 404. */
export const classRead = (classId: string): Read => ({ url: `/api/classes/${classId}` });

export const classQuery = (classId: string) =>
  readQuery(classKeys.detail(classId), classRead(classId), {
    pick: (data: { class: SchoolClass }) => data.class,
    retry: false,
  });

export const useClass = (classId: string) => useQuery(classQuery(classId));
