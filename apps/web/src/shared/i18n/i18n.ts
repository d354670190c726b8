import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/uz-latn';
import 'dayjs/locale/en';
import { DEFAULT_LANGUAGE, type Language } from '@sinfxona/domain/constants';
import { messages } from '@sinfxona/domain/messages';
import { en } from './en';
import { initialLanguage, isLanguage, rememberLanguage } from './language';
import { uz } from './uz';

export { initialLanguage };

function applyLanguage(language: string) {
  document.documentElement.lang = language;
  dayjs.locale(language === 'uz' ? 'uz-latn' : 'en');
}

void i18n.use(initReactI18next).init({
  resources: {
    uz: { translation: { ...uz, msg: messages.uz } },
    en: { translation: { ...en, msg: messages.en } },
  },
  lng: initialLanguage(),
  fallbackLng: 'uz',
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
