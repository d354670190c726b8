import { getHandIn, putHandIn } from './outbox-store';
import { setQueuedState } from './outbox-status';
import { keepFile, OUTBOX_SYNC_TAG, outboxKey, type QueuedHandIn } from './outbox-rules';
import '@/shared/i18n/outbox-texts';

export interface HandInToQueue {
  userId: string;
  taskId: string;
  file?: File | null;
  photos?: File[];
  textResponse?: string;
}

/** Whether the user already has a hand-in waiting for this task (a new one replaces it). */
export async function hasQueued(userId: string, taskId: string): Promise<boolean> {
  return (await getHandIn(userId, taskId)) !== undefined;
}

/**
 * Keeps a hand-in prepared without a connection in the outbox (replacing the task's earlier one)
 * and asks the browser to wake the app when the network is back (Background Sync, where there is
 * one). The `online` event and the next visit send it as well (outbox-watch.ts).
 */
export async function queueHandIn({ userId, taskId, file, photos, textResponse }: HandInToQueue): Promise<void> {
  const item: QueuedHandIn = {
    key: outboxKey(userId, taskId),
    userId,
    taskId,
    ...(photos?.length ? { photos: photos.map(keepFile) } : file ? { document: keepFile(file) } : {}),
    ...(textResponse?.trim() ? { textResponse: textResponse.trim() } : {}),
    queuedAt: new Date().toISOString(),
  };
  await putHandIn(item);
  setQueuedState(taskId, { phase: 'waiting' });
  await requestBackgroundSync();
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

async function requestBackgroundSync() {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync here (or not allowed): the online event and the next visit send it.
  }
}
