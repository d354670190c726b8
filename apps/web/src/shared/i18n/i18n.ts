import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/uz-latn';
import 'dayjs/locale/en';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@sinfxona/domain/constants';
import { messages } from '@sinfxona/domain/messages';
import { LANGUAGE_STORAGE_KEY } from '@/shared/config/ui';
import { en } from './en';
import { uz } from './uz';

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** `?lang=en` in any URL wins, then the stored choice, then Uzbek. */
export function initialLanguage(): Language {
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(fromUrl)) {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, fromUrl);
    return fromUrl;
  }
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

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
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  applyLanguage(language);
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** A message key from the shared catalogue (validation and server errors). */
export const translateMessage = (key: string) => i18n.t(`msg.${key}`, { defaultValue: i18n.t('msg.validationFailed') });

export default i18n;
