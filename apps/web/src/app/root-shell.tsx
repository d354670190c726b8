import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fetchCurrentUser } from '@/features/auth/api/get-current-user';
import { setUnauthorizedHandler } from '@/shared/api/client';
import { useAuth } from '@/shared/auth/auth-store';
import { paths } from '@/shared/config/paths';
import { routeFor } from '@/shared/config/route-for';

/** Start-up and app-wide wiring: current user, 401 handling, the tab title. */
export function RootShell() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const token = useAuth((state) => state.token);
  const user = useAuth((state) => state.user);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      useAuth.getState().logout();
      void navigate(paths.login.getHref(), { replace: true });
    });
  }, [navigate]);

  // A stored token without a loaded user: fetch it; on failure or a missing role, log out (SPEC §2).
  useEffect(() => {
    if (!token || user) return;
    let cancelled = false;
    fetchCurrentUser()
      .then((current) => {
        if (!cancelled) useAuth.getState().setUser(current);
      })
      .catch(() => {
        if (cancelled) return;
        useAuth.getState().logout();
        void navigate(paths.login.getHref(), { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [token, user, navigate]);

  useEffect(() => {
    document.title = `${t(routeFor(location.pathname).titleKey)} · ${t('app.name')}`;
  }, [location.pathname, t, i18n.language]);

  return <Outlet />;
}
