/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { PRIVATE_CACHE_PREFIX } from '@/shared/offline/cache-names';

declare const self: ServiceWorkerGlobalScope;

/** The files a user opened (a task's attachment, a piece of work): theirs alone, forgotten at logout. */
export const OPENED_FILES_CACHE = `${PRIVATE_CACHE_PREFIX}files`;

/** A stored file's bytes: `/api/files/<id>` (its signed link's query aside), not its preview. */
const FILE_PATH = /^\/api\/files\/[^/]+$/;

/**
 * Files the user opens are kept, by their id: a stored file never changes, and its signed link
 * (the query) is new with every answer that names it, so the copy opens from any later link.
 * Online, the server still answers (it checks the link); without a connection the copy does. Only
 * whole answers (200) are kept, the strategy's default.
 */
export function cacheOpenedFiles() {
  registerRoute(
    ({ url, request }) =>
      url.origin === self.location.origin && request.method === 'GET' && FILE_PATH.test(url.pathname),
    new NetworkFirst({
      cacheName: OPENED_FILES_CACHE,
      networkTimeoutSeconds: 10,
      plugins: [
        { cacheKeyWillBeUsed: async ({ request }) => new URL(request.url).pathname },
        new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  );
}

/** Deletes every cache of the user's own (the precached app shell is public and stays). */
export async function forgetPrivateCaches() {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PRIVATE_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
