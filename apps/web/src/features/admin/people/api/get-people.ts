import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { User } from '@sinfxona/domain/schemas/auth';
import type { Pagination } from '@sinfxona/domain/schemas/common';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { adminKeys } from '@/features/admin/admin-keys';

/** The people screen's filters: each empty one is left out of the request. */
export interface PeopleQuery {
  search: string;
  role: string;
  active: string;
  /** A class's id, or NO_CLASS. */
  classId: string;
  page: number;
  limit?: number;
}

export const peopleRead = ({ search, role, active, classId, page, limit = 20 }: PeopleQuery): Read => ({
  url: '/api/admin/users',
  params: {
    page,
    limit,
    search: search || undefined,
    role: role || undefined,
    active: active || undefined,
    classId: classId || undefined,
  },
});

/** The school's accounts, a page at a time; the last page stays on screen while the next loads. */
export const peopleQuery = (query: PeopleQuery) =>
  readQuery<{ users: User[]; pagination: Pagination }>(adminKeys.people(query), peopleRead(query), {
    placeholderData: keepPreviousData,
  });

export const usePeople = (query: PeopleQuery) => useQuery(peopleQuery(query));
