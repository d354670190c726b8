import { ActionIcon, AppShell, Avatar, Box, Burger, Group, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-store';
import { homeOf, paths } from '@/shared/config/paths';
import { routeFor } from '@/shared/config/route-for';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_COLLAPSED_PX, SIDEBAR_OPEN_PX } from '@/shared/config/ui';
import { LanguageSwitch } from '@/shared/ui/language-switch';
import { useFirstOpen } from '@/shared/ui/first-open';
import { MAIN_CONTENT_ID, SkipLink } from '@/shared/ui/skip-link';
import { ClassSwitcher } from './class-switcher';
import { NavMenu } from './nav-menu';
import { useSidebar } from './sidebar-store';
import classes from './layout.module.css';

const MobileMenu = lazy(() => import('./mobile-menu'));

/**
 * Top bar and role sidebar (SPEC §2): collapsible on desktop (240/60 px); below 1024 px an
 * overlay 70 vw wide, closed at start, closing on an outside click or a link click.
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

  const logout = () => {
    useAuth.getState().logout({ byUser: true });
    void navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: collapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_OPEN_PX,
        breakpoint: MOBILE_BREAKPOINT_PX,
        collapsed: { mobile: true, desktop: false },
      }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {isMobile ? (
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
            )}
            <Link to={homeOf(user.role)} className={classes.brand}>
              {t('app.name')}
            </Link>
            <Title order={1} size="h4" fw={600} className={classes.title} visibleFrom="xs">
              {title}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {!isMobile && switcher}
            {!isMobile && <LanguageSwitch />}
            <Group gap={8} wrap="nowrap">
              <Avatar color="indigo" radius="xl" size={34} aria-hidden>
                {user.fullName.trim().charAt(0).toUpperCase()}
              </Avatar>
              <Text fw={500} size="sm" visibleFrom="sm" data-testid="user-name">
                {user.fullName}
              </Text>
            </Group>
          </Group>
        </Group>
      </AppShell.Header>

      {!isMobile && (
        <AppShell.Navbar p="xs" className={classes.navbar} data-testid="sidebar" data-collapsed={collapsed}>
          <NavMenu role={user.role} collapsed={collapsed} onLogout={logout} />
        </AppShell.Navbar>
      )}

      {drawer.mounted && (
        <Suspense fallback={null}>
          <MobileMenu
            role={user.role}
            opened={drawer.opened}
            onClose={() => setDrawerOpen(false)}
            onLogout={logout}
            onMountedClosed={drawer.mountedClosed}
          />
        </Suspense>
      )}

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Title order={1} size="h3" mb="md" hiddenFrom="xs">
          {title}
        </Title>
        {isMobile && switcher && (
          <Box mb="md" maw={420}>
            {switcher}
          </Box>
        )}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
