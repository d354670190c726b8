import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants';
import { toUzbekCyrillic } from './uz-cyrillic';

/** The app's theme colour (Mantine's indigo, shade 7, the theme's primary) and its page background. */
export const THEME_COLOR = '#4263eb';
export const BACKGROUND_COLOR = '#ffffff';
export const APP_NAME = 'Sinfxona';

const DESCRIPTIONS: Record<Language, string> = {
  uz: 'Vazifalar, baholar va video darslar bitta sinf xonasida.',
  'uz-Cyrl': toUzbekCyrillic('Vazifalar, baholar va video darslar bitta sinf xonasida.'),
  ru: 'Задания, оценки и видеоуроки в одном классе.',
  en: 'Tasks, grades and video lessons in one classroom.',
};

/** The language a `lang` query names, when it is one of the app's; the default otherwise. */
export function manifestLanguage(lang: unknown): Language {
  return LANGUAGES.find((language) => language === lang) ?? DEFAULT_LANGUAGE;
}

/**
 * The installed app's Web App Manifest: named after the school (in Cyrillic letters for uz-Cyrl;
 * the school's name is kept in Latin), with the app's own name under the icon (a school's full
 * name does not fit there). Served by the API as /manifest.webmanifest; the web app's
 * public/manifest.webmanifest is this for no school (apps/web/src/shared/offline/static-manifest.test.ts
 * keeps them equal).
 */
export function webAppManifest({ schoolName, language }: { schoolName: string; language: Language }) {
  const school = schoolName.trim();
  const name = school ? (language === 'uz-Cyrl' ? toUzbekCyrillic(school) : school) : APP_NAME;
  return {
    id: '/',
    name: name === APP_NAME ? APP_NAME : `${name} — ${APP_NAME}`,
    short_name: APP_NAME,
    description: DESCRIPTIONS[language],
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
