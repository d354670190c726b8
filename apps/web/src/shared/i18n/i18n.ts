import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/uz-latn';
import 'dayjs/locale/uz';
import 'dayjs/locale/ru';
import 'dayjs/locale/en';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@sinfxona/domain/constants';
import { messages } from '@sinfxona/domain/messages';
import { en } from './en';
import { initialLanguage, isLanguage, rememberLanguage } from './language';
import { ru } from './ru';
import { uz } from './uz';
import { uzCyrl } from './uz-cyrl';

export { initialLanguage, isLanguage };

/** dayjs's name for each language (dayjs's `uz` is the Cyrillic one). */
export const DAYJS_LOCALE: Record<Language, string> = { uz: 'uz-latn', 'uz-Cyrl': 'uz', ru: 'ru', en: 'en' };

/** The catalogues by language: the app's texts, and the shared messages under `msg`. */
export const catalogues = {
  uz: { ...uz, msg: messages.uz },
  'uz-Cyrl': { ...uzCyrl, msg: messages['uz-Cyrl'] },
  ru: { ...ru, msg: messages.ru },
  en: { ...en, msg: messages.en },
} satisfies Record<Language, unknown>;

function applyLanguage(language: string) {
  document.documentElement.lang = language;
  dayjs.locale(isLanguage(language) ? DAYJS_LOCALE[language] : DAYJS_LOCALE[DEFAULT_LANGUAGE]);
}

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(
    Object.entries(catalogues).map(([language, translation]) => [language, { translation }]),
  ),
  lng: initialLanguage(),
  // A Russian text not written yet shows in Uzbek rather than as a bare key.
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyLanguage(i18n.language);
i18n.on('languageChanged', (language) => {
  rememberLanguage(language);
  applyLanguage(language);
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** A message key from the shared catalogue (validation and server errors). */
export const translateMessage = (key: string) => i18n.t(`msg.${key}`, { defaultValue: i18n.t('msg.validationFailed') });

export default i18n;
