import { queryOptions, type DataTag, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { api } from './client';
import type { Read } from './read';

/** The options of a query of one read, typed by what it keeps and its key. */
export type ReadQueryOptions<Result, Key extends QueryKey> = UseQueryOptions<Result, Error, Result, Key> & {
  queryKey: DataTag<Key, Result, Error>;
  meta: { read: Read };
};

/** What a read's query keeps of the answer's `data` (all of it unless told), and its further options. */
export type ReadQueryExtras<Data, Result, Key extends QueryKey> = Omit<
  UseQueryOptions<Result, Error, Result, Key>,
  'queryKey' | 'queryFn' | 'meta'
> & { pick?: (data: Data) => Result };

/**
 * The query of one GET: its key, the read it fetches (named in `meta.read`, by which the app's start
 * asks for a screen's first data), what it keeps of the answer's `data` and its further options
 * (staleTime, placeholderData, enabled).
 */
export function readQuery<Data, Result = Data, Key extends QueryKey = QueryKey>(
  queryKey: Key,
  read: Read,
  { pick = (data) => data as unknown as Result, ...options }: ReadQueryExtras<Data, Result, Key> = {},
): ReadQueryOptions<Result, Key> {
  const query = queryOptions({
    ...options,
    queryKey,
    queryFn: async () => pick((await api.read<{ data: Data }>(read)).data.data),
  });
  return { ...query, meta: { read } };
}
