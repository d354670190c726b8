/**
 * Usernames of pupils created from a school's roster (docs/architecture.md §4 "The school"):
 * 3–32 of `a-z0-9._-`, made from the name as the school wrote it, in Latin or Cyrillic.
 */
import { USERNAME_MAX } from '../constants';
import { toUzbekLatin } from './uz-cyrillic';

export const USERNAME_PATTERN = /^[a-z0-9._-]{3,32}$/;

/** Russian letters the Uzbek alphabet lacks, as a school's Cyrillic roster may write them. */
const RUSSIAN_EXTRA: Readonly<Record<string, string>> = { ы: 'i', щ: 'sh', ь: '', ъ: '' };

/** A name's words in plain ASCII: Cyrillic read as Uzbek Latin, apostrophes (o‘, g‘, ʼ) and accents dropped. */
export function asciiWords(fullName: string): string[] {
  const latin = toUzbekLatin(fullName.toLowerCase().replace(/[ыщьъ]/g, (char) => RUSSIAN_EXTRA[char] ?? ''));
  return latin
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['‘’ʻʼ`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/**
 * The username a name suggests: its first two words joined by a dot ("Karimova Aziza" →
 * `karimova.aziza`, "Ғуломов Ўктам" → `gulomov.oktam`), at most 32 characters; `pupil` when the
 * name has no letter that maps to ASCII.
 */
export function usernameBase(fullName: string): string {
  const words = asciiWords(fullName).slice(0, 2);
  const base = words.join('.').slice(0, USERNAME_MAX).replace(/[.]+$/, '');
  return base.length >= 3 ? base : `${base}${base ? '.' : ''}pupil`.slice(0, USERNAME_MAX);
}

/**
 * The first of `base`, `base2`, `base3`… that `taken` refuses (names already used in the database
 * or earlier in the same import), kept within 32 characters.
 */
export function uniqueUsername(base: string, taken: (candidate: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = String(n);
    const candidate = `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

/**
 * How two rows or a row and an enrolled pupil are compared by name: case, spacing, the script
 * (Latin or Cyrillic) and the apostrophe's form do not matter.
 */
export function nameKey(fullName: string): string {
  return asciiWords(fullName).join(' ');
}
