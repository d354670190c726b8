/** Runs `work` when the browser is idle (at the latest after `timeout` ms), or after a second where it cannot say. */
export function whenIdle(work: () => void, timeout = 5_000) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout });
  else setTimeout(work, 1_000);
}
