import { startGuestEntry } from '@/shared/lib/guest-entry';

/** The entry of `/`: the landing page, prerendered (scripts/prerender.mjs), made live once painted. */
startGuestEntry(
  () => import('./landing-start'),
  () => import('./main'),
  { afterPaint: true },
);
