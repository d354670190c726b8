/**
 * Uzbek Latin → Uzbek Cyrillic, following the official correspondence of the two alphabets
 * (o‘→ў, g‘→ғ, sh→ш, ch→ч, ng→нг, yo/yu/ya→ё/ю/я, ye→е at a word's start and after a vowel,
 * e→э at a word's start and after a vowel, the tutuq belgisi ʼ→ъ, h→ҳ, q→қ, x→х), with the
 * hand-kept exceptions of uz-cyrillic-words.ts. Placeholders ({{name}}), links and e-mail addresses
 * pass through untouched; so does any text already in Cyrillic.
 */
import { KEEP_LATIN, STEM_EXCEPTIONS, TS_LOANWORDS, WORD_EXCEPTIONS } from './uz-cyrillic-words';

/** Every apostrophe form Uzbek Latin text uses for o‘, g‘ and the tutuq belgisi. */
const APOSTROPHES = "'‘’ʻʼ`";
const isApostrophe = (char: string | undefined) => char !== undefined && APOSTROPHES.includes(char);

const LETTERS: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'ҳ',
  i: 'и',
  j: 'ж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'қ',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  x: 'х',
  y: 'й',
  z: 'з',
};
const CYRILLIC_VOWELS = 'аеёиоуэюяў';

/** Text that is copied as it is: {{placeholders}}, links, e-mail addresses. */
const VERBATIM = /(\{\{[^}]*\}\}|https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;
/** A Latin word: letters joined by apostrophes, plus the apostrophe of a final o‘ or g‘. */
const WORD = new RegExp(`[A-Za-z](?:[A-Za-z]|[${APOSTROPHES}](?=[A-Za-z])|(?<=[OoGg])[${APOSTROPHES}])*`, 'g');

const normalise = (word: string) => word.toLowerCase().replace(new RegExp(`[${APOSTROPHES}]`, 'g'), "'");

/** One Cyrillic unit for each Latin unit, with the Latin unit's first character. */
interface Unit {
  latin: string;
  cyrillic: string;
}

/** The letter rules over one lower-cased, apostrophe-normalised word. */
function ruleUnits(word: string, tsIsTse: boolean): Unit[] {
  const units: Unit[] = [];
  let previous = ''; // the last Cyrillic letter written, '' at the start of the word
  let i = 0;
  const push = (length: number, cyrillic: string) => {
    units.push({ latin: word.slice(i, i + length), cyrillic });
    previous = cyrillic.at(-1) ?? previous;
    i += length;
  };
  while (i < word.length) {
    const char = word[i]!;
    const next = word[i + 1];
    const atStartOrAfterVowel = previous === '' || CYRILLIC_VOWELS.includes(previous);
    if ((char === 'o' || char === 'g') && isApostrophe(next)) push(2, char === 'o' ? 'ў' : 'ғ');
    else if (char === 's' && next === 'h') push(2, 'ш');
    else if (char === 'c' && next === 'h') push(2, 'ч');
    else if (char === 's' && isApostrophe(next) && word[i + 2] === 'h') push(3, 'сҳ');
    else if (char === 't' && next === 's' && tsIsTse) push(2, 'ц');
    else if (char === 'y' && next === 'o' && !isApostrophe(word[i + 2])) push(2, 'ё');
    else if (char === 'y' && next === 'u') push(2, 'ю');
    else if (char === 'y' && next === 'a') push(2, 'я');
    else if (char === 'y' && next === 'e') push(2, atStartOrAfterVowel || previous === 'ъ' ? 'е' : 'ъе');
    else if (char === 'e') push(1, atStartOrAfterVowel ? 'э' : 'е');
    else if (isApostrophe(char)) push(1, 'ъ');
    else push(1, LETTERS[char] ?? char);
  }
  return units;
}

const isUpper = (text: string) => text !== text.toLowerCase() && text === text.toUpperCase();

/** Gives the Cyrillic the case of the Latin it stands for: a capital first letter, or all capitals. */
function applyCase(latin: string, cyrillic: string): string {
  const letters = latin.replace(/[^A-Za-z]/g, '');
  if (letters.length > 1 && isUpper(letters)) return cyrillic.toUpperCase();
  if (letters && isUpper(letters[0]!)) return cyrillic.charAt(0).toUpperCase() + cyrillic.slice(1);
  return cyrillic;
}

function longestStem(word: string, table: Readonly<Record<string, string>>): string | undefined {
  let best: string | undefined;
  for (const stem of Object.keys(table)) if (word.startsWith(stem) && stem.length > (best?.length ?? 0)) best = stem;
  return best;
}

