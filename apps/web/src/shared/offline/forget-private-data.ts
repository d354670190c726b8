import { PRIVATE_CACHE_PREFIX, SW_MESSAGES } from './cache-names';
import { forgetKeptQueries } from './query-persistence';

/**
 * Deletes everything of the signed-in user kept on this device (logout; another user signing in):
 * their kept reads in IndexedDB and every `sinfxona-private-*` cache (the files they opened). The
 * page deletes the caches itself and tells the service worker too, so a worker that is just now
 * writing one forgets it as well. The precached app (public) stays.
 *
 * Hand-ins still waiting for the network are not kept here: logout asks before emptying them
 * (app/layout/app-layout.tsx), and another user's start drops them (features/submissions/outbox).
 */
export async function forgetPrivateData(): Promise<void> {
  await Promise.all([forgetKeptQueries(), forgetPrivateCaches()]);
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.forgetPrivateData });
}

async function forgetPrivateCaches() {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PRIVATE_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
