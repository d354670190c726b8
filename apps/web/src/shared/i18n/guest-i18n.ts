import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@sinfxona/domain/constants';
import { appMessagesUz } from '@sinfxona/domain/messages-uz-app';
import { authUz } from './auth-uz';
import { landingUz } from './landing-uz';
import { rememberLanguage } from './language';
import { lazyCatalogue } from './lazy-catalogue';

/** What a guest page reads: the landing and sign-in texts, and the shared messages under `msg` as in the app. */
const guestUz = { landing: landingUz, auth: authUz, msg: appMessagesUz };

/** The guest texts of a language other than Uzbek, fetched when it is chosen. */
async function loadGuestTexts(language: string) {
  if (language === DEFAULT_LANGUAGE || !(LANGUAGES as readonly string[]).includes(language)) return guestUz;
  const { messages } = await import('@sinfxona/domain/messages');
  if (language === 'en') {
    const [{ landingEn }, { authEn }] = await Promise.all([import('./landing-en'), import('./auth-en')]);
    return { landing: landingEn, auth: authEn, msg: messages.en };
  }
  if (language === 'ru') {
    const [{ landingRu }, { authRu }] = await Promise.all([import('./landing-ru'), import('./auth-ru')]);
    return { landing: landingRu, auth: authRu, msg: messages.ru };
  }
  const { cyrillicCatalogue } = await import('@sinfxona/domain/rules/uz-cyrillic');
  return { ...cyrillicCatalogue({ landing: landingUz, auth: authUz }, {}), msg: messages['uz-Cyrl'] };
}

const guestTexts = lazyCatalogue(loadGuestTexts);

/**
 * The guest pages' own translations (landing, sign-in, sign-up): their texts only, so a guest's
 * first page carries none of the app's catalogue. Uzbek comes with the page; another language is
 * loaded when chosen. A language chosen here is kept as the app keeps it (localStorage `lang`).
 */
export async function createGuestI18n(language: Language, options: { remember?: boolean } = {}): Promise<I18n> {
  const instance = createInstance();
  await instance
    .use(guestTexts)
    .use(initReactI18next)
    .init({
      resources: { uz: { translation: guestUz } },
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

/** A guest page's tab title, as the app writes titles: "<page> · Sinfxona". */
export const guestTitle = (instance: I18n, titleKey: string) =>
  `${instance.t(titleKey)} · ${instance.t('landing.appName')}`;
