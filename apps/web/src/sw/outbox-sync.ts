/// <reference lib="webworker" />
/**
 * The service worker's part of the outbox (features/submissions/outbox): when Background Sync says
 * the network is back (`sync` with the tag the app registers when it queues a hand-in), the open
 * windows of the app are asked to send their queued hand-ins. They send through the app's usual
 * path (tus for a document), so progress shows and the token of the moment is used. With no window
 * open, the hand-ins wait for the next visit: the worker holds no token and sends nothing itself.
 */

import { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_TAG } from '@/features/submissions/outbox/outbox-rules';

/** Background Sync's event (not in TypeScript's webworker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/** Asks every open window of the app to send its outbox; answers how many were asked. */
export async function askWindowsToSend(self: ServiceWorkerGlobalScope): Promise<number> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  for (const client of ours) client.postMessage({ type: OUTBOX_FLUSH_MESSAGE });
  return ours.length;
}

/** Call once in the service worker: `listenForOutboxSync(self as unknown as ServiceWorkerGlobalScope)`. */
export function listenForOutboxSync(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    // No window: nothing to do now; the app sends the outbox when it is next opened.
    sync.waitUntil(askWindowsToSend(self).then(() => undefined));
  });
}
