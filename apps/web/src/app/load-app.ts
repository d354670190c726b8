import { afterNextPaint } from '@/shared/lib/after-paint';
import { addPageHints, PAGE_HINTS } from './page-hints';

/** The next task: what runs after it gets a main thread the browser could paint and take input on in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads and starts the signed-in app one chunk per task, after the entry's own task — React, then
 * the libraries, then the app itself — so a phone's main thread is never held for all of their
 * evaluation at once (each is a long task on a slow phone; together, one very long one). All three
 * are preloaded at once before the first (page-hints.ts), so the steps wait for no download in between.
 */
export async function loadApp() {
  // The frame the entry drew paints first, with the whole connection and processor to itself; then
  // React, the libraries and the app are fetched at once.
  await afterNextPaint();
  addPageHints(PAGE_HINTS.appChunks);
  await import('./stages/react-stage');
  await nextTask();
  await import('./stages/vendor-stage');
  await nextTask();
  await import('./start-app');
}
