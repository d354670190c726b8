import type { Language } from '@sinfxona/domain/constants';

/**
 * Numbers and month names with Intl in the chosen language (85,5 in Uzbek and Russian, 85.5 in
 * English). Whole dates keep the spec's DD/MM/YYYY (domain rules/format.ts) in every language.
 */
export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(language, options).format(value);
}

/** "sen, 2025", "сен, 2025", "сент. 2025 г.", "Sep 2025" for a `YYYY-MM` month. */
export function formatMonth(month: string, language: Language): string {
  const [year, monthIndex] = month.split('-').map(Number);
  if (!year || !monthIndex) return month;
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthIndex - 1, 1)),
  );
}
