/** The next task: what runs after it gets a main thread the browser could paint and take input on in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads and starts the signed-in app one chunk per task — React, then the libraries, then the app
 * itself — so a phone's main thread is never held for all of their evaluation at once (each is a
 * long task on a slow phone; together, one very long one). The page preloads all three while it
 * parses (resource-hints.ts), so the steps wait for no download in between.
 */
export async function loadApp() {
  await import('./stages/react-stage');
  await nextTask();
  await import('./stages/vendor-stage');
  await nextTask();
  await import('./start-app');
}
