import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/shared/auth/auth-store';

/**
 * Starts the outbox's watcher for the signed-in user (features/submissions/outbox/outbox-watch.ts):
 * a small chunk that reads the outbox and stops there when it is empty; queued hand-ins are shown
 * and sent (the "next visit"), and sent again whenever the network returns.
 */
export function useOutboxWatch() {
  const userId = useAuth((state) => state.user?._id ?? null);
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let live = true;
    let stop: (() => void) | undefined;
    import('@/features/submissions/outbox/outbox-watch').then(
      ({ watchOutbox }) => {
        if (live) stop = watchOutbox(userId, client);
      },
      () => undefined, // Offline with the chunk not kept: the next visit tries again.
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [userId, client]);
}
