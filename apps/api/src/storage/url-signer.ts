import { createHmac, timingSafeEqual } from 'node:crypto';

/** How many signed links are kept at most (a few MB). */
const LINKS_KEPT = 20_000;

/** Signed, expiring links to `/api/files/:id`: whoever holds one may read that file until it expires. */
export class UrlSigner {
  /**
   * Links of the current expiry minute by file id: every list signs its files on every read, and
   * within a minute a file's link is the same. Emptied when the minute turns (or when full).
   */
  readonly #links = new Map<string, string>();
  #linksExpire = 0;

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
    if (expires !== this.#linksExpire || this.#links.size >= LINKS_KEPT) {
      this.#links.clear();
      this.#linksExpire = expires;
    }
    let link = this.#links.get(id);
    if (link === undefined) {
      link = `/api/files/${id}?expires=${expires}&signature=${this.signature(id, expires)}`;
      this.#links.set(id, link);
    }
    return link;
  }

  verify(id: string, expires: number, signature: string, now: number = Date.now()): boolean {
    if (!Number.isInteger(expires) || expires * 1000 < now) return false;
    const expected = Buffer.from(this.signature(id, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
