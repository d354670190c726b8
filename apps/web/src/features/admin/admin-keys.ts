import type { PeopleQuery } from '@/features/admin/people/api/get-people';

/**
 * The query keys of the admin's screens. An admin's change to an account, a class or an invitation
 * moves the school's figures too, so each change refreshes `all`'s figures beside its own list.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  allPeople: () => [...adminKeys.all, 'people'] as const,
  people: (query: PeopleQuery) => [...adminKeys.allPeople(), query] as const,
  invitations: () => [...adminKeys.all, 'invitations'] as const,
  audit: (page: number) => [...adminKeys.all, 'audit', page] as const,
};
