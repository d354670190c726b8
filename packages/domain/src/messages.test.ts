import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants';
import { latinMessages, messages, translate } from './messages';
import { messageCyrillicOverrides } from './messages-uz-cyrl';
import { staleOverrides } from './rules/uz-cyrillic';

const keys = (catalogue: object) => Object.keys(catalogue).sort();
const diff = (from: string[], to: string[]) => from.filter((key) => !to.includes(key));

describe('the four message catalogues', () => {
  it.each(LANGUAGES)('%s has exactly the keys of the Uzbek messages', (language) => {
    const expected = keys(latinMessages);
    const actual = keys(messages[language]);
    expect({ missing: diff(expected, actual), extra: diff(actual, expected) }).toEqual({ missing: [], extra: [] });
  });
  it('has Russian text for every key: a key added in Uzbek and English still owes its Russian (messages-ru.ts)', () => {
    const untranslated = keys(latinMessages).filter((key) => !messages.ru[key as keyof typeof latinMessages]?.trim());
    expect(untranslated).toEqual([]);
  });
  it('has no Latin letters left in the Cyrillic messages but the names kept in Latin', () => {
    const latinLeft = Object.entries(messages['uz-Cyrl']).filter(([, text]) =>
      /[A-Za-z]/.test(text.replace(/\{\{\w+\}\}|JSON|YouTube|MB|AI|PDF|DOCX|JPEG|PNG|Word|XLSX|CSV|UTF/g, '')),
    );
    expect(latinLeft).toEqual([]);
  });
  it('keeps every Cyrillic override in step with its Latin text', () => {
    expect(staleOverrides(latinMessages, messageCyrillicOverrides)).toEqual([]);
  });
  it('translates with parameters in each language', () => {
    expect(translate('signInLockedMinutes', 'uz-Cyrl', { count: 5 })).toBe(
      'Парол кўп марта нотўғри киритилди. 5 дақиқадан сўнг қайта уриниб кўринг',
    );
    expect(translate('signInLockedMinutes', 'ru', { count: 5 })).toBe(
      'Слишком много неверных паролей. Попробуйте снова через 5 мин',
    );
    expect(translate('nonsense', 'ru')).toBe(messages.ru.validationFailed);
  });
});
