/**
 * Every cache holding something of the signed-in user's starts with this: logout deletes them all
 * (shared/offline/forget-private-data.ts and the service worker, src/sw/, both import this).
 */
export declare const PRIVATE_CACHE_PREFIX = 'sinfxona-private-';
/** What the page tells the service worker (postMessage). */
export declare const SW_MESSAGES: {
  readonly skipWaiting: 'SKIP_WAITING';
  readonly forgetPrivateData: 'FORGET_PRIVATE_DATA';
};
