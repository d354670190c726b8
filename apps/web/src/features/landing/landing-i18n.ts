import { createInstance, type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@sinfxona/domain/constants';
import { rememberLanguage } from '@/shared/i18n/language';
import { landingUz } from '@/shared/i18n/landing-uz';

/** The landing texts of a language other than Uzbek, fetched when it is chosen. */
async function loadLandingTexts(language: string) {
  if (language === 'en') return (await import('@/shared/i18n/landing-en')).landingEn;
  if (language === 'ru') return (await import('@/shared/i18n/landing-ru')).landingRu;
  if (language === 'uz-Cyrl') {
    const { cyrillicCatalogue } = await import('@sinfxona/domain/rules/uz-cyrillic');
    return cyrillicCatalogue(landingUz, {});
  }
  return landingUz;
}

const landingTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    loadLandingTexts(language).then(
      (texts) => callback(null, { landing: texts }),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * The landing page's own translations: its texts only, so a guest's first page carries none of
 * the app's catalogue. Uzbek comes with the page; another language is loaded when chosen. A
 * language chosen here is kept as the app keeps it (localStorage `lang`).
 */
export async function createLandingI18n(language: Language, options: { remember?: boolean } = {}): Promise<I18n> {
  const instance = createInstance();
  await instance
    .use(landingTexts)
    .use(initReactI18next)
    .init({
      resources: { uz: { translation: { landing: landingUz } } },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  if (options.remember ?? true) instance.on('languageChanged', rememberLanguage);
  return instance;
}

/** The tab title of the landing page, as the app writes titles: "<page> · Sinfxona". */
export const landingTitle = (instance: I18n) => `${instance.t('landing.pageTitle')} · ${instance.t('landing.appName')}`;
