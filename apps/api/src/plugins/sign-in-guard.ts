import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { CredentialsError, LockedOutError } from '../lib/errors';
import { MemoryFailureStore, SIGN_IN_POLICY, type FailurePolicy, type FailureStore } from '../lib/failure-counter';
import type { RedisLink } from '../lib/redis';
import { SharedFailureStore } from '../lib/redis-failure-store';
import { DeviceCookies } from '../lib/device-cookie';

/** One sign-in: the e-mail typed, its account's id when there is one, and the password check. */
export interface SignInAttempt<T extends { id: string }> {
  email: string;
  accountId: string | undefined;
  check: () => Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a password check under the failure counter of `key`: refused while the key is locked,
     * a wrong password counts, a right one clears the count.
     */
    guardPassword<T>(key: string, check: () => Promise<T>): Promise<T>;
    /**
     * Runs a sign-in under the device-cookie rules (docs/architecture.md §5): a browser holding
     * a valid device cookie for the account is counted on that cookie alone; any other attempt
     * passes the per-address limit and is counted on the account, wherever it comes from. A
     * success sets a fresh device cookie.
     */
    guardSignIn<T extends { id: string }>(
      request: FastifyRequest,
      reply: FastifyReply,
      attempt: SignInAttempt<T>,
    ): Promise<T>;
  }
}

export interface SignInGuardOptions {
  store?: FailureStore;
  /** With REDIS_URL the counts live in Redis, shared by every instance. */
  redis?: RedisLink | null;
  policy?: FailurePolicy;
  now?: () => number;
  /** Told once per lockout (the school's audit log): which login, from where. */
  onLockout?: (login: string, ip: string) => Promise<void>;
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

    // Each lockout is told once, not once per refused attempt: a script hammering a login cannot flood the log.
    const told = new LRUCache<string, number>({ max: 10_000 });
    const reportLockout = async (key: string, login: string, ip: string, lockedUntil: number) => {
      if (!options.onLockout || told.get(key) === lockedUntil) return;
      told.set(key, lockedUntil);
      await options.onLockout(login, ip).catch((error: unknown) => app.log.warn({ err: error }, 'lockout not logged'));
    };
    const devices = new DeviceCookies(app.deps.config.jwtSecret);
    app.decorate(
      'guardSignIn',
      async <T extends { id: string }>(request: FastifyRequest, reply: FastifyReply, attempt: SignInAttempt<T>) => {
        const held = devices.read(request.headers.cookie, now());
        const device = attempt.accountId ? held.find((entry) => entry.accountId === attempt.accountId) : undefined;
        if (!device) for (const limit of app.authLimits) await limit.call(app, request, reply);
        // A trusted browser's failures lock only its own cookie (a stolen one is limited too);
        // nobody else's failures, from any address, reach it.
        const key = device ? `sign-in:device:${device.nonce}` : `sign-in:account:${attempt.email}`;
        const taken = await store.take(key, now(), policy);
        if (!taken.allowed) {
          await reportLockout(key, attempt.email, request.ip, taken.state.lockedUntil);
          throw new LockedOutError(lockedFor(taken.state.lockedUntil));
        }
        // Counted before the check (see take); a wrong password leaves it counted.
        const user = await attempt.check();
        // The password is proven: this counter starts again (never another browser's).
        await store.clear(key);
        reply.header('set-cookie', devices.issue(user.id, held, now(), request.protocol === 'https'));
        return user;
      },
    );
  },
  { name: 'sign-in-guard' },
);
