import type { QueryClient } from '@tanstack/react-query';
import { errorMessage, HttpError } from '@/shared/api/client';
import { useAuth } from '@/shared/auth/auth-store';
import i18n from '@/shared/i18n/i18n';
import { refreshAfterHandIn, submitWork } from '@/features/submissions/api/submit-work';
import { getHandIn, handInsOf, putHandIn, removeHandIn } from './outbox-store';
import { queuedStateOf, setQueuedState, shownTaskIds } from './outbox-status';
import { fileOf, isNetworkFailure, knownOffline, type QueuedHandIn } from './outbox-rules';
import '@/shared/i18n/outbox-texts';

/** How long "sent" stays in the task lists before the usual "submitted" badge alone says it. */
const SENT_SHOWN_MS = 8000;

let running: Promise<void> | null = null;

/**
 * Sends the user's queued hand-ins, one at a time, through the usual path (tus for a document,
 * multipart for photos), so the per cent shown is the upload's own. One run at a time: a second
 * call while one runs waits for it. A refused hand-in keeps the server's message until discarded.
 */
export function sendOutbox(userId: string, client: QueryClient): Promise<void> {
  // One tab at a time (Web Locks): another open tab waits, then finds what this one sent gone.
  const run = () => sendAll(userId, client);
  const locked = async () => {
    if (navigator.locks) await navigator.locks.request('sinfxona-outbox', run);
    else await run();
  };
  const current = (running ??= locked().finally(() => {
    running = null;
  }));
  return current;
}

async function sendAll(userId: string, client: QueryClient) {
  const items = await handInsOf(userId);
  // Sent or discarded in another tab meanwhile: this page stops showing it, and reads the task again.
  const gone = shownTaskIds().filter(
    (taskId) => queuedStateOf(taskId)?.phase !== 'sent' && !items.some((item) => item.taskId === taskId),
  );
  for (const taskId of gone) setQueuedState(taskId, null);
  if (gone.length) refreshAfterHandIn(client);
  for (const item of items) {
    if (item.refusal) {
      setQueuedState(item.taskId, { phase: 'refused', message: item.refusal });
      continue;
    }
    // Signed out (or someone else signed in) meanwhile, or the network went: the rest waits.
    if (useAuth.getState().user?._id !== userId || knownOffline()) {
      setQueuedState(item.taskId, { phase: 'waiting' });
      continue;
    }
    if ((await sendOne(item, client)) === 'stop') return;
  }
}

async function sendOne(item: QueuedHandIn, client: QueryClient): Promise<'next' | 'stop'> {
  const { taskId } = item;
  setQueuedState(taskId, { phase: 'sending', percent: 0 });
  try {
    await submitWork({
      taskId,
      ...(item.photos ? { photos: item.photos.map(fileOf) } : { file: item.document ? fileOf(item.document) : null }),
      textResponse: item.textResponse,
      onProgress: (percent) => setQueuedState(taskId, { phase: 'sending', percent }),
    });
  } catch (error) {
    const status = error instanceof HttpError ? error.response?.status : undefined;
    // No network, or the session is gone (the token is renewed by signing in): it waits.
    if (isNetworkFailure(error) || status === 401) {
      setQueuedState(taskId, { phase: 'waiting' });
      return 'stop';
    }
    const message = errorMessage(error, i18n.t('submissions.submitFailed'));
    // Discarded while it was being sent: nothing to keep.
    if (await getHandIn(item.userId, taskId)) await putHandIn({ ...item, refusal: message });
    setQueuedState(taskId, { phase: 'refused', message });
    refreshAfterHandIn(client);
    return 'next';
  }
  await removeHandIn(item);
  setQueuedState(taskId, { phase: 'sent' });
  refreshAfterHandIn(client);
  setTimeout(() => {
    if (queuedStateOf(taskId)?.phase === 'sent') setQueuedState(taskId, null);
  }, SENT_SHOWN_MS);
  return 'next';
}
