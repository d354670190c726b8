import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Guards for sign-in and sign-up: generous per IP, tight per e-mail. */
    authLimits: preHandlerAsyncHookHandler[];
    /** Per-user limit for the AI routes (after `authenticate`). */
    aiLimit: preHandlerAsyncHookHandler;
  }
}

export interface RateLimitOptions {
  /** Auth requests one IP may make per minute: a class of 40 behind one school NAT fits many times over. */
  authPerIpPerMinute: number;
  /** Auth attempts on one e-mail per 15 minutes: enough for typos, too few to guess a password. */
  authPerEmailPer15Minutes: number;
  aiPerUserPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = { authPerIpPerMinute: 300, authPerEmailPer15Minutes: 10, aiPerUserPerMinute: 20 };

function emailKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
  return `email:${email}`;
}

export default fp(
  async function rateLimits(app: FastifyInstance, options: { limits: RateLimitOptions }) {
    await app.register(rateLimit, { global: false });
    // Several counters may guard one route, so each is a plain check rather than the plugin's
    // once-per-request hook.
    const limiter = (max: number, timeWindow: number, keyGenerator: (request: FastifyRequest) => string): preHandlerAsyncHookHandler => {
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
    app.decorate('authLimits', [
      limiter(limits.authPerIpPerMinute, 60_000, (request) => `auth-ip:${request.ip}`),
      limiter(limits.authPerEmailPer15Minutes, 15 * 60_000, (request) => `auth-${emailKey(request)}`),
    ]);
    app.decorate(
      'aiLimit',
      limiter(limits.aiPerUserPerMinute, 60_000, (request) => `ai-user:${request.account?.id ?? request.ip}`),
    );
  },
  { name: 'rate-limits' },
);
