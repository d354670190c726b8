import webpush from 'web-push';
import type { Db } from '../../../db/database';
import type { NotificationSettings } from '../../../config-notifications';
import type { Delivery, SendOutcome, Sender } from './types';

type PushSettings = NotificationSettings['push'];

/** Whether `host` is one of `allowed` (an entry `*.example.com` allows its subdomains). */
const hostAllowed = (host: string, allowed: readonly string[]) =>
  allowed.some((entry) => (entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry));

/**
 * Whether the server may post to a subscription's endpoint: https on a host of PUSH_ENDPOINT_HOSTS
 * (the browsers' push services), so it never posts to an address a user chose. http only when
 * PUSH_ALLOW_HTTP is set (the tests' local push service).
 */
export function endpointAllowed(endpoint: string, settings: PushSettings): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const protocolOk = url.protocol === 'https:' || (settings.allowHttp && url.protocol === 'http:');
  return (
    protocolOk && !url.username && !url.password && hostAllowed(url.hostname.toLowerCase(), settings.endpointHosts)
  );
}

/**
 * Web Push (RFC 8030/8291/8292) with VAPID: the payload `{ title, body, url }` encrypted
 * (aes128gcm) for each of the user's subscriptions. A 404 or 410 from the push service means the
 * subscription is gone: it is deleted. The request is built by `web-push` and sent with fetch.
 */
export class PushChannel implements Sender {
  readonly channel = 'push' as const;

  constructor(
    private readonly db: Db,
    private readonly settings: PushSettings,
  ) {}

  get publicKey(): string {
    return this.settings.publicKey;
  }

  async send(delivery: Delivery): Promise<SendOutcome> {
    const subscriptions = await this.db
      .selectFrom('push_subscriptions')
      .select(['id', 'endpoint', 'p256dh', 'auth'])
      .where('user_id', '=', delivery.userId)
      .execute();
    const usable = subscriptions.filter((sub) => endpointAllowed(sub.endpoint, this.settings));
    if (usable.length === 0) return { skipped: 'no push subscription' };
    const payload = JSON.stringify({
      title: delivery.title,
      body: delivery.body,
      url: delivery.url,
      tag: delivery.idempotencyKey,
    });
    let delivered = 0;
    const failures: string[] = [];
    for (const sub of usable) {
      const request = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        payload,
        {
          vapidDetails: {
            subject: this.settings.subject,
            publicKey: this.settings.publicKey,
            privateKey: this.settings.privateKey,
          },
          TTL: 24 * 3600,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
          topic: delivery.idempotencyKey.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
        },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) {
        await this.db.deleteFrom('push_subscriptions').where('id', '=', sub.id).execute();
      } else if (response.ok) {
        delivered += 1;
      } else {
        failures.push(`${new URL(sub.endpoint).host}: HTTP ${response.status}`);
      }
    }
    if (failures.length > 0 && delivered === 0) throw new Error(`push service refused: ${failures.join('; ')}`);
    return delivered > 0 ? { sent: true } : { skipped: 'push subscriptions gone' };
  }
}
