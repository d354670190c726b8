import i18n from '@/shared/i18n/i18n';
import { loadOfflineParts } from './offline-notice';
import { registerServiceWorker } from './register-service-worker';

/** The manifest in the page's language (the API writes the school's name in it, apps/api web-app routes). */
function linkManifestInLanguage(language: string) {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link) link.href = `/manifest.webmanifest?lang=${encodeURIComponent(language)}`;
}

/**
 * Run once the signed-in app's first screen is drawn and the browser is idle (app/start-app.tsx):
 * the service worker is registered (its precaching downloads nothing the first screen waits for),
 * the parts shown without a connection are fetched, and the manifest follows the language.
 */
export async function afterStart() {
  // What shows without a connection, fetched while there is one.
  void loadOfflineParts().catch(() => undefined);
  linkManifestInLanguage(i18n.language);
  i18n.on('languageChanged', linkManifestInLanguage);
  await registerServiceWorker((applyNow) => {
    void import('./update-toast').then(({ showUpdateToast }) => showUpdateToast(applyNow));
  });
}
