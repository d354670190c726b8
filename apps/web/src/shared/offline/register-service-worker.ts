import { Workbox } from 'workbox-window';
import { SW_MESSAGES } from './cache-names';

/** The service worker's URL: existing push subscriptions' registrations name it (features/notifications/api/push.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker (src/sw/): the app installs and opens without a connection. A new
 * version waits and takes over on the next visit; while the app is open, `onUpdate` is asked
 * whether to apply it now, with the function that does (the waiting worker takes over, the page reloads).
 */
export async function registerServiceWorker(onUpdate: (applyNow: () => void) => void) {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    onUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSW({ type: SW_MESSAGES.skipWaiting });
    });
  });
  // A browser may refuse the worker (storage full, workers turned off, a private window): the app
  // then works while online only, and the refusal must not surface as an unhandled error.
  await workbox.register().catch((error: unknown) => {
    console.warn('The app will not open without a connection: the service worker was refused', error);
  });
}
