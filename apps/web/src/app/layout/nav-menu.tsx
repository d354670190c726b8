import { NavLink, Stack, UnstyledButton } from '@mantine/core';
import {
  IconBook,
  IconChartBar,
  IconFileCheck,
  IconLogout,
  IconRobot,
  IconSchool,
  IconUser,
  IconUsers,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { lazy, Suspense, type ReactElement } from 'react';
import { NavLink as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@sinfxona/domain/constants';
import { paths } from '@/shared/config/paths';
import classes from './layout.module.css';

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

interface MenuItem {
  to: string;
  labelKey: string;
  icon: Icon;
}

/** The role's menu in SPEC §2 order, classes after the dashboard (the student's My Submissions sits after Tasks). */
const MENUS: Record<Role, MenuItem[]> = {
  student: [
    { to: paths.student.dashboard.getHref(), labelKey: 'nav.dashboard', icon: IconChartBar },
    { to: paths.student.classes.getHref(), labelKey: 'nav.myClasses', icon: IconSchool },
    { to: paths.student.tasks.getHref(), labelKey: 'nav.tasks', icon: IconBook },
    { to: paths.student.submissions.getHref(), labelKey: 'nav.submissions', icon: IconFileCheck },
    { to: paths.student.videos.getHref(), labelKey: 'nav.videos', icon: IconVideo },
    { to: paths.student.ai.getHref(), labelKey: 'nav.ai', icon: IconRobot },
    { to: paths.student.profile.getHref(), labelKey: 'nav.profile', icon: IconUser },
  ],
  teacher: [
    { to: paths.teacher.dashboard.getHref(), labelKey: 'nav.dashboard', icon: IconChartBar },
    { to: paths.teacher.classes.getHref(), labelKey: 'nav.classes', icon: IconSchool },
    { to: paths.teacher.tasks.getHref(), labelKey: 'nav.tasks', icon: IconBook },
    { to: paths.teacher.videos.getHref(), labelKey: 'nav.videos', icon: IconVideo },
    { to: paths.teacher.students.getHref(), labelKey: 'nav.students', icon: IconUsers },
    { to: paths.teacher.ai.getHref(), labelKey: 'nav.aiTeacher', icon: IconRobot },
    { to: paths.teacher.profile.getHref(), labelKey: 'nav.profile', icon: IconUser },
  ],
};

export function NavMenu({
  role,
  collapsed,
  onNavigate,
  onLogout,
}: {
  role: Role;
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
