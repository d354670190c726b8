import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that has signed in to an account keeps a signed note saying so, and its sign-ins to that
 * account are then counted apart from everyone else's (plugins/sign-in-guard.ts). One cookie
 * holds the last few accounts signed in from the browser, so siblings sharing a computer each
 * stay trusted; each entry is `account.nonce.expiry.signature`.
 */
export const DEVICE_COOKIE = 'sinfxona_device';
export const DEVICE_COOKIE_DAYS = 180;
/** Entries one browser keeps (about 115 bytes each): a shared classroom computer stays small. */
const MAX_ENTRIES = 5;
const ENTRY = /^([0-9A-Za-z-]{1,64})\.([0-9A-Za-z_-]{22})\.(\d{1,12})\.([0-9A-Za-z_-]{43})$/;

export interface DeviceEntry {
  accountId: string;
  /** Random per sign-in: the key its holder's own failures are counted under. */
  nonce: string;
  /** Epoch seconds. */
  expires: number;
}

export class DeviceCookies {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    // Its own key, so no device cookie can ever pass for a token or a file link.
    this.key = createHmac('sha256', jwtSecret).update('sinfxona device cookie v1').digest();
  }

  private sign(accountId: string, nonce: string, expires: number) {
    return createHmac('sha256', this.key).update(`${accountId}.${nonce}.${expires}`).digest('base64url');
  }

  /** The entries of a Cookie header that this server signed and that have not expired. */
  read(cookieHeader: string | undefined, nowMs: number): DeviceEntry[] {
    const value = cookieValue(cookieHeader, DEVICE_COOKIE);
    if (!value) return [];
    const entries: DeviceEntry[] = [];
    for (const text of value.split('~').slice(0, MAX_ENTRIES)) {
      const match = ENTRY.exec(text);
      if (!match) continue;
      const [, accountId, nonce, expiresText, signature] = match as unknown as [string, string, string, string, string];
      const expires = Number(expiresText);
      const expected = Buffer.from(this.sign(accountId, nonce, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) continue;
      if (expires * 1000 <= nowMs) continue;
      entries.push({ accountId, nonce, expires });
    }
    return entries;
  }

  /**
   * The Set-Cookie after a successful sign-in: a fresh entry for the account first, then the
   * browser's other valid entries, the oldest dropped past the limit.
   */
  issue(accountId: string, kept: DeviceEntry[], nowMs: number, secure: boolean): string {
    const maxAge = DEVICE_COOKIE_DAYS * 86_400;
    const fresh = {
      accountId,
      nonce: randomBytes(16).toString('base64url'),
      expires: Math.floor(nowMs / 1000) + maxAge,
    };
    const entries = [fresh, ...kept.filter((entry) => entry.accountId !== accountId)].slice(0, MAX_ENTRIES);
    const value = entries
      .map(
        (entry) =>
          `${entry.accountId}.${entry.nonce}.${entry.expires}.${this.sign(entry.accountId, entry.nonce, entry.expires)}`,
      )
      .join('~');
    // Sent only to the sign-in routes, never readable by scripts, never sent from another site.
    const attributes = [
      `Max-Age=${maxAge}`,
      'Path=/api/auth',
      'HttpOnly',
      'SameSite=Strict',
      ...(secure ? ['Secure'] : []),
    ];
    return [`${DEVICE_COOKIE}=${value}`, ...attributes].join('; ');
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
