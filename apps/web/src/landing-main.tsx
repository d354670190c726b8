import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import LandingPage from '@/features/landing/landing-page';
import { createLandingI18n, landingTitle } from '@/features/landing/landing-i18n';
import { TOKEN_STORAGE_KEY } from '@/shared/config/ui';
import { initialLanguage } from '@/shared/i18n/language';

/**
 * The entry of `/`. Its HTML already holds the landing page, rendered in Uzbek at build time; a
 * guest gets only that page's small script to make it live. Someone signed in gets the app, whose
 * guard sends them to their dashboard.
 */
const root = document.getElementById('root')!;
if (localStorage.getItem(TOKEN_STORAGE_KEY)) {
  void import('./main');
} else {
  void showLanding();
}

async function showLanding() {
  const language = initialLanguage();
  document.documentElement.lang = language;
  const i18n = await createLandingI18n(language);
  document.title = landingTitle(i18n);
  i18n.on('languageChanged', () => (document.title = landingTitle(i18n)));
  const page = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <LandingPage />
      </I18nextProvider>
    </StrictMode>
  );
  // The built HTML is Uzbek: it is taken over as it is; another language is drawn afresh.
  if (language === 'uz' && root.firstElementChild) hydrateRoot(root, page);
  else createRoot(root).render(page);
}
