import { lazy, Suspense, type ComponentType } from 'react';
import type { OfflinePartProps } from './offline-parts';
import { useOnline } from './use-online';

/**
 * One chunk for the three, fetched once the first screen is drawn (./after-start.ts), so it is here
 * when the connection goes even where no service worker has precached it yet (a first visit, a
 * browser without one). If it still cannot load, nothing is shown rather than the app failing.
 */
export const loadOfflineParts = () => import('./offline-parts');
const OfflinePart = lazy<ComponentType<OfflinePartProps>>(() =>
  loadOfflineParts().catch(() => ({ default: () => null })),
);

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
