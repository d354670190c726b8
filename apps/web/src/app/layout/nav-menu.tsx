import { NavLink, Stack, UnstyledButton } from '@mantine/core';
import {
  IconAddressBook,
  IconBook,
  IconCalendar,
  IconCertificate,
  IconChartBar,
  IconFileCheck,
  IconFileImport,
  IconHistory,
  IconLogout,
  IconMailPlus,
  IconRobot,
  IconSchool,
  IconSettings,
  IconUser,
  IconUsers,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { lazy, Suspense, type ReactElement } from 'react';
import { NavLink as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { screensOf, type MenuIcon } from '@/app/screens';
import classes from './layout.module.css';
import type { AreaRole } from '@/shared/config/paths';

const NavTooltip = lazy(() => import('./nav-tooltip'));

/** An icon-only item of the collapsed sidebar, named by a tooltip once its chunk is here. */
function Labelled({ label, collapsed, children }: { label: string; collapsed: boolean; children: ReactElement }) {
  if (!collapsed) return children;
  return (
    <Suspense fallback={children}>
      <NavTooltip label={label}>{children}</NavTooltip>
    </Suspense>
  );
}

/** The icon of each menu entry the screen table names (../screens.ts). */
const ICONS: Record<MenuIcon, Icon> = {
  dashboard: IconChartBar,
  classes: IconSchool,
  tasks: IconBook,
  submissions: IconFileCheck,
  reportCard: IconCertificate,
  calendar: IconCalendar,
  videos: IconVideo,
  students: IconUsers,
  ai: IconRobot,
  profile: IconUser,
  people: IconAddressBook,
  import: IconFileImport,
  invitations: IconMailPlus,
  settings: IconSettings,
  audit: IconHistory,
};

/** The role's menu: its screens with a menu entry, in the screen table's order (SPEC §2's, classes after the dashboard). */
const menuOf = (role: AreaRole) =>
  screensOf(role).flatMap(({ route, menu }) =>
    menu ? [{ to: route.path, labelKey: menu.labelKey, icon: ICONS[menu.icon] }] : [],
  );

const MENUS: Record<AreaRole, ReturnType<typeof menuOf>> = {
  student: menuOf('student'),
  teacher: menuOf('teacher'),
  admin: menuOf('admin'),
  guardian: menuOf('guardian'),
};

export function NavMenu({
  role,
  collapsed,
  onNavigate,
  onLogout,
}: {
  role: AreaRole;
  collapsed: boolean;
  onNavigate?: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack justify="space-between" h="100%" gap="xs">
      <nav aria-label={t('common.menu')}>
        <Stack gap={4}>
          {MENUS[role].map((item) => {
            const label = t(item.labelKey);
            return (
              <Labelled key={item.to} label={label} collapsed={collapsed}>
                <NavLink
                  component={RouterLink}
                  to={item.to}
                  label={collapsed ? undefined : label}
                  aria-label={collapsed ? label : undefined}
                  leftSection={<item.icon size={20} stroke={1.6} />}
                  onClick={onNavigate}
                  className={classes.navLink}
                />
              </Labelled>
            );
          })}
        </Stack>
      </nav>
      <Labelled label={t('common.logout')} collapsed={collapsed}>
        <UnstyledButton className={classes.logout} onClick={onLogout} aria-label={t('common.logout')}>
          <IconLogout size={20} stroke={1.6} />
          {!collapsed && <span>{t('common.logout')}</span>}
        </UnstyledButton>
      </Labelled>
    </Stack>
  );
}
