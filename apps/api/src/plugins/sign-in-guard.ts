import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CredentialsError, LockedOutError } from '../lib/errors';
import { MemoryFailureStore, SIGN_IN_POLICY, type FailurePolicy, type FailureStore } from '../lib/failure-counter';
import type { RedisLink } from '../lib/redis';
import { SharedFailureStore } from '../lib/redis-failure-store';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a password check under the failure counter of `key`: refused while the key is locked,
     * a wrong password counts, a right one clears the count.
     */
    guardPassword<T>(key: string, check: () => Promise<T>): Promise<T>;
  }
}

export interface SignInGuardOptions {
  store?: FailureStore;
  /** With REDIS_URL the counts live in Redis, shared by every instance. */
  redis?: RedisLink | null;
  policy?: FailurePolicy;
  now?: () => number;
}

export default fp(
  async function signInGuard(app: FastifyInstance, options: SignInGuardOptions) {
    const store = options.store ?? (options.redis ? new SharedFailureStore(options.redis) : new MemoryFailureStore());
    const policy = options.policy ?? SIGN_IN_POLICY;
    const now = options.now ?? Date.now;
    const lockedFor = (lockedUntil: number) => Math.max(1, Math.ceil((lockedUntil - now()) / 1000));
    app.decorate('guardPassword', async <T>(key: string, check: () => Promise<T>): Promise<T> => {
      const state = await store.read(key, now());
      if (state && state.lockedUntil > now()) throw new LockedOutError(lockedFor(state.lockedUntil));
      try {
        const result = await check();
        if (state) await store.clear(key);
        return result;
      } catch (error) {
        // The wrong password itself answers as such; the next attempt hears how long to wait.
        if (error instanceof CredentialsError) await store.add(key, now(), policy);
        throw error;
      }
    });
  },
  { name: 'sign-in-guard' },
);
