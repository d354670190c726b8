import { useQuery } from '@tanstack/react-query';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { classKeys } from '@/shared/api/query-keys';

/**
 * The classes the caller teaches or is enrolled in (docs/architecture.md §4 "Classes"): the active
 * ones, or only the archived ones. Not paginated. The switcher, every class select and the
 * class gate read the same cached list, so it lives in shared/.
 */
export const classesRead = (archived = false): Read => ({ url: '/api/classes', params: { archived } });

/** Fresh for half a minute: a class a teacher adds someone to shows up soon without a reload. */
export const CLASS_LIST_FRESH_MS = 30_000;

export const classesQuery = (archived = false) =>
  readQuery(classKeys.list(archived), classesRead(archived), {
    pick: (data: { classes: SchoolClass[] }) => data.classes,
    staleTime: CLASS_LIST_FRESH_MS,
  });

export const useClasses = (archived = false) => useQuery(classesQuery(archived));
