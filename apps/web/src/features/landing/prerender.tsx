import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import LandingPage from './landing-page';
import { createLandingI18n, landingTitle } from './landing-i18n';

/** The landing page's HTML and tab title in Uzbek, put into the built page at build time (scripts/prerender.mjs). */
export async function renderLanding(): Promise<{ html: string; title: string }> {
  const i18n = await createLandingI18n('uz', { remember: false });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <LandingPage />
    </I18nextProvider>,
  );
  return { html, title: landingTitle(i18n) };
}
