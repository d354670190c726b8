import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@sinfxona/domain/constants';
import { LANGUAGE_STORAGE_KEY } from '@/shared/config/ui';

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** `?lang=en` in any URL wins (and is remembered), then the stored choice, then Uzbek. */
export function initialLanguage(): Language {
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(fromUrl)) {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, fromUrl);
    return fromUrl;
  }
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

let chosen: Language | null = null;

/** The language the app speaks now: the last one chosen (i18n reports each switch here), else the starting one. */
export function currentLanguage(): Language {
  return chosen ?? initialLanguage();
}

/** Keeps a language choice: in localStorage (`lang`) and on `<html lang>`. */
export function rememberLanguage(language: string) {
  chosen = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
}

/** Each language named in itself, the same in every catalogue (a reader finds their own). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  uz: "O'zbek",
  'uz-Cyrl': 'Ўзбек',
  ru: 'Русский',
  en: 'English',
};
