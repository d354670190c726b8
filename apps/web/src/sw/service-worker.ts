/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { PrecacheEntry } from 'workbox-precaching';
import { SW_MESSAGES } from '@/shared/offline/cache-names';
import { cacheOpenedFiles, forgetPrivateCaches } from './private-files';
import { listenForOutboxSync } from './outbox-sync';
import { listenForPush } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/**
 * Sinfxona's service worker, served as /sw.js (push subscriptions name that URL). It keeps the app
 * installable and usable without a connection: the built pages and chunks are precached (the list
 * is written into the build by vite-plugin-pwa; scripts/prerender.mjs brings the pages' revisions
 * up to date), page paths open from them, and the files the user opened are kept (./private-files.ts).
 * A new version waits until every tab of the old one is closed, or until the page asks it to take
 * over (the "new version" toast, shared/offline/register-service-worker.ts).
 */

// The guest pages have their own prerendered HTML, as the server sends it (apps/api/src/plugins/web.ts);
// `/` is not `/index.html`, and no path is looked up with `.html` added.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first worker takes the open tabs at once (they run the build it precached); a later one waits.
clientsClaim();

const GUEST_PAGES: Record<string, string> = {
  '/': '/landing.html',
  '/login': '/login.html',
  '/register': '/register.html',
};

for (const [pathname, page] of Object.entries(GUEST_PAGES))
  registerRoute(new NavigationRoute(createHandlerBoundToURL(page), { allowlist: [new RegExp(`^${pathname}/*$`)] }));
// Every other page path is the app, which routes it itself; the API's answers (a file opened in a
// tab, the API docs) are never the app.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

cacheOpenedFiles();
listenForPush();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  if (type === SW_MESSAGES.forgetPrivateData) event.waitUntil(forgetPrivateCaches());
});

// Hand-ins queued without a network: Background Sync asks the open windows to send them.
listenForOutboxSync(self);
