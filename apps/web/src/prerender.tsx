import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import LoginPage from '@/features/auth/login-page';
import RegisterPage from '@/features/auth/register-page';
import LandingPage from '@/features/landing/landing-page';
import { createGuestI18n, guestTitle } from '@/shared/i18n/guest-i18n';
import { cssVariables, makeTheme, THEME_STYLES_ATTRIBUTE } from '@/app/theme';
import { StaticAppFrame } from '@/app/layout/static-app-frame';

/** The guest pages and the built HTML file each goes into; their entries hydrate what is drawn here. */
const PAGES: { file: string; page: ReactNode; titleKey: string }[] = [
  { file: 'landing.html', page: <LandingPage />, titleKey: 'landing.pageTitle' },
  { file: 'login.html', page: <LoginPage />, titleKey: 'auth.loginPageTitle' },
  { file: 'register.html', page: <RegisterPage />, titleKey: 'auth.registerPageTitle' },
];

/** Each guest page's HTML and tab title in Uzbek, put into the built pages at build time (scripts/prerender.mjs). */
export async function renderGuestPages(): Promise<{ file: string; html: string; title: string }[]> {
  const i18n = await createGuestI18n('uz', { remember: false });
  return PAGES.map(({ file, page, titleKey }) => ({
    file,
    html: renderToString(<I18nextProvider i18n={i18n}>{page}</I18nextProvider>),
    title: guestTitle(i18n, titleKey),
  }));
}

/**
 * The app's theme as style sheets (its CSS variables and Mantine's global classes), as Mantine
 * would inject them at run time; put into the built app page, marked, so the app skips that work.
 */
export function renderThemeStyles(): string {
  const markup = renderToStaticMarkup(
    <MantineProvider theme={makeTheme('')} cssVariablesResolver={cssVariables}>
      <span />
    </MantineProvider>,
  );
  const styles = [...markup.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].map(([style]) =>
    style.replace('<style', `<style ${THEME_STYLES_ATTRIBUTE}`),
  );
  if (styles.length === 0) throw new Error('Mantine rendered no theme styles');
  return styles.join('');
}

/**
 * The signed-in frame index.html shows before the app's code runs (app/layout/static-app-frame.tsx),
 * as markup; its style sheets are picked from the app's by scripts/prerender.mjs.
 */
export function renderAppFrame(): string {
  return renderToStaticMarkup(
    <MantineProvider
      theme={makeTheme('')}
      cssVariablesResolver={cssVariables}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <StaticAppFrame />
    </MantineProvider>,
  );
}
