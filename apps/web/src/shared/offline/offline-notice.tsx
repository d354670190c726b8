import { lazy, Suspense } from 'react';
import { useOnline } from './use-online';

const OfflineBanner = lazy(() => import('./offline-banner'));
const LastUpdatedText = lazy(() => import('./last-updated-text'));
const NothingKeptText = lazy(() => import('./nothing-kept-text'));

/**
 * The signed-in layout's banner while there is no connection; nothing otherwise (its code and
 * texts load only then: they are precached by the service worker, so they load offline too).
 */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}

/**
 * "Last updated …" under a screen's kept data while there is no connection: `at` is its query's
 * dataUpdatedAt (the time of the answer shown, also when it came from the device's copy).
 */
export function LastUpdated({ at }: { at: number }) {
  const online = useOnline();
  if (online || !at) return null;
  return (
    <Suspense fallback={null}>
      <LastUpdatedText at={at} />
    </Suspense>
  );
}

/** In place of a screen's data that waits for a connection and has no kept copy (shared/ui/states.tsx QueryView). */
export function NothingKept() {
  return (
    <Suspense fallback={null}>
      <NothingKeptText />
    </Suspense>
  );
}
