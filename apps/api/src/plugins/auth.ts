import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Role } from '@sinfxona/domain/constants';
import type { User } from '@sinfxona/domain/schemas/auth';
import type { Config } from '../config';
import type { Actor } from '../deps';
import { AppError, forbidden, unauthenticated } from '../lib/errors';
import { summariseDevice } from '../lib/device';

/** A guard hook; used as `onRequest`, so a guest or a wrong role is refused before the body is even read. */
export type GuardHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The user's token_version when the token was issued. */
  ver: number;
  /**
   * The session the token belongs to (sessions table). Tokens issued before sessions existed
   * have none: they are accepted until they expire or the password changes, and listed nowhere.
   */
  sid?: string;
}

/** The signed-in user: who acts, plus the public shape for routes that answer with it. */
export interface Account extends Actor {
  user: User;
}

/** A token's account as the plugin checks it: who, the token version, and the live sessions' ids. */
export interface FoundAccount {
  account: Account;
  tokenVersion: number;
  sessionIds: string[];
}

/**
 * How the plugin finds a token's account; app.ts hands in the users module's lookup, remembered
 * until anything is written. `fresh` reads past that memory (a session started on another instance).
 */
export type FindAccount = (id: string, fresh?: boolean) => Promise<FoundAccount | undefined>;

/** Where sessions are kept (modules/sessions/queries.ts). */
export interface SessionStore {
  start(userId: string, device: string, expiresAt: Date): Promise<string>;
  /** The session's newest token expires at `expiresAt`. */
  extend(sessionId: string, expiresAt: Date): Promise<void>;
  /** The session was used now (last seen). */
  touch(sessionId: string): Promise<void>;
}

/** Whether a verified token's claims still hold for its account: active, same token version, its session live. */
export function claimsHold(found: FoundAccount | undefined, claims: TokenClaims): found is FoundAccount {
  if (!found || !found.account.user.active || found.tokenVersion !== claims.ver) return false;
  return claims.sid === undefined || found.sessionIds.includes(claims.sid);
}

/** How often a session's last_seen_at is written, at most, per instance. */
const SEEN_EVERY_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to an account whose one-time password must still be changed (setting it; signing out). */
    beforePasswordChange?: true;
  }
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate`. */
    account: Account;
    /** The session of the request's token (null for a token from before sessions), set by `authenticate`. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    authenticate: GuardHook;
    /** The claims of an `Authorization: Bearer …` header whose token verifies, else null (no account check). */
    bearerClaims(header: string | undefined): TokenClaims | null;
    /**
     * A token for the user: in the session `sessionId` (a password change keeps the caller's), or
     * in a new session started for this request's device when it is null (sign-in, sign-up).
     */
    issueToken(
      request: FastifyRequest,
      user: TokenUser,
      sessionId: string | null,
    ): Promise<{ token: string; sessionId: string }>;
    /** Notes that a session was used (written at most every few minutes); for the fast lane. */
    sessionSeen(sessionId: string | undefined): void;
  }
}

type TokenUser = { id: string; role: Role; token_version: number };

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** `JWT_EXPIRES_IN` ("7d", "12h"…; checked by the config) in milliseconds. */
const durationMs = (value: string) => Number(value.slice(0, -1)) * UNIT_MS[value.slice(-1) as keyof typeof UNIT_MS];

/**
 * A per-route guard: `onRequest: [app.authenticate, requireRole('teacher')]`; it carries its role
 * for the docs. A teacher's routes are an admin's too: the school's administration manages every
 * class as its teachers may (the repositories scope an admin to every class).
 */
export function requireRole(role: Role): GuardHook & { role: Role } {
  const roleGuard: GuardHook = async (request) => {
    const actual = request.account?.role;
    if (actual !== role && !(role === 'teacher' && actual === 'admin')) throw forbidden();
  };
  return Object.assign(roleGuard, { role });
}

/** A guard for a route of several roles (named exactly: an admin is not a teacher here). */
export function requireAnyRole(...roles: Role[]): GuardHook & { role: string } {
  const rolesGuard: GuardHook = async (request) => {
    const actual = request.account?.role;
    if (!actual || !roles.includes(actual)) throw forbidden();
  };
  return Object.assign(rolesGuard, { role: roles.join(' or ') });
}

/**
 * The guard of the routes every student and teacher has (lists of tasks, videos, classes): a
 * guardian sees only their linked children's work, through their own routes, and is refused here
 * (docs/architecture.md §4 "Guardians (parents)").
 */
export function requireClassMember(): GuardHook & { role: string } {
  const memberGuard: GuardHook = async (request) => {
    if (request.account?.role === 'guardian') throw forbidden();
  };
  return Object.assign(memberGuard, { role: 'student or teacher' });
}

export default fp(
  async function auth(
    app: FastifyInstance,
    options: { config: Config; findAccount: FindAccount; sessions: SessionStore },
  ) {
    const lifetimeMs = durationMs(options.config.jwtExpiresIn);
    const sign = createSigner({ key: options.config.jwtSecret, algorithm: 'HS256', expiresIn: lifetimeMs });
    // When each session's last_seen_at was last written here: a read is never a database write.
    const seen = new LRUCache<string, true>({ max: 50_000, ttl: SEEN_EVERY_MS });
    const sessionSeen = (sessionId: string | undefined) => {
      if (sessionId === undefined || seen.has(sessionId)) return;
      seen.set(sessionId, true);
      options.sessions.touch(sessionId).catch((error: unknown) => app.log.warn({ err: error }, 'last seen not saved'));
    };
    app.decorate('sessionSeen', sessionSeen);
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
    app.decorateRequest('sessionId', null);
    /** Checks the bearer token, that the account still exists with the same token version, and that its session is live. */
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const header = request.headers.authorization;
      if (!header) throw unauthenticated();
      const claims = bearerClaims(header);
      if (!claims) throw unauthenticated('tokenInvalid');
      let found = await options.findAccount(claims.sub);
      // A session this instance has not heard of yet (started elsewhere a moment ago): ask the database.
      if (found && found.tokenVersion === claims.ver && !claimsHold(found, claims))
        found = await options.findAccount(claims.sub, true);
      if (!claimsHold(found, claims)) throw unauthenticated('tokenInvalid');
      // A one-time password (an import's, an admin's reset) opens only the way to set one's own.
      if (found.account.user.mustChangePassword && !request.routeOptions.config.beforePasswordChange)
        throw new AppError(403, 'PASSWORD_CHANGE_REQUIRED', 'passwordChangeRequired');
      request.account = found.account;
      request.sessionId = claims.sid ?? null;
      sessionSeen(claims.sid);
    });
    app.decorate('issueToken', async (request: FastifyRequest, user: TokenUser, sessionId: string | null) => {
      const expiresAt = new Date(Date.now() + lifetimeMs);
      let sid = sessionId;
      if (sid === null)
        sid = await options.sessions.start(user.id, summariseDevice(request.headers['user-agent']), expiresAt);
      else await options.sessions.extend(sid, expiresAt);
      return { token: sign({ sub: user.id, role: user.role, ver: user.token_version, sid }), sessionId: sid };
    });
  },
  { name: 'auth' },
);
