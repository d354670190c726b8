import type { Language } from '@sinfxona/domain/constants';

// Building an Intl formatter costs far more than using one (a chart formats dozens of numbers a
// render): each language and set of options gets one, kept for the session.
const numberFormats = new Map<string, Intl.NumberFormat>();
const monthFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(language: Language, options?: Intl.NumberFormatOptions) {
  const key = `${language}|${options ? JSON.stringify(options) : ''}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(language, options)));
  return format;
}

/**
 * Numbers and month names with Intl in the chosen language (85,5 in Uzbek and Russian, 85.5 in
 * English). Whole dates keep the spec's DD/MM/YYYY (domain rules/format.ts) in every language.
 */
export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  return numberFormat(language, options).format(value);
}

/** "sen, 2025", "сен, 2025", "сент. 2025 г.", "Sep 2025" for a `YYYY-MM` month. */
export function formatMonth(month: string, language: Language): string {
  const [year, monthIndex] = month.split('-').map(Number);
  if (!year || !monthIndex) return month;
  let format = monthFormats.get(language);
  if (!format)
    monthFormats.set(
      language,
      (format = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' })),
    );
  return format.format(new Date(Date.UTC(year, monthIndex - 1, 1)));
}
