import type { QueryClient } from '@tanstack/react-query';
import { useAuth } from '@/shared/auth/auth-store';
import { whenIdle } from '@/shared/lib/when-idle';
import { forgetPrivateData } from './forget-private-data';
import { keepQueries, keepsOtherUsers, restoreKeptQueries, stopKeepingQueries } from './query-persistence';

let keptFor: string | null = null;

/**
 * Reading without a connection: the signed-in user's last reads are restored into the cache at the
 * start and kept from then on, following who is signed in (loaded by app/start-app.tsx, beside the
 * first screen's data). Another user signing in first deletes everything of the previous one (also
 * when the previous one's session ended without a logout, in an earlier visit).
 * Resolves once the kept reads are in the cache.
 */
export async function startOfflineReading(client: QueryClient): Promise<void> {
  const follow = async (userId: string | null) => {
    if (userId === keptFor) return;
    const previous = keptFor;
    keptFor = userId;
    stopKeepingQueries();
    if (!userId) return;
    // Another user in this tab, or kept by an earlier visit of someone who did not log out.
    if (previous || (await keepsOtherUsers(userId))) await forgetPrivateData();
    await restoreKeptQueries(client, userId);
    if (keptFor === userId) keepQueries(client, userId);
  };
  useAuth.subscribe((state) => void follow(state.user?._id ?? null));
  await follow(useAuth.getState().user?._id ?? null);
}

/**
 * Once the first screen is drawn and the browser is idle: the service worker is registered (its
 * precaching then downloads nothing the first screen waits for), with the new-version toast.
 */
export function afterFirstDraw() {
  whenIdle(() => void import('./after-start').then((offline) => offline.afterStart()));
}
