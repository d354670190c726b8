import LoginPage from '@/features/auth/login-page';
import RegisterPage from '@/features/auth/register-page';
import { paths } from '@/shared/config/paths';
import { startGuestPage } from '@/shared/lib/start-guest-page';

/** The entry of `/login` and `/register`: the sign-in forms, prerendered (scripts/prerender.mjs). */
if (window.location.pathname === paths.register.getHref())
  startGuestPage(<RegisterPage />, 'auth.registerPageTitle', () => import('./main'));
else startGuestPage(<LoginPage />, 'auth.loginPageTitle', () => import('./main'));
