import { DEFAULT_LANGUAGE } from '@sinfxona/domain/constants';
import { TOKEN_STORAGE_KEY } from '@/shared/config/ui';
import { initialLanguage } from '@/shared/i18n/language';
import { afterNextPaint } from '@/shared/lib/after-paint';

/**
 * Starts a prerendered guest page (landing, sign-in, sign-up), whose HTML is the whole page in
 * Uzbek and paints without any script. With `afterPaint` (the landing page), the page's code is
 * fetched only after that first paint, so nothing shares the connection or the processor with it;
 * a reader of another language gets it at once (the built page is not theirs). Someone signed in
 * gets the app instead, whose guard sends them to their dashboard.
 */
export function startGuestEntry(
  page: () => unknown,
  app: () => Promise<unknown>,
  { afterPaint }: { afterPaint: boolean },
) {
  if (localStorage.getItem(TOKEN_STORAGE_KEY)) void app();
  else if (!afterPaint || initialLanguage() !== DEFAULT_LANGUAGE) void page();
  else void afterNextPaint().then(page);
  registerServiceWorkerLater();
}

/** Once the page has loaded, then some: the worker's precaching then shares nothing with the page's own loading. */
const GUEST_WORKER_DELAY_MS = 3_000;

/**
 * The guest pages register the service worker too (the app opens without a connection after a
 * first visit to any page), well after they have loaded. The app registers it itself, with its
 * new-version toast (shared/offline/register-service-worker.ts); registering twice is one registration.
 */
function registerServiceWorkerLater() {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    setTimeout(
      () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined),
      GUEST_WORKER_DELAY_MS,
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
