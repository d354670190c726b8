import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createGuestI18n, guestTitle } from '@/shared/i18n/guest-i18n';
import { initialLanguage } from '@/shared/i18n/language';

/**
 * Makes a guest page (landing, sign-in, sign-up) live. Its HTML already holds the page, rendered in
 * Uzbek at build time; a guest gets only that page's small script to make it live (someone signed
 * in never gets here: the page's entry starts the app for them, shared/lib/guest-entry.ts).
 */
export function startGuestPage(page: ReactNode, titleKey: string) {
  void show(document.getElementById('root')!, page, titleKey);
}

async function show(root: HTMLElement, page: ReactNode, titleKey: string) {
  const language = initialLanguage();
  document.documentElement.lang = language;
  const i18n = await createGuestI18n(language);
  document.title = guestTitle(i18n, titleKey);
  i18n.on('languageChanged', () => (document.title = guestTitle(i18n, titleKey)));
  const tree = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>{page}</I18nextProvider>
    </StrictMode>
  );
  // The built HTML is Uzbek: it is taken over as it is; another language is drawn afresh. As a
  // transition, React does either in slices, leaving the phone free to scroll and paint in between.
  startTransition(() => {
    if (language === 'uz' && root.firstElementChild) hydrateRoot(root, tree);
    else createRoot(root).render(tree);
  });
}
