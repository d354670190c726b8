import { ActionIcon, Burger } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { MOBILE_BREAKPOINT_PX } from '@/shared/config/ui';
import { uzStart as uz } from '@/shared/i18n/uz';
import { AppFrame } from './app-frame';
import classes from './layout.module.css';

/** Marks the frame built into index.html; the entry fills it and marks it signed in and collapsed (../first-frame.ts). */
export const STATIC_FRAME_ATTRIBUTE = 'data-app-frame';

const frame = `[${STATIC_FRAME_ATTRIBUTE}]`;
const mobileWidth = `${MOBILE_BREAKPOINT_PX / 16}em`;
/**
 * What the app decides with script and the built copy must decide without: which menu button the
 * width calls for (the app switches at MOBILE_BREAKPOINT_PX), which sidebar icon the kept state
 * calls for, and nothing of a signed-in user's (the buttons, the titles, the avatar, the sidebar)
 * until the entry has filled it in.
 */
const FRAME_RULES = `
@media (min-width: ${mobileWidth}) { ${frame} [data-on="phone"] { display: none !important; } }
@media (max-width: calc(${mobileWidth} - 0.001em)) { ${frame} [data-on="desktop"] { display: none !important; } }
${frame}[data-collapsed] [data-when="open"], ${frame}:not([data-collapsed]) [data-when="collapsed"] { display: none; }
${frame}:not([data-signed-in]) :is([data-on], [data-frame], .mantine-Avatar-root, .mantine-AppShell-navbar) { display: none !important; }
`;

/**
 * The signed-in frame as index.html carries it, rendered at build time (scripts/prerender.mjs)
 * from the app's own frame with blanks for the user: the page paints it before any script runs,
 * and the app's first draw replaces it with the same frame, filled.
 */
export function StaticAppFrame() {
  return (
    <div {...{ [STATIC_FRAME_ATTRIBUTE]: '' }}>
      <style>{FRAME_RULES}</style>
      <AppFrame
        title=""
        fullName=""
        collapsed={false}
        menuButton={
          <>
            <Burger opened={false} size="sm" tabIndex={-1} aria-hidden data-on="phone" />
            <ActionIcon variant="subtle" size="lg" tabIndex={-1} aria-hidden data-on="desktop">
              <IconLayoutSidebarLeftCollapse size={22} data-when="open" />
              <IconLayoutSidebarLeftExpand size={22} data-when="collapsed" />
            </ActionIcon>
          </>
        }
        brand={<span className={classes.brand}>{uz.app.name}</span>}
        sidebar={null}
      />
    </div>
  );
}
