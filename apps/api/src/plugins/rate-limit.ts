import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import type { RedisLink } from '../lib/redis';
import { sharedRateLimitStore } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in and sign-up per client address: generous, so a class behind one school NAT fits. */
    authLimits: preHandlerAsyncHookHandler[];
    /** Per-user limit for the AI routes (after `authenticate`). */
    aiLimit: preHandlerAsyncHookHandler;
    /** Per-user limit on posting comments (after `authenticate`): a conversation fits, a flood does not. */
    commentLimit: preHandlerAsyncHookHandler;
    /** Per-user limit on join-code attempts (after `authenticate`), so codes cannot be guessed. */
    joinLimit: preHandlerAsyncHookHandler;
    /** Per-address limit on the private calendar feeds (no sign-in), so their tokens cannot be guessed. */
    feedLimit: preHandlerAsyncHookHandler;
    /** Per-user limit on starting resumable uploads (after `authenticate`): each may hold 10 MB for a day. */
    uploadLimit: preHandlerAsyncHookHandler;
  }
}

export interface RateLimitOptions {
  /** Auth requests one IP may make per minute: a class of 40 behind one school NAT fits many times over. */
  authPerIpPerMinute: number;
  aiPerUserPerMinute: number;
  commentPerUserPerMinute: number;
  /** Join-code attempts per user per 15 minutes: a few typos fit, guessing 34 billion codes does not. */
  joinPerUserPer15Minutes: number;
  /** Calendar feed reads per address per minute: every phone of a school behind one NAT syncing fits. */
  feedPerIpPerMinute: number;
  /** Resumable uploads one user may start per hour: a day's hand-ins and tasks fit, filling the disk does not. */
  uploadPerUserPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  authPerIpPerMinute: 300,
  aiPerUserPerMinute: 20,
  commentPerUserPerMinute: 10,
  joinPerUserPer15Minutes: 10,
  feedPerIpPerMinute: 300,
  uploadPerUserPerHour: 60,
};

export default fp(
  async function rateLimits(app: FastifyInstance, options: { limits: RateLimitOptions; redis: RedisLink | null }) {
    // With REDIS_URL every instance counts in one place, so N instances still give one budget.
    await app.register(rateLimit, {
      global: false,
      ...(options.redis ? { store: sharedRateLimitStore(options.redis) } : {}),
    });
    // Several counters may guard one route, so each is a plain check rather than the plugin's
    // once-per-request hook.
    const limiter = (
      max: number,
      timeWindow: number,
      keyGenerator: (request: FastifyRequest) => string,
    ): preHandlerAsyncHookHandler => {
      const check = app.createRateLimit({ max, timeWindow, keyGenerator });
      return async (request, reply) => {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds));
          throw new AppError(429, 'RATE_LIMITED', 'rateLimited');
        }
      };
    };
    const { limits } = options;
    app.decorate('authLimits', [limiter(limits.authPerIpPerMinute, 60_000, (request) => `auth-ip:${request.ip}`)]);
    app.decorate(
      'aiLimit',
      limiter(limits.aiPerUserPerMinute, 60_000, (request) => `ai-user:${request.account?.id ?? request.ip}`),
    );
    app.decorate(
      'commentLimit',
      limiter(limits.commentPerUserPerMinute, 60_000, (request) => `comment-user:${request.account?.id ?? request.ip}`),
    );
    app.decorate(
      'joinLimit',
      limiter(
        limits.joinPerUserPer15Minutes,
        15 * 60_000,
        (request) => `join-user:${request.account?.id ?? request.ip}`,
      ),
    );
    app.decorate(
      'feedLimit',
      limiter(limits.feedPerIpPerMinute, 60_000, (request) => `feed-ip:${request.ip}`),
    );
    app.decorate(
      'uploadLimit',
      limiter(
        limits.uploadPerUserPerHour,
        60 * 60_000,
        (request) => `upload-user:${request.account?.id ?? request.ip}`,
      ),
    );
  },
  { name: 'rate-limits' },
);
