import LoginPage from '@/features/auth/login-page';
import RegisterPage from '@/features/auth/register-page';
import { paths } from '@/shared/config/paths';
import { startGuestEntry } from '@/shared/lib/guest-entry';
import { startGuestPage } from '@/shared/lib/start-guest-page';

/**
 * The entry of `/login` and `/register`: the sign-in forms, prerendered (scripts/prerender.mjs).
 * Unlike the landing page's, their code comes with the page: the visitor came to type, and the
 * form can be sent only once it is live.
 */
startGuestEntry(
  () =>
    window.location.pathname === paths.register.getHref()
      ? startGuestPage(<RegisterPage />, 'auth.registerPageTitle')
      : startGuestPage(<LoginPage />, 'auth.loginPageTitle'),
  () => import('./main'),
  { afterPaint: false },
);
