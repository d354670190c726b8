import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@sinfxona/domain/constants';
import { formatMonth, formatNumber } from './format';

const SAMPLES = [
  0, 1, 7, 12, 85.5, 99.95, 100, 999, 1000, 1234.5, 12345.678, 100000, 1234567.891, 0.05, 0.0004, -3, -1234.5,
];

describe('numbers as each language writes them', () => {
  it.each(LANGUAGES)('%s: the same text as Intl.NumberFormat', (language) => {
    const intl = new Intl.NumberFormat(language);
    for (const value of SAMPLES) expect(formatNumber(value, language), String(value)).toBe(intl.format(value));
  });

  it('groups thousands and marks decimals per language', () => {
    expect(formatNumber(1234.5, 'uz')).toBe('1\u00a0234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(85, 'ru')).toBe('85');
  });
});

describe('month labels of the monthly chart', () => {
  it('names the month and year in each language, from the catalogues', async () => {
    const { default: i18n } = await import('./i18n');
    const label = async (language: string) => {
      await i18n.changeLanguage(language);
      return formatMonth('2025-09', i18n.t);
    };
    expect(await label('uz')).toBe('sen, 2025');
    expect(await label('uz-Cyrl')).toBe('сен, 2025');
    expect(await label('ru')).toBe('сент. 2025 г.');
    expect(await label('en')).toBe('Sep 2025');
    expect(formatMonth('not a month', i18n.t)).toBe('not a month');
    await i18n.changeLanguage('uz');
  });
});
