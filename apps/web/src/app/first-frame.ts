import type { Language } from '@sinfxona/domain/constants';
import { toUzbekCyrillic } from '@sinfxona/domain/rules/uz-cyrillic';
import type { User } from '@sinfxona/domain/schemas/auth';
import type { RouteInfo } from '@/shared/config/paths';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_COLLAPSED_PX, SIDEBAR_COLLAPSED_STORAGE_KEY } from '@/shared/config/ui';
import { titlesEn } from '@/shared/i18n/titles-en';
import { titlesRu } from '@/shared/i18n/titles-ru';
import { titlesUz } from '@/shared/i18n/titles-uz';
import type { FramePart } from './layout/app-frame';

type TitleName = keyof typeof titlesUz;

/** A screen's title in a language, as the app's catalogues have it (Cyrillic Uzbek is generated from the Latin). */
export function screenTitle(route: Pick<RouteInfo, 'titleKey'>, language: Language): string | null {
  const name = route.titleKey.replace(/^titles\./, '') as TitleName;
  const latin = titlesUz[name];
  if (latin === undefined) return null;
  if (language === 'en') return titlesEn[name];
  if (language === 'ru') return titlesRu[name];
  return language === 'uz-Cyrl' ? toUzbekCyrillic(latin) : latin;
}

/** A screen as the frame needs it: its title (and whether it shows the class switcher, which the frame leaves out). */
export type FrameRoute = Pick<RouteInfo, 'titleKey'> & { classScoped?: boolean };

/**
 * Fills the frame the page shows while the app's script loads (the app's own, built into
 * index.html: layout/static-app-frame.tsx) for the screen it opens on: its title in the top bar
 * (above the page on a phone) and the tab, the user's initial and name, the sidebar as the user
 * left it — so the app's first draw replaces it with the same frame, nothing moving.
 */
export function drawFirstFrame(route: FrameRoute, user: User, language: Language) {
  const frame = document.querySelector<HTMLElement>('#root > [data-app-frame]');
  const title = screenTitle(route, language);
  if (!frame || title === null) return;
  const fill = (part: FramePart, text: string) => {
    const element = frame.querySelector(`[data-frame="${part}"]`);
    if (element) element.textContent = text;
  };
  fill('title', title);
  fill('heading', title);
  fill('initial', user.fullName.trim().charAt(0).toUpperCase());
  fill('name', user.fullName);
  frame.dataset.signedIn = '';
  if (localStorage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY) === '1') {
    frame.dataset.collapsed = '';
    // The sidebar's width, as the app's frame sets it when collapsed (on a desktop: a phone has none).
    if (window.innerWidth >= MOBILE_BREAKPOINT_PX)
      for (const name of ['--app-shell-navbar-width', '--app-shell-navbar-offset'])
        frame.style.setProperty(name, `${SIDEBAR_COLLAPSED_PX}px`);
  }
  document.documentElement.lang = language;
  document.title = `${title} · Sinfxona`;
}
