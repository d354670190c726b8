import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisLink } from '../lib/redis';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
interface CallbackStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): CallbackStore;
}
type StoreConstructor = new (...args: unknown[]) => CallbackStore;

// @fastify/rate-limit's own stores: the Redis one (an atomic Lua counter) and the in-memory LRU.
// They are not exported by name, so they are loaded from their files.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor;

const call = (store: CallbackStore, method: 'incr' | 'read', key: string, timeWindow: number, max: number) =>
  new Promise<Counted>((resolve, reject) => {
    const run = store[method];
    if (!run) return reject(new Error(`the store has no ${method}`));
    run.call(store, key, (error, result) => (error || !result ? reject(error) : resolve(result)), timeWindow, max);
  });

/** Counts in Redis while it answers, in this process while it does not; RedisLink logs the switch once. */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: RedisLink,
    private readonly shared: CallbackStore,
    private readonly local: CallbackStore,
  ) {}

  private count(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
    this.redis
      .withFallback(
        () => call(this.shared, method, key, timeWindow, max),
        () => call(this.local, method, key, timeWindow, max),
      )
      .then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.count('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.count('read', key, callback, timeWindow, max);
  }

  /** Each limiter gets its own in-memory map; in Redis the limiters' keys are already apart ('auth-ip:…'). */
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new FallbackStore(this.redis, this.shared, this.local.child(routeOptions));
  }
}

/** The `store` for @fastify/rate-limit when REDIS_URL is set: every instance shares one budget. */
export function sharedRateLimitStore(redis: RedisLink): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore extends FallbackStore {
    // Our limiters count a fixed window: neither continueExceeding nor exponentialBackoff.
    constructor(_options: FastifyRateLimitOptions) {
      super(redis, new RedisStore(false, false, redis.client, 'rate-limit:'), new LocalStore(false, false));
    }
  };
}
