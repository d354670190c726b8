import { useSyncExternalStore } from 'react';

/**
 * What the page shows of each queued hand-in, by task (the signed-in user's only): waiting for the
 * network, sending with the real upload's per cent, sent, or the server's refusal. Kept in memory;
 * the outbox (IndexedDB) holds the hand-ins themselves. No IndexedDB here: the task lists import it.
 */
export type QueuedState =
  | { phase: 'waiting' }
  | { phase: 'sending'; percent: number }
  | { phase: 'sent' }
  | { phase: 'refused'; message: string };

const states = new Map<string, QueuedState>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

export function setQueuedState(taskId: string, state: QueuedState | null) {
  if (state) states.set(taskId, state);
  else states.delete(taskId);
  changed();
}

export function forgetQueuedStates() {
  states.clear();
  changed();
}

export const queuedStateOf = (taskId: string) => states.get(taskId) ?? null;

/** The tasks whose queued hand-in this page shows. */
export const shownTaskIds = () => [...states.keys()];

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The task's queued hand-in as shown, or null when it has none. */
export function useQueuedState(taskId: string): QueuedState | null {
  return useSyncExternalStore(subscribe, () => queuedStateOf(taskId));
}
