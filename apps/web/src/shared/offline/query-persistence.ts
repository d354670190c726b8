import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { clear, createStore, del, get, keys, set } from 'idb-keyval';
import {
  isUsable,
  KEPT_FORMAT,
  KEPT_MAX_AGE_MS,
  keptQueriesKey,
  shouldKeepQuery,
  type KeptQueries,
} from './kept-queries';

/** The user's kept reads, in a database of the app's own (the hand-in queue keeps its outbox apart). */
let opened: ReturnType<typeof createStore> | undefined;
const store = () => (opened ??= createStore('sinfxona-offline', 'queries'));

/** How long after the last answer the copy is written: a screen's several answers make one write. */
const SAVE_DELAY_MS = 1_000;

let stopKeeping: (() => void) | null = null;
/** Counts the stops: a write under way when keeping stopped is taken back. */
let generation = 0;

/** Puts the user's kept reads (when still usable) into the cache: a start without a connection shows them. */
export async function restoreKeptQueries(client: QueryClient, userId: string): Promise<boolean> {
  const record = await get<KeptQueries<DehydratedState>>(keptQueriesKey(userId), store()).catch(() => undefined);
  if (!isUsable(record, userId)) {
    if (record) await del(keptQueriesKey(userId), store()).catch(() => undefined);
    return false;
  }
  // A query the app has already answered keeps its newer answer (hydrate compares their times).
  hydrate(client, record.state);
  // A kept copy shows at once but is never taken for fresh: with a connection, the screen reads
  // again (a reload shows what the server has now); without one, the read waits and the copy stays.
  for (const kept of record.state.queries) {
    const query = client.getQueryCache().find({ queryKey: kept.queryKey, exact: true });
    if (query && query.state.dataUpdatedAt === kept.state.dataUpdatedAt) query.invalidate();
  }
  return true;
}

/** Writes the user's kept reads now. */
export async function saveKeptQueries(client: QueryClient, userId: string) {
  const state = dehydrate(client, { shouldDehydrateQuery: shouldKeepQuery });
  // Each read keeps its own time (dataUpdatedAt): that is what "last updated" shows.
  const fresh = {
    ...state,
    queries: state.queries.filter((q) => Date.now() - q.state.dataUpdatedAt <= KEPT_MAX_AGE_MS),
  };
  const record: KeptQueries<DehydratedState> = { userId, savedAt: Date.now(), format: KEPT_FORMAT, state: fresh };
  const started = generation;
  await set(keptQueriesKey(userId), record, store()).catch(() => undefined);
  if (started !== generation) await del(keptQueriesKey(userId), store()).catch(() => undefined);
}

/** From now on, the user's reads are written a moment after each answer, and when the page is hidden. */
export function keepQueries(client: QueryClient, userId: string) {
  stopKeepingQueries();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    void saveKeptQueries(client, userId);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !shouldKeepQuery(event.query)) return;
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) save();
  };
  document.addEventListener('visibilitychange', onHidden);
  stopKeeping = () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
  };
}

/** Stops writing (logout, another user): nothing more of the user is written after this. */
export function stopKeepingQueries() {
  generation += 1;
  stopKeeping?.();
  stopKeeping = null;
}

/** Whether the device keeps reads of someone other than `userId` (who did not log out). */
export async function keepsOtherUsers(userId: string): Promise<boolean> {
  const kept = await keys(store()).catch(() => []);
  return kept.some((key) => key !== keptQueriesKey(userId));
}

/** Deletes every user's kept reads. */
export async function forgetKeptQueries() {
  stopKeepingQueries();
  await clear(store()).catch(() => undefined);
}
