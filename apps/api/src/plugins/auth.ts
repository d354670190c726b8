import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A guard hook; used as `onRequest`, so a guest or a wrong role is refused before the body is even read. */
export type GuardHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
import fp from 'fastify-plugin';
import type { Role } from '@sinfxona/domain/constants';
import type { Config } from '../config';
import type { User } from '@sinfxona/domain/schemas/auth';
import { findUserById } from '../modules/users/repository';
import { toUser } from '../modules/users/serialize';
import { forbidden, unauthenticated } from './errors';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The user's token_version when the token was issued. */
  ver: number;
}

export interface Account {
  id: string;
  role: Role;
  fullName: string;
  email: string;
  /** The public shape, for routes that answer with the current user. */
  user: User;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate`. */
    account: Account;
  }
  interface FastifyInstance {
    authenticate: GuardHook;
    issueToken(user: { id: string; role: Role; token_version: number }): string;
  }
}

/** Checks the bearer token and that the account still exists with the same token version. */
async function authenticate(this: FastifyInstance, request: FastifyRequest, _reply: FastifyReply) {
  if (!request.headers.authorization) throw unauthenticated();
  let claims: TokenClaims;
  try {
    claims = await request.jwtVerify<TokenClaims>();
  } catch {
    throw unauthenticated('tokenInvalid');
  }
  const user = typeof claims.sub === 'string' ? await findUserById(this.db, claims.sub) : undefined;
  if (!user || user.token_version !== claims.ver) throw unauthenticated('tokenInvalid');
  request.account = { id: user.id, role: user.role, fullName: user.full_name, email: user.email, user: toUser(user) };
}

/** A per-route guard: `onRequest: [app.authenticate, requireRole('teacher')]`. */
export function requireRole(role: Role): GuardHook {
  return async function roleGuard(request) {
    if (request.account?.role !== role) throw forbidden();
  };
}

export default fp(
  async function auth(app: FastifyInstance, options: { config: Config }) {
    await app.register(fastifyJwt, {
      secret: options.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: options.config.jwtExpiresIn },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('account', null as unknown as Account);
    app.decorate('authenticate', authenticate);
    app.decorate('issueToken', (user: { id: string; role: Role; token_version: number }) =>
      app.jwt.sign({ sub: user.id, role: user.role, ver: user.token_version }),
    );
  },
  { name: 'auth', dependencies: ['database'] },
);
