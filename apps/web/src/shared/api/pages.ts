import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Pagination } from '@sinfxona/domain/schemas/common';
import { api } from './client';
import type { Read } from './read';

/** The largest page the API gives (LIMIT_MAX): a range's few dozen items come in one read. */
export const WHOLE_PAGE = 100;

/**
 * Every item of a list the server narrows to a small range (a month's deadlines), page after page
 * until the last: nothing past the first page is cut off.
 */
export async function readAllPages<Data extends { pagination: Pagination }, Item>(
  readPage: (page: number) => Read,
  items: (data: Data) => Item[],
): Promise<Item[]> {
  const all: Item[] = [];
  for (let page = 1; ; page += 1) {
    const data = (await api.read<{ data: Data }>(readPage(page))).data.data;
    all.push(...items(data));
    if (page >= data.pagination.pages) return all;
  }
}

/** An infinite query's next page after `last`, or none after the last page. */
const nextPageOf = (last: { pagination: Pagination }) =>
  last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined;

/**
 * A list read page by page ("Show more" reads the next): each page is the answer's `data`.
 * `keepPrevious`: a changed filter keeps showing the last list while the new one loads.
 */
export function usePagedRead<Page extends { pagination: Pagination }>(
  queryKey: QueryKey,
  readPage: (page: number) => Read,
  options: { staleTime?: number; keepPrevious?: boolean; enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam }) => (await api.read<{ data: Page }>(readPage(pageParam))).data.data,
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: options.staleTime,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    enabled: options.enabled,
  });
}

/** The items of the pages read so far, and how many the list holds in all. */
export function pagedItems<Page extends { pagination: Pagination }, Item>(
  pages: Page[] | undefined,
  items: (page: Page) => Item[],
): { items: Item[]; total: number } {
  return { items: pages?.flatMap(items) ?? [], total: pages?.[0]?.pagination.total ?? 0 };
}
