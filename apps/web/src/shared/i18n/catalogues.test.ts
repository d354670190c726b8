import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@sinfxona/domain/constants';
import { catalogueEntries, staleOverrides } from '@sinfxona/domain/rules/uz-cyrillic';
import { en } from './en';
import { ru } from './ru';
import { uz } from './uz-all';
import { uzCyrl, webCyrillicOverrides } from './uz-cyrl';

const catalogues = { uz, 'uz-Cyrl': uzCyrl, ru, en } as const;
const keysOf = (catalogue: object) => catalogueEntries(catalogue as never).map(([key]) => key);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the web catalogues', () => {
  it('covers the four languages', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has exactly the keys of uz.ts, no key missing and none extra', (language) => {
    const expected = keysOf(uz);
    const actual = keysOf(catalogues[language]);
    expect({
      missing: expected.filter((key) => !actual.includes(key)),
      extra: actual.filter((key) => !expected.includes(key)),
    }).toEqual({ missing: [], extra: [] });
  });

  it('has Russian text for every key of uz.ts and en.ts (a new key owes only its Russian, in ru.ts)', () => {
    const russian = new Map(catalogueEntries(ru));
    const untranslated = keysOf(uz).filter((key) => !russian.get(key)?.trim());
    expect(untranslated).toEqual([]);
  });

  it.each(LANGUAGES)('%s keeps every {{placeholder}} of the Uzbek text', (language) => {
    const translated = new Map(catalogueEntries(catalogues[language] as never));
    const broken = catalogueEntries(uz)
      .filter(([key, text]) => placeholders(text).join() !== placeholders(translated.get(key) ?? '').join())
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });

  it('writes Cyrillic Uzbek without Latin letters, but for names, file types and class codes', () => {
    const kept = /\{\{\w+\}\}|YouTube|PDF|DOCX?|JPEG|PNG|Word|Ctrl|CSV|ZIP|MB|AI|K7M 2QX|[\w.]+@[\w.]+/g;
    const latinLeft = catalogueEntries(uzCyrl).filter(([, text]) => /[A-Za-z]/.test(text.replace(kept, '')));
    expect(latinLeft).toEqual([]);
  });

  it('keeps every hand-written Cyrillic override in step with the Latin text it was reviewed against', () => {
    expect(staleOverrides(uz, webCyrillicOverrides)).toEqual([]);
  });
});

describe('no visible string outside the catalogue', () => {
  const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
  const eslint = new ESLint({ cwd: repoRoot });
  const literalStrings = (results: ESLint.LintResult[]) =>
    results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'i18next/no-literal-string')
        .map((message) => `${path.relative(repoRoot, result.filePath)}:${message.line}`),
    );

  it('finds a literal text, label or placeholder in a component', async () => {
    const source = [
      "import { Button, TextInput } from '@mantine/core';",
      'export function A() {',
      '  return <Button>Saqlash</Button>;',
      '}',
      'export function B() {',
      '  return <TextInput label="Ism" placeholder="Masalan: Ali" />;',
      '}',
      'export function C() {',
      '  return <TextInput label={\'Ism\'} aria-label="Ism" />;',
      '}',
    ].join('\n');
    const results = await eslint.lintText(source, {
      filePath: path.join(repoRoot, 'apps/web/src/features/x/probe.tsx'),
    });
    expect(literalStrings(results)).toHaveLength(5);
  });

  // The whole web app is held to the rule by `npm run lint` (CI runs it before the tests); this
  // proves the rule, as configured, catches what it must.
});
