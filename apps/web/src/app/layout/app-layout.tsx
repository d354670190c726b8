import { ActionIcon, Box, Burger } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useAuth } from '@/shared/auth/auth-store';
import { endServerSession } from '@/shared/auth/end-server-session';
import { homeOf, paths, type AreaRole } from '@/shared/config/paths';
import { routeFor } from '@/shared/config/route-for';
import { MOBILE_BREAKPOINT_PX } from '@/shared/config/ui';
import { LanguageSwitch } from '@/shared/ui/language-switch';
import { useFirstOpen } from '@/shared/ui/first-open';
import { OfflineNotice } from '@/shared/offline/offline-notice';
import { SkipLink } from '@/shared/ui/skip-link';
import { AppFrame } from './app-frame';
import { ClassSwitcher } from './class-switcher';
import { NavMenu } from './nav-menu';
import { useSidebar } from './sidebar-store';
import classes from './layout.module.css';

const MobileMenu = lazy(() => import('./mobile-menu'));
// The outbox's watcher chunk, loaded at start (./use-outbox-watch.ts): logout asks about unsent hand-ins with it.
const outbox = () => import('@/features/submissions/outbox/outbox-watch');
const LogoutWarning = lazy(() => outbox().then((module) => ({ default: module.LogoutWarning })));

/**
 * The signed-in frame (./app-frame.tsx) with its controls: the sidebar collapses on desktop; below
 * 1024 px the menu is an overlay 70 vw wide, closed at start, closing on an outside click or a link click.
 */
export default function AppLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAuth((state) => state.user)!;
  const { collapsed, toggle } = useSidebar();
  const isMobile = useMediaQuery(
    `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`,
    window.innerWidth < MOBILE_BREAKPOINT_PX,
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = useFirstOpen(isMobile && drawerOpen);
  const route = routeFor(location.pathname);
  const title = t(route.titleKey);
  // The switcher shows on the screens it scopes: in the top bar, or above the page on a phone.
  const switcher = route.classScoped ? <ClassSwitcher fullWidth={isMobile} /> : null;

  // Hand-ins still waiting for the network: logging out deletes them, so the user is asked first.
  const [unsent, setUnsent] = useState(0);
  const logout = async (confirmed = false) => {
    const store = await outbox().catch(() => null);
    const count = confirmed || !store ? 0 : await store.unsentCount(user._id).catch(() => 0);
    if (count > 0) return setUnsent(count);
    setUnsent(0);
    await store?.clearOutbox().catch(() => undefined);
    // The server ends the token (it reads it first); the browser forgets it at once, answer or not.
    void endServerSession();
    useAuth.getState().logout({ byUser: true });
    void navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <AppFrame
      title={title}
      fullName={user.fullName}
      collapsed={collapsed}
      menuButton={
        isMobile ? (
          <Burger
            opened={drawerOpen}
            onClick={() => setDrawerOpen((open) => !open)}
            size="sm"
            aria-label={t('common.menu')}
          />
        ) : (
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={toggle}
            aria-label={collapsed ? t('common.expand') : t('common.collapse')}
          >
            {collapsed ? <IconLayoutSidebarLeftExpand size={22} /> : <IconLayoutSidebarLeftCollapse size={22} />}
          </ActionIcon>
        )
      }
      brand={
        <Link to={homeOf(user.role)} className={classes.brand}>
          {t('app.name')}
        </Link>
      }
      tools={
        <>
          {!isMobile && switcher}
          {!isMobile && <LanguageSwitch />}
          <NotificationBell compact={isMobile} />
        </>
      }
      // The frame is drawn inside an area's RequireRole, so the user has that area's role.
      sidebar={
        isMobile ? undefined : (
          <NavMenu role={user.role as AreaRole} collapsed={collapsed} onLogout={() => void logout()} />
        )
      }
      extras={
        <>
          <SkipLink />
          {unsent > 0 && (
            <Suspense fallback={null}>
              <LogoutWarning count={unsent} onConfirm={() => void logout(true)} onClose={() => setUnsent(0)} />
            </Suspense>
          )}
          {drawer.mounted && (
            <Suspense fallback={null}>
              <MobileMenu
                role={user.role as AreaRole}
                opened={drawer.opened}
                onClose={() => setDrawerOpen(false)}
                onLogout={() => void logout()}
                onMountedClosed={drawer.mountedClosed}
              />
            </Suspense>
          )}
        </>
      }
    >
      <OfflineNotice />
      {isMobile && switcher && (
        <Box mb="md" maw={420}>
          {switcher}
        </Box>
      )}
      <Outlet />
    </AppFrame>
  );
}
