import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@sinfxona/domain/constants';
import type { User } from '@sinfxona/domain/schemas/auth';
import type { Config } from '../config';
import type { Actor } from '../deps';
import { forbidden, unauthenticated } from '../lib/errors';

/** A guard hook; used as `onRequest`, so a guest or a wrong role is refused before the body is even read. */
export type GuardHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The user's token_version when the token was issued. */
  ver: number;
}

/** The signed-in user: who acts, plus the public shape for routes that answer with it. */
export interface Account extends Actor {
  user: User;
}

/** How the plugin finds a token's account; app.ts hands in the users module's lookup. */
export type FindAccount = (id: string) => Promise<{ account: Account; tokenVersion: number } | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate`. */
    account: Account;
  }
  interface FastifyInstance {
    authenticate: GuardHook;
    /** The claims of an `Authorization: Bearer …` header whose token verifies, else null (no account check). */
    bearerClaims(header: string | undefined): TokenClaims | null;
    issueToken(user: { id: string; role: Role; token_version: number }): string;
  }
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** `JWT_EXPIRES_IN` ("7d", "12h"…; checked by the config) in milliseconds. */
const durationMs = (value: string) => Number(value.slice(0, -1)) * UNIT_MS[value.slice(-1) as keyof typeof UNIT_MS];

/** A per-route guard: `onRequest: [app.authenticate, requireRole('teacher')]`; it carries its role for the docs. */
export function requireRole(role: Role): GuardHook & { role: Role } {
  const roleGuard: GuardHook = async (request) => {
    if (request.account?.role !== role) throw forbidden();
  };
  return Object.assign(roleGuard, { role });
}

export default fp(
  async function auth(app: FastifyInstance, options: { config: Config; findAccount: FindAccount }) {
    const sign = createSigner({
      key: options.config.jwtSecret,
      algorithm: 'HS256',
      expiresIn: durationMs(options.config.jwtExpiresIn),
    });
    // Verified tokens are remembered until they expire: every request of a session carries the
    // same token, and its signature need not be recomputed each time. The account is still read.
    const verify = createVerifier({ key: options.config.jwtSecret, algorithms: ['HS256'], cache: 10_000 });
    const bearerClaims = (header: string | undefined): TokenClaims | null => {
      const [scheme, token, extra] = (header ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token || extra !== undefined) return null;
      try {
        const claims = verify(token) as TokenClaims;
        return typeof claims.sub === 'string' ? claims : null;
      } catch {
        return null;
      }
    };
    app.decorate('bearerClaims', bearerClaims);
    app.decorateRequest('account', null as unknown as Account);
    /** Checks the bearer token and that the account still exists with the same token version. */
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const header = request.headers.authorization;
      if (!header) throw unauthenticated();
      const claims = bearerClaims(header);
      if (!claims) throw unauthenticated('tokenInvalid');
      const found = await options.findAccount(claims.sub);
      if (!found || found.tokenVersion !== claims.ver) throw unauthenticated('tokenInvalid');
      request.account = found.account;
    });
    app.decorate('issueToken', (user: { id: string; role: Role; token_version: number }) =>
      sign({ sub: user.id, role: user.role, ver: user.token_version }),
    );
  },
  { name: 'auth' },
);
