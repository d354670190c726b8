import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/uz-latn';
import 'dayjs/locale/uz';
import 'dayjs/locale/ru';
import 'dayjs/locale/en';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@sinfxona/domain/constants';
import { appMessagesUz } from '@sinfxona/domain/messages-uz-app';
import { currentLanguage, initialLanguage, isLanguage, rememberLanguage } from './language';
import { uzStart } from './uz';
import { lazyCatalogue } from './lazy-catalogue';

export { initialLanguage, isLanguage };

/** dayjs's name for each language (dayjs's `uz` is the Cyrillic one). */
export const DAYJS_LOCALE: Record<Language, string> = { uz: 'uz-latn', 'uz-Cyrl': 'uz', ru: 'ru', en: 'en' };

/**
 * Another language's catalogue (the app's texts, the shared messages under `msg`), fetched when it
 * is chosen: the entry carries Uzbek only, which is also every other language's fallback.
 */
async function loadCatalogue(language: string) {
  const { messages } = await import('@sinfxona/domain/messages');
  if (language === 'en') return { ...(await import('./en')).en, msg: messages.en };
  if (language === 'ru') return { ...(await import('./ru')).ru, msg: messages.ru };
  if (language === 'uz-Cyrl') return { ...(await import('./uz-cyrl')).uzCyrl, msg: messages['uz-Cyrl'] };
  throw new Error(`no catalogue for ${language}`);
}

const catalogueLoader = lazyCatalogue(loadCatalogue);

function applyLanguage(language: string) {
  document.documentElement.lang = language;
  dayjs.locale(isLanguage(language) ? DAYJS_LOCALE[language] : DAYJS_LOCALE[DEFAULT_LANGUAGE]);
}

/** Resolves once the starting language's texts are here (at once for Uzbek); the app renders after it. */
export const i18nReady = i18n
  .use(catalogueLoader)
  .use(initReactI18next)
  .init({
    resources: { [DEFAULT_LANGUAGE]: { translation: { ...uzStart, msg: appMessagesUz } } },
    partialBundledLanguages: true,
    lng: initialLanguage(),
    // A Russian text not written yet shows in Uzbek rather than as a bare key.
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    // The app waits for i18nReady before it renders, and a language chosen later shows once loaded.
    react: { useSuspense: false },
  })
  .catch(() => undefined);
applyLanguage(i18n.language);
i18n.on('languageChanged', (language) => {
  rememberLanguage(language);
  applyLanguage(language);
});

export { currentLanguage };

/** A message key from the shared catalogue (validation and server errors). */
export const translateMessage = (key: string) => i18n.t(`msg.${key}`, { defaultValue: i18n.t('msg.validationFailed') });

export default i18n;
