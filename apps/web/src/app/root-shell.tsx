import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fetchCurrentUser } from '@/features/auth/api/get-current-user';
import { HttpError, setUnauthorizedHandler } from '@/shared/api/client';
import { useAuth } from '@/shared/auth/auth-store';
import { paths } from '@/shared/config/paths';
import { routeFor } from '@/shared/config/route-for';
import { useOutboxWatch } from './use-outbox-watch';

/** The token last checked with the server (module-wide: React may run an effect twice). */
let checkedToken: string | null = null;

/** Start-up and app-wide wiring: current user, 401 handling, the tab title, hand-ins queued offline. */
export function RootShell() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const token = useAuth((state) => state.token);
  useOutboxWatch();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      useAuth.getState().logout();
      void navigate(paths.login.getHref(), { replace: true });
    });
  }, [navigate]);

  // The token is checked with the server once per token, also when a kept copy of the user already
  // drew the screen: the answer replaces the copy; a refusal or a missing role logs out (SPEC §2).
  useEffect(() => {
    if (!token || checkedToken === token) return;
    checkedToken = token;
    const stillCurrent = () => useAuth.getState().token === token;
    fetchCurrentUser()
      .then((current) => {
        if (stillCurrent()) useAuth.getState().setUser(current);
      })
      .catch((error: unknown) => {
        if (!stillCurrent()) return;
        // No connection is no answer: the session stays (the kept copy of the user and their reads
        // show), and is checked on the next start.
        if (error instanceof HttpError && !error.response) {
          checkedToken = null;
          return;
        }
        useAuth.getState().logout();
        void navigate(paths.login.getHref(), { replace: true });
      });
  }, [token, navigate]);

  useEffect(() => {
    document.title = `${t(routeFor(location.pathname).titleKey)} · ${t('app.name')}`;
  }, [location.pathname, t, i18n.language]);

  return <Outlet />;
}
