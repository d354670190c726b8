import LandingPage from '@/features/landing/landing-page';
import { startGuestPage } from '@/shared/lib/start-guest-page';

/** The entry of `/`: the landing page, prerendered (scripts/prerender.mjs). */
startGuestPage(<LandingPage />, 'landing.pageTitle', () => import('./main'));
