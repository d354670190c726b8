import { createStore, del, entries, get, set, clear } from 'idb-keyval';
import { forgetQueuedStates } from './outbox-status';
import { outboxKey, type QueuedHandIn } from './outbox-rules';

/** The outbox's own IndexedDB database, apart from anything else the app keeps offline. */
const store = createStore('sinfxona-outbox', 'hand-ins');

// Async functions: where IndexedDB cannot be opened, idb-keyval throws at once; callers get a rejection.
export async function putHandIn(item: QueuedHandIn) {
  await set(item.key, item, store);
}

export async function getHandIn(userId: string, taskId: string) {
  return get<QueuedHandIn>(outboxKey(userId, taskId), store);
}

export async function removeHandIn(item: Pick<QueuedHandIn, 'key'>) {
  await del(item.key, store);
}

/** Every queued hand-in, whoever queued it. */
export async function allHandIns(): Promise<QueuedHandIn[]> {
  return (await entries<string, QueuedHandIn>(store)).map(([, item]) => item);
}

/** The user's queued hand-ins, oldest first. */
export async function handInsOf(userId: string): Promise<QueuedHandIn[]> {
  return (await allHandIns())
    .filter((item) => item.userId === userId)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/** How many of the user's hand-ins have not reached the server (refused ones excepted: they are lost anyway). */
export async function unsentCount(userId: string): Promise<number> {
  return (await handInsOf(userId)).filter((item) => !item.refusal).length;
}

/** Empties the outbox (logout, another user): nothing of anyone's work stays on the device. */
export async function clearOutbox(): Promise<void> {
  forgetQueuedStates();
  await clear(store);
}
