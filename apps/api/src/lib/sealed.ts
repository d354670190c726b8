import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Data kept for a short while that must not be readable from the database alone (a roster
 * import's one-time passwords, for its login cards): AES-256-GCM under a key derived from the
 * server's secret, so a copy of the database or a backup without the secret shows nothing, and
 * a changed byte is refused.
 */
export class Sealer {
  readonly #key: Buffer;
  constructor(secret: string, purpose: string) {
    this.#key = Buffer.from(hkdfSync('sha256', secret, 'sinfxona', purpose, 32));
  }

  seal(value: unknown): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** The sealed value, or null when it was not sealed with this key or was changed. */
  open<T>(sealed: string): T | null {
    try {
      const bytes = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', this.#key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      const body = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
      return JSON.parse(body.toString('utf8')) as T;
    } catch {
      return null;
    }
  }
}
