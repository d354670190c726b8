import { removeHandIn } from './outbox-store';
import { setQueuedState } from './outbox-status';
import { isNetworkFailure, knownOffline, outboxKey } from './outbox-rules';
import { queueHandIn, type HandInToQueue } from './queue-hand-in';

/**
 * Hands in now, or — with no network (the browser says so, or the sending failed for want of one) —
 * keeps the hand-in in the outbox to be sent when the connection returns. A server's refusal is
 * thrown as it is. A hand-in that reaches the server replaces the task's queued one.
 */
export async function handInOrQueue(send: () => Promise<unknown>, handIn: HandInToQueue): Promise<'sent' | 'queued'> {
  if (knownOffline()) {
    await queueHandIn(handIn);
    return 'queued';
  }
  try {
    await send();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    await queueHandIn(handIn);
    return 'queued';
  }
  // Sent: a hand-in queued earlier for the task is replaced (where IndexedDB cannot be opened, there is none).
  await removeHandIn({ key: outboxKey(handIn.userId, handIn.taskId) }).catch(() => undefined);
  setQueuedState(handIn.taskId, null);
  return 'sent';
}
