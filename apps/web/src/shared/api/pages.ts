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
export const nextPageOf = (last: { pagination: Pagination }) =>
  last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined;
