/**
 * Every cache holding something of the signed-in user's starts with this: logout deletes them all
 * (shared/offline/forget-private-data.ts and the service worker, src/sw/, both import this).
 */
export const PRIVATE_CACHE_PREFIX = 'sinfxona-private-';

/** What the page tells the service worker (postMessage). */
export const SW_MESSAGES = { skipWaiting: 'SKIP_WAITING', forgetPrivateData: 'FORGET_PRIVATE_DATA' } as const;
