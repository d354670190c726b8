import type { Language } from '@sinfxona/domain/constants';
import { toUzbekCyrillic } from '@sinfxona/domain/rules/uz-cyrillic';
import type { User } from '@sinfxona/domain/schemas/auth';
import type { RouteInfo } from '@/shared/config/paths';
import { SIDEBAR_COLLAPSED_STORAGE_KEY } from '@/shared/config/ui';
import { titlesEn } from '@/shared/i18n/titles-en';
import { titlesRu } from '@/shared/i18n/titles-ru';
import { titlesUz } from '@/shared/i18n/titles-uz';

type TitleName = keyof typeof titlesUz;

/** A screen's title in a language, as the app's catalogues have it (Cyrillic Uzbek is generated from the Latin). */
export function screenTitle(route: RouteInfo, language: Language): string | null {
  const name = route.titleKey.replace(/^titles\./, '') as TitleName;
  const latin = titlesUz[name];
  if (latin === undefined) return null;
  if (language === 'en') return titlesEn[name];
  if (language === 'ru') return titlesRu[name];
  return language === 'uz-Cyrl' ? toUzbekCyrillic(latin) : latin;
}

/**
 * Fills the frame the page shows while the app's script loads (index.html) for the screen it opens
 * on: its title in the top bar (below it on a phone) and the tab, the user's initial and name, the
 * sidebar's place — where and as the app draws them, so the app's first draw replaces them without
 * anything moving. The app's frame then takes over.
 */
export function drawFirstFrame(route: RouteInfo, user: User, language: Language) {
  const frame = document.querySelector<HTMLElement>('#root > .boot');
  const title = screenTitle(route, language);
  if (!frame || title === null) return;
  const fill = (selector: string, text: string) => {
    const element = frame.querySelector(selector);
    if (element) element.textContent = text;
  };
  fill('.boot-title', title);
  fill('.boot-heading', title);
  fill('.boot-avatar', user.fullName.trim().charAt(0).toUpperCase());
  fill('.boot-name', user.fullName);
  frame.dataset.signedIn = '';
  if (localStorage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY) === '1') frame.dataset.collapsed = '';
  document.documentElement.lang = language;
  document.title = `${title} · Sinfxona`;
}
