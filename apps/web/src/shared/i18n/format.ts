import type { TFunction } from 'i18next';
import type { Language } from '@sinfxona/domain/constants';

/** How each language writes a number: the decimal mark and the separator of thousands (CLDR's). */
const NUMBER_MARKS: Record<Language, { decimal: string; group: string }> = {
  uz: { decimal: ',', group: '\u00a0' },
  'uz-Cyrl': { decimal: ',', group: '\u00a0' },
  ru: { decimal: ',', group: '\u00a0' },
  en: { decimal: '.', group: ',' },
};

/**
 * A number as the language writes it, rounded to three decimals as Intl does: 85,5 in Uzbek and
 * Russian, 85.5 in English, thousands grouped (1 234 and 1,234). Written here rather than with
 * Intl.NumberFormat because a page's first Intl formatter loads the browser's number data, a task
 * of tens of milliseconds on a phone in the middle of the dashboard's first draw; format.test.ts
 * holds it to Intl's output.
 */
export function formatNumber(value: number, language: Language): string {
  const marks = NUMBER_MARKS[language];
  const [whole = '0', fraction = ''] = Math.abs(value)
    .toFixed(3)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, marks.group);
  const sign = value < 0 && Number(`${whole}.${fraction || 0}`) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `${marks.decimal}${fraction}` : ''}`;
}

/**
 * A `YYYY-MM` month as the chart labels it, from the catalogue's short month names: "sen, 2025",
 * "сен, 2025", "сент. 2025 г.", "Sep 2025". (Intl's month names would cost the first draw a
 * formatter, and the browser's ICU has none for Uzbek: it writes "2025 M09".)
 */
export function formatMonth(month: string, t: TFunction): string {
  const [year, monthIndex] = month.split('-').map(Number);
  const name = t('dashboard.monthsShort').split('|')[(monthIndex ?? 0) - 1];
  return year && name ? t('dashboard.monthOfYear', { month: name, year }) : month;
}
