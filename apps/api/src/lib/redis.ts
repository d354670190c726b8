import { Redis } from 'ioredis';
import type { RedisSettings } from '../config-stores';

/** Where RedisLink reports an outage and the recovery (the app's logger). */
export interface OutageLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/** The URL without its password, for messages and logs. */
export function safeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * The connection to the Redis that every instance shares for its counters. A Redis that goes
 * away must not take the school with it: a command fails at once instead of waiting in a queue,
 * the caller falls back to this instance's own counters (`withFallback`), the outage is logged
 * once, and the client keeps reconnecting until Redis answers again.
 */
export class RedisLink {
  readonly client: Redis;
  private down = false;
  /** Failed attempts before the first successful connection are the start-up check's to report. */
  private connected = false;

  constructor(
    readonly settings: RedisSettings,
    private readonly log: OutageLog,
  ) {
    this.client = new Redis(settings.url, {
      lazyConnect: true,
      keyPrefix: settings.keyPrefix,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 1_000,
      connectTimeout: 2_000,
      retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
    });
    // Without a listener ioredis prints every failed reconnect; one line per outage is enough.
    this.client.on('error', (error: Error) => this.markDown(error));
  }

  /** The channel that shares this instance's writes with the others (see redisWriteChannel). */
  writeChannel() {
    return redisWriteChannel(this);
  }

  /** At start: Redis must answer, or the server stops with a message naming REDIS_URL. */
  async connect(): Promise<void> {
    try {
      await this.client.connect();
      await this.client.ping();
      this.connected = true;
    } catch (error) {
      this.client.disconnect();
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new Error(`REDIS_URL: cannot reach ${safeRedisUrl(this.settings.url)} (${reason})`);
    }
  }

  /** Runs `shared` against Redis; while Redis cannot answer, `local` instead. */
  async withFallback<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (this.client.status !== 'ready') {
      this.markDown(new Error(`connection ${this.client.status}`));
      return local();
    }
    let result: T;
    try {
      result = await shared();
    } catch (error) {
      this.markDown(error as Error);
      return local();
    }
    this.markUp();
    return result;
  }

  /** Whether Redis answers now (GET /api/health). */
  async answers(): Promise<boolean> {
    if (this.client.status !== 'ready') return false;
    try {
      await this.client.ping();
      return true;
    } catch {
      return false;
    }
  }

  /** Says goodbye when Redis is there to hear it (a connection lost meanwhile is no error: we are leaving). */
  async close(): Promise<void> {
    if (this.client.status === 'ready') await this.client.quit().catch(() => undefined);
    this.client.disconnect();
  }

  private markDown(error: Error) {
    if (this.down || !this.connected) return;
    this.down = true;
    this.log.warn(
      { err: error },
      `Redis at ${safeRedisUrl(this.settings.url)} is unreachable: rate limits count on each instance alone until it returns`,
    );
  }

  private markUp() {
    if (!this.down) return;
    this.down = false;
    this.log.info('Redis answers again: rate limits are shared by every instance again');
  }
}

/**
 * Tells the other instances, through Redis publish/subscribe, which tags this one's writes touched,
 * so they forget the answers they keep under them (plugins/read-cache.ts). While either connection
 * is down, messages may be missed: the channel says it is not healthy and the caches serve nothing,
 * and a subscriber that (re)connects starts from a clean cache.
 */
export function redisWriteChannel(link: RedisLink) {
  const channel = `${link.settings.keyPrefix}writes`;
  const self = `${process.pid}:${Math.random().toString(36).slice(2)}`;
  const subscriber = link.client.duplicate({ keyPrefix: '' });
  subscriber.on('error', () => undefined);
  return {
    publish(tags: readonly string[]) {
      if (link.client.status === 'ready')
        void link.client.publish(channel, JSON.stringify({ from: self, tags })).catch(() => undefined);
    },
    subscribe(onWrite: (tags: readonly string[]) => void, onGap: () => void) {
      subscriber.on('message', (_channel: string, message: string) => {
        const write = parseWrite(message);
        // A message this version cannot read may have been any write: forget everything.
        if (write === null) onGap();
        else if (write.from !== self) onWrite(write.tags);
      });
      subscriber.on('ready', () => {
        onGap();
        void subscriber.subscribe(channel).catch(() => undefined);
      });
      subscriber.connect().catch(() => undefined);
    },
    healthy: () => link.client.status === 'ready' && subscriber.status === 'ready',
    close: () => subscriber.disconnect(),
  };
}

/** A write message (`{ from, tags }`), or null when it is not one. */
function parseWrite(message: string): { from: string; tags: string[] } | null {
  try {
    const parsed = JSON.parse(message) as { from?: unknown; tags?: unknown };
    const { from, tags } = parsed;
    if (typeof from !== 'string' || !Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) return null;
    return { from, tags: tags as string[] };
  } catch {
    return null;
  }
}
