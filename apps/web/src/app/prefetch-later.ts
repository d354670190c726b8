/** The page's template of prefetch links, written by the build (resource-hints.ts). */
export const PREFETCH_TEMPLATE_ID = 'prefetch-later';

/**
 * Adds the page's prefetch links (the chunks of dialogs, the phone's menu, the toast area) once
 * the first screen is drawn and the browser is idle: the chunks are then in the cache when first
 * used, without having shared the connection with anything the first screen needed.
 */
export function prefetchLater() {
  const template = document.getElementById(PREFETCH_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const add = () => document.head.append(template.content.cloneNode(true));
  if ('requestIdleCallback' in window) window.requestIdleCallback(add, { timeout: 5_000 });
  else setTimeout(add, 1_000);
}
