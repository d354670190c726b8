import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMIT_MAX } from '@sinfxona/domain/constants';
import type { Pagination } from '@sinfxona/domain/schemas/common';
import type { StudentRow } from '@sinfxona/domain/schemas/users';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { classKeys } from '@/shared/api/query-keys';

export interface RosterPage {
  users: StudentRow[];
  pagination: Pagination;
}

export const ROSTER_PAGE_SIZE = 20;

interface RosterParams {
  search: string;
  page: number;
  limit?: number;
}

/** A class's students with this class's figures, searched on the server. */
export const rosterRead = (classId: string, params: RosterParams): Read => ({
  url: `/api/classes/${classId}/students`,
  params: { page: params.page, limit: params.limit ?? ROSTER_PAGE_SIZE, search: params.search || undefined },
});

export const rosterQuery = (classId: string, params: { search: string; page: number }) =>
  readQuery<RosterPage>(classKeys.roster(classId, params), rosterRead(classId, params), {
    placeholderData: keepPreviousData,
  });

export const useRoster = (classId: string, params: { search: string; page: number }) =>
  useQuery(rosterQuery(classId, params));

/** The class's students to choose from (a picker searches them on the client): one page of the most the server gives. */
export const useRosterChoices = (classId: string | undefined) => {
  const params = { search: '', page: 1, limit: LIMIT_MAX };
  return useQuery(
    readQuery(classKeys.roster(classId ?? '', params), rosterRead(classId ?? '', params), {
      pick: (data: RosterPage) => data.users,
      enabled: Boolean(classId),
    }),
  );
};
