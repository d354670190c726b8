/**
 * After the next frame is painted. A tab in the background paints nothing until it is shown: there
 * it is now (or once hidden, if it is hidden before its frame comes).
 */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
  });
