/**
 * Words the letter rules of uz-cyrillic.ts get wrong, kept by hand after reviewing the generated
 * catalogues. Keys are lower-case Latin with a plain apostrophe (').
 */

/** Whole words whose Cyrillic spelling is not the letter-by-letter one. */
export const WORD_EXCEPTIONS: Readonly<Record<string, string>> = {
  // Russian loans written with ь or ъ in Cyrillic
  kompyuter: 'компьютер',
  obyekt: 'объект',
  subyekt: 'субъект',
  // s for ц in Latin spelling of Russian loans
  konsert: 'концерт',
  sirk: 'цирк',
  // the spec's 'Student' + suffix: the apostrophe only separates a loan from its suffix
  "student'larni": 'студентларни',
};

/**
 * Stems: a word starting with one of these spells it so and the rest by the rules
 * (emailni → имейлни). Longest stem wins.
 */
export const STEM_EXCEPTIONS: Readonly<Record<string, string>> = {
  email: 'имейл',
  kompyuter: 'компьютер',
  obyekt: 'объект',
};

/**
 * Latin loans where `ts` is the single letter ц (the rules read `ts` as т + с elsewhere:
 * "kutsa" → "кутса"). A word containing one of these has its `ts` → ц.
 */
export const TS_LOANWORDS: readonly string[] = [
  'litsey',
  'militsiya',
  'tsirk',
  'tsement',
  'sotsial',
  'kvitantsiya',
  'tsiya', // -tsiya: prezentatsiya, operatsiya, informatsiya
  'tsentr',
  'abzats',
];

/** Names, file types and acronyms that stay in Latin letters inside Cyrillic text. */
export const KEEP_LATIN: readonly string[] = [
  'ai',
  'pdf',
  'doc',
  'docx',
  'csv',
  'json',
  'mb',
  'kb',
  'url',
  'youtube',
  'excel',
  'zip',
  'jwt',
  'xlsx',
  'utf',
];
