import { AppShell, Avatar, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_COLLAPSED_PX, SIDEBAR_OPEN_PX } from '@/shared/config/ui';
import { MAIN_CONTENT_ID } from '@/shared/ui/skip-link';
import classes from './layout.module.css';

/**
 * The parts of the frame the app's entry fills in the copy built into index.html
 * (`data-frame="…"`, ../first-frame.ts): the screen's title in the top bar and above the page, the
 * user's initial and name.
 */
export type FramePart = 'title' | 'heading' | 'initial' | 'name';

export interface AppFrameProps {
  title: string;
  fullName: string;
  collapsed: boolean;
  /** The phone's burger or the sidebar's collapse button (the built copy has both, see StaticAppFrame). */
  menuButton: ReactNode;
  /** The app's name, a link home. */
  brand: ReactNode;
  /** The top bar's controls before the user (the class switcher, the language switch). */
  tools?: ReactNode;
  /** The sidebar's content; without it (a phone), no sidebar. */
  sidebar?: ReactNode;
  /** Above the page (the class switcher on a phone) and the page itself. */
  children?: ReactNode;
  /** Beside the shell (the skip link, the phone's menu). */
  extras?: ReactNode;
}

/**
 * The signed-in frame: top bar and role sidebar (SPEC §2), collapsible on desktop (240/60 px), an
 * overlay below 1024 px (./mobile-menu.tsx). Drawn by the app (./app-layout.tsx) and, at build
 * time, into index.html (./static-app-frame.tsx), so the page shows it before the app's code runs.
 */
export function AppFrame({
  title,
  fullName,
  collapsed,
  menuButton,
  brand,
  tools,
  sidebar,
  children,
  extras,
}: AppFrameProps) {
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
      {extras}
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {menuButton}
            {brand}
            <Title order={1} size="h4" fw={600} className={classes.title} visibleFrom="xs" data-frame="title">
              {title}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {tools}
            <Group gap={8} wrap="nowrap">
              <Avatar color="indigo" radius="xl" size={34} aria-hidden>
                <span data-frame="initial">{fullName.trim().charAt(0).toUpperCase()}</span>
              </Avatar>
              <Text fw={500} size="sm" visibleFrom="sm" data-testid="user-name" data-frame="name">
                {fullName}
              </Text>
            </Group>
          </Group>
        </Group>
      </AppShell.Header>

      {sidebar !== undefined && (
        <AppShell.Navbar p="xs" className={classes.navbar} data-testid="sidebar" data-collapsed={collapsed}>
          {sidebar}
        </AppShell.Navbar>
      )}

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Title order={1} size="h3" mb="md" hiddenFrom="xs" data-frame="heading">
          {title}
        </Title>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
