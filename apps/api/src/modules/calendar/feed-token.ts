import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * A calendar feed's secret token: an HMAC of the feed row's random nonce under the server's
 * secret. Only the nonce and the token's sha256 are stored, so the user's page can show the same
 * URL again, while the database alone (a leaked backup) opens no feed.
 */
export class FeedTokens {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    // Its own key, so a feed token can never pass for a session token, a file link or a cookie.
    this.key = createHmac('sha256', serverSecret).update('sinfxona calendar feed v1').digest();
  }

  newNonce(): string {
    return randomBytes(18).toString('base64url');
  }

  tokenOf(userId: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${userId}.${nonce}`).digest('base64url');
  }
}

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a feed URL's last segment must look like: `<43 base64url characters>.ics`. */
export const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
