import type { QueryClient } from '@tanstack/react-query';
import { allHandIns, removeHandIn } from './outbox-store';
import { OUTBOX_FLUSH_MESSAGE } from './outbox-rules';

// What the app's frame needs of the outbox at logout, from this one chunk it has loaded at start: the
// question works without a network, and the start carries one dynamic import instead of three.
export { clearOutbox, unsentCount } from './outbox-store';
export { default as LogoutWarning } from './logout-warning';

/**
 * Loaded at the app's start for a signed-in pupil: reads the outbox and does nothing more when it
 * holds nothing of theirs. Otherwise it shows the queued hand-ins' state and sends them (the "next
 * visit"); after that it sends whatever is queued when the network returns (the `online` event, or
 * the service worker's word after a Background Sync). Another user's hand-ins are dropped: a
 * shared phone keeps nothing of the previous pupil's work.
 */
export function watchOutbox(userId: string, client: QueryClient): () => void {
  let stopped = false;
  const send = async () => {
    const mine = (await allHandIns()).filter((item) => item.userId === userId);
    if (stopped || mine.length === 0) return;
    const { sendOutbox } = await import('./send-outbox');
    if (!stopped) await sendOutbox(userId, client);
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_FLUSH_MESSAGE) void send();
  };
  const onOnline = () => void send();

  void allHandIns().then(async (items) => {
    await Promise.all(items.filter((item) => item.userId !== userId).map(removeHandIn));
    await send();
  });
  window.addEventListener('online', onOnline);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  return () => {
    stopped = true;
    window.removeEventListener('online', onOnline);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
  };
}
