import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@sinfxona/domain/constants';
import { rememberLanguage } from '@/shared/i18n/language';
import { landingEn } from '@/shared/i18n/landing-en';
import { landingUz } from '@/shared/i18n/landing-uz';

/**
 * The landing page's own translations: its texts only, so a guest's first page carries none of
 * the app's catalogue. A language chosen here is kept as the app keeps it (localStorage `lang`).
 */
export function createLandingI18n(language: Language, options: { remember?: boolean } = {}): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: { uz: { translation: { landing: landingUz } }, en: { translation: { landing: landingEn } } },
    lng: language,
    fallbackLng: 'uz',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (options.remember ?? true) instance.on('languageChanged', rememberLanguage);
  return instance;
}

/** The tab title of the landing page, as the app writes titles: "<page> · Sinfxona". */
export const landingTitle = (instance: I18n) => `${instance.t('landing.pageTitle')} · ${instance.t('landing.appName')}`;