function wordToCyrillic(original: string): string {
  const word = normalise(original);
  const exact = WORD_EXCEPTIONS[word];
  if (exact !== undefined) return applyCase(original, exact);
  const latinKept = KEEP_LATIN.find((name) => word === name || word.startsWith(`${name}'`));
  // A kept name's suffix is joined by its apostrophe: YouTube'da → YouTube'да.
  if (latinKept) return original.slice(0, latinKept.length + 1) + toUzbekCyrillic(original.slice(latinKept.length + 1));
  const stem = longestStem(word, STEM_EXCEPTIONS);
  const tsIsTse = TS_LOANWORDS.some((loan) => word.includes(loan));
  if (stem) {
    const head = applyCase(original.slice(0, stem.length), STEM_EXCEPTIONS[stem]!);
    const rest = original.slice(stem.length);
    return head + rulesWithCase(rest, tsIsTse);
  }
  return rulesWithCase(original, tsIsTse);
}

/** The letter rules, each Cyrillic unit taking the case of its Latin unit (a word in capitals stays in capitals). */
function rulesWithCase(original: string, tsIsTse: boolean): string {
  const units = ruleUnits(normalise(original), tsIsTse);
  const letters = original.replace(/[^A-Za-z]/g, '');
  if (letters.length > 1 && isUpper(letters))
    return units
      .map((unit) => unit.cyrillic)
      .join('')
      .toUpperCase();
  let offset = 0;
  return units
    .map((unit) => {
      const first = original.charAt(offset);
      offset += unit.latin.length;
      return isUpper(first) ? unit.cyrillic.charAt(0).toUpperCase() + unit.cyrillic.slice(1) : unit.cyrillic;
    })
    .join('');
}

/** Uzbek Latin text in Uzbek Cyrillic. */
export function toUzbekCyrillic(text: string): string {
  return text
    .split(VERBATIM)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(WORD, wordToCyrillic)))
    .join('');
}

/** An override of one catalogue entry, reviewed against the Latin text it was written for. */
export interface CyrillicOverride {
  latin: string;
  cyrillic: string;
}

type Catalogue = { readonly [key: string]: string | Catalogue };

/** Every string of a catalogue with its dotted key ('common.save'). */
export function catalogueEntries(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : catalogueEntries(value, `${prefix}${key}.`),
  );
}

/**
 * The Cyrillic twin of a Latin catalogue: every string through `toUzbekCyrillic`, except keys with
 * a hand-written override. An override whose `latin` no longer matches the catalogue is ignored
 * (the rule's text is used) — `staleOverrides` lists those so a test can ask for a review.
 */
export function cyrillicCatalogue<T extends Catalogue>(
  latin: T,
  overrides: Readonly<Record<string, CyrillicOverride>> = {},
  prefix = '',
): T {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(latin)) {
    const path = `${prefix}${key}`;
    if (typeof value !== 'string') result[key] = cyrillicCatalogue(value, overrides, `${path}.`);
    else {
      const override = overrides[path];
      result[key] = override && override.latin === value ? override.cyrillic : toUzbekCyrillic(value);
    }
  }
  return result as T;
}

/** Overrides whose key is gone or whose Latin text has changed since they were written. */
export function staleOverrides(latin: Catalogue, overrides: Readonly<Record<string, CyrillicOverride>>): string[] {
  const current = new Map(catalogueEntries(latin));
  return Object.entries(overrides)
    .filter(([key, override]) => current.get(key) !== override.latin)
    .map(([key]) => key);
}

const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  ъ: "'",
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: "o'",
  қ: 'q',
  ғ: "g'",
  ҳ: 'h',
};

/**
 * Uzbek Cyrillic back to Latin (е is `ye` at a word's start and after a vowel, `e` elsewhere; сҳ is
 * s'h), for matching a question typed in one script against material written in the other.
 */
export function toUzbekLatin(text: string): string {
  let previous = '';
  let result = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    let latin: string;
    if (lower === 'е') latin = previous === '' || `${CYRILLIC_VOWELS}ъь`.includes(previous) ? 'ye' : 'e';
    else if (lower === 'ҳ' && previous === 'с') latin = "'h";
    else latin = CYRILLIC_TO_LATIN[lower] ?? char;
    result += char !== lower ? latin.charAt(0).toUpperCase() + latin.slice(1) : latin;
    previous = /\p{L}/u.test(lower) ? lower : '';
  }
  return result;
}
