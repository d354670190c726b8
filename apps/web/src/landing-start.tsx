import LandingPage from '@/features/landing/landing-page';
import { startGuestPage } from '@/shared/lib/start-guest-page';

/** The landing page made live: started by its entry (landing-main.ts) once the built page is painted. */
startGuestPage(<LandingPage />, 'landing.pageTitle');
