import { cyrillicCatalogue, type CyrillicOverride } from '@sinfxona/domain/rules/uz-cyrillic';
import type { Catalogue } from './catalogue';
import { uz } from './uz-all';

/**
 * Hand-written Cyrillic where the transliteration of uz.ts is wrong: texts the spec keeps in
 * English inside the Uzbek catalogue, and class codes, which stay in Latin letters. Each entry
 * names the Latin text it was reviewed against; when uz.ts changes it, catalogues.test.ts asks
 * for a new review.
 */
export const webCyrillicOverrides: Record<string, CyrillicOverride> = {
  'classes.codePlaceholder': { latin: 'Masalan: K7M 2QX', cyrillic: 'Масалан: K7M 2QX' },
  // Word and the Ctrl key keep their Latin names.
  'photos.viewer.hint': {
    latin: "Ctrl + g'ildirak yoki ikki barmoq bilan kattalashtiring",
    cyrillic: 'Ctrl + ғилдирак ёки икки бармоқ билан катталаштиринг',
  },
  'photos.docx.title': { latin: 'Word hujjati: {{name}}', cyrillic: 'Word ҳужжати: {{name}}' },
  'photos.docx.doc': {
    latin: "Eski Word fayli (DOC) bu yerda ko'rsatilmaydi: uni yuklab olib oching",
    cyrillic: 'Эски Word файли (DOC) бу ерда кўрсатилмайди: уни юклаб олиб очинг',
  },
  // CLDR's abbreviations, not letter-for-letter ones (iyn → ийн).
  'dashboard.monthsShort': {
    latin: 'yan|fev|mar|apr|may|iyn|iyl|avg|sen|okt|noy|dek',
    cyrillic: 'янв|фев|мар|апр|май|июн|июл|авг|сен|окт|ноя|дек',
  },
  'calendar.months': {
    latin: 'Yanvar|Fevral|Mart|Aprel|May|Iyun|Iyul|Avgust|Sentabr|Oktabr|Noyabr|Dekabr',
    cyrillic: 'Январ|Феврал|Март|Апрел|Май|Июн|Июл|Август|Сентябр|Октябр|Ноябр|Декабр',
  },
  'calendar.weekdays': { latin: 'Du|Se|Ch|Pa|Ju|Sh|Ya', cyrillic: 'Ду|Се|Чо|Па|Жу|Ша|Як' },
  'ai.failed': { latin: 'Failed to get AI response', cyrillic: 'AI жавобини олиб бўлмади' },
  'ai.generateFailed': { latin: 'Failed to generate task', cyrillic: 'Вазифа яратиб бўлмади' },
  'ai.copyFailed': { latin: 'Failed to copy to clipboard', cyrillic: 'Нусха олиб бўлмади' },
  'ai.createTaskFailed': { latin: 'Failed to create task', cyrillic: 'Вазифа яратиб бўлмади' },
};

/** Uzbek in Cyrillic script: generated from uz.ts when the app loads, so every new key has it at once. */
export const uzCyrl: Catalogue = cyrillicCatalogue(uz, webCyrillicOverrides);
