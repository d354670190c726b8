/** Characters RFC 5987 lets through unencoded in `filename*` (attr-char); everything else is %XX. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

function encodeRfc5987(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return byte < 0x80 && ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/**
 * `inline|attachment; filename="ascii"; filename*=UTF-8''…` (RFC 6266 with the RFC 5987
 * encoding) so browsers keep Uzbek letters and apostrophes in the name; the plain fallback holds
 * no quote, backslash or non-ASCII character.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
