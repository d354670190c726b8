import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@sinfxona/domain/schemas/common';
import type { StudentRow } from '@sinfxona/domain/schemas/users';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { userKeys } from '@/shared/api/query-keys';

export interface UserListParams {
  role: string;
  search: string;
  page: number;
  limit?: number;
  /** One class, or all the teacher's active classes. */
  classId?: string;
}

export interface UserPage {
  users: StudentRow[];
  pagination: Pagination;
}

/** The students (or teachers) of the teacher's classes, searched on the server, 10 a page unless told otherwise. */
export const usersRead = (params: UserListParams): Read => ({
  url: '/api/users',
  params: { ...params, limit: params.limit ?? 10, search: params.search || undefined },
});

/** The last page stays on screen while the next search or page loads. */
export const usersQuery = (params: UserListParams) =>
  readQuery<UserPage>(userKeys.list(params), usersRead(params), { placeholderData: keepPreviousData });

export const useUsers = (params: UserListParams) => useQuery(usersQuery(params));
