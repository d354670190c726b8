/**
 * The page's resource hints, in templates the build writes into index.html (resource-hints.ts):
 * the browser acts on a hint only once the app adds it to the page, when it is the right time.
 */
export const PAGE_HINTS = {
  /** `modulepreload` of the chunks every signed-in start runs, and `preload` of their style sheets. */
  appChunks: 'hints-app-chunks',
  /** `prefetch` of the chunks of what may be opened soon (dialogs, the phone's menu, the toast area). */
  later: 'hints-later',
} as const;

/** Adds the links of one of the page's hint templates to its head (a page without it, e.g. on the dev server: nothing). */
export function addPageHints(id: string) {
  const template = document.getElementById(id);
  if (template instanceof HTMLTemplateElement) document.head.append(template.content.cloneNode(true));
}

/**
 * Once the first screen is drawn and the browser is idle: the chunks of what may be opened next
 * are fetched into the cache, without having shared the connection with anything that screen needed.
 */
export function prefetchLater() {
  const add = () => addPageHints(PAGE_HINTS.later);
  if ('requestIdleCallback' in window) window.requestIdleCallback(add, { timeout: 5_000 });
  else setTimeout(add, 1_000);
}
