import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signed, expiring links to `/api/files/:id`: whoever holds one may read that file until it expires. */
export class UrlSigner {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
  ) {}

  private signature(id: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`file:${id}:${expires}`).digest('base64url');
  }

  sign(id: string, now: number = Date.now()): string {
    // Round expiry up to the minute so repeated reads of one list give the same, cacheable URL.
    const expires = Math.ceil((now / 1000 + this.ttlSeconds) / 60) * 60;
    return `/api/files/${id}?expires=${expires}&signature=${this.signature(id, expires)}`;
  }

  verify(id: string, expires: number, signature: string, now: number = Date.now()): boolean {
    if (!Number.isInteger(expires) || expires * 1000 < now) return false;
    const expected = Buffer.from(this.signature(id, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
