import { lazy, Suspense } from 'react';
import type { OfflinePartProps } from './offline-parts';
import { useOnline } from './use-online';

// One chunk for the three: its code and texts load only without a connection (the service worker
// precaches it, so it loads offline too).
const OfflinePart = lazy(() => import('./offline-parts'));

const part = (props: OfflinePartProps) => (
  <Suspense fallback={null}>
    <OfflinePart {...props} />
  </Suspense>
);

/** The signed-in layout's banner while there is no connection; nothing otherwise. */
export function OfflineNotice() {
  const online = useOnline();
  return online ? null : part({ part: 'banner' });
}

/**
 * "Last updated …" under a screen's kept data while there is no connection: `at` is its query's
 * dataUpdatedAt (the time of the answer shown, also when it came from the device's copy).
 */
export function LastUpdated({ at }: { at: number }) {
  const online = useOnline();
  return online || !at ? null : part({ part: 'lastUpdated', at });
}

/** In place of a screen's data that waits for a connection and has no kept copy (shared/ui/states.tsx QueryView). */
export function NothingKept() {
  return part({ part: 'nothingKept' });
}
