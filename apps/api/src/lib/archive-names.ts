/** Characters Windows or macOS refuse in a file or folder name, and controls. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/** A name any desktop can unpack: unsafe characters become "_", no trailing dot or space; Uzbek letters stay. */
export function safeArchiveName(name: string, fallback: string): string {
  const cleaned = name
    .replace(UNSAFE, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[. ]+$/, '')
    .slice(0, 120);
  if (!cleaned) return fallback;
  return RESERVED.test(cleaned) ? `${cleaned}_` : cleaned;
}

/** "Aziza Karimova" → "Karimova Aziza": family name first, as a school register lists pupils. */
export function familyNameFirst(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  return parts.length < 2 ? fullName.trim() : `${parts.at(-1)} ${parts.slice(0, -1).join(' ')}`;
}

/** Gives each name once: a second "Karimova Aziza" becomes "Karimova Aziza (2)". */
export function uniqueNames() {
  const seen = new Map<string, number>();
  return (name: string) => {
    const key = name.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? name : `${name} (${count})`;
  };
}
