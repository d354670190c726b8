import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import { authResult, sessionSchema } from '@sinfxona/domain/schemas/auth';
import { emptyOkEnvelope, errorEnvelope, idParams, okEnvelope } from '@sinfxona/domain/schemas/common';
import type { Deps } from '../../deps';
import { notFound, unauthenticated } from '../../lib/errors';
import { endSession, liveSessions } from './queries';

/**
 * Sessions the server can end (docs/architecture.md §4 "Sessions"). Ending one is a write, so the
 * read cache and the remembered accounts are forgotten on every instance (plugins/read-cache.ts):
 * its tokens are refused from the next request on, the fast lane's included.
 */
const sessionRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['auth'];

  app.post(
    '/api/auth/logout',
    {
      onRequest: [app.authenticate],
      config: { beforePasswordChange: true },
      schema: { tags, response: { 200: emptyOkEnvelope, 401: errorEnvelope } },
    },
    async (request) => {
      // A token from before sessions has none to end: it lives until it expires (plugins/auth.ts).
      if (request.sessionId !== null) await endSession(deps.db, request.account.id, request.sessionId);
      return { success: true as const, message: translate('loggedOut', request.language) };
    },
  );

  // Sliding renewal: a token lives JWT_EXPIRES_IN (3 days by default) and the web app trades it for
  // a fresh one of the same session once half of that has passed, so a school's daily users stay
  // signed in while a token taken from a device stops working days later, not never.
  app.post(
    '/api/auth/renew',
    {
      onRequest: [app.authenticate],
      schema: { tags, response: { 200: okEnvelope(authResult), 401: errorEnvelope } },
    },
    async (request) => {
      const claims = app.bearerClaims(request.headers.authorization);
      // A token from before sessions belongs to no session to extend: its holder signs in again.
      if (request.sessionId === null || claims === null) throw unauthenticated('tokenInvalid');
      const user = { id: request.account.id, role: request.account.role, token_version: claims.ver };
      const { token } = await app.issueToken(request, user, request.sessionId);
      return { success: true as const, data: { token, user: request.account.user } };
    },
  );

  app.get(
    '/api/auth/sessions',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        response: { 200: okEnvelope(z.object({ sessions: z.array(sessionSchema) })), 401: errorEnvelope },
      },
    },
    async (request) => {
      const rows = await liveSessions(deps.db, request.account.id);
      const sessions = rows.map((row) => ({
        _id: row.id,
        current: row.id === request.sessionId,
        device: row.device,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
      }));
      return { success: true as const, data: { sessions } };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        params: idParams,
        response: { 200: emptyOkEnvelope, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      // Someone else's session answers as one that does not exist.
      if (!(await endSession(deps.db, request.account.id, request.params.id))) throw notFound('sessionNotFound');
      return { success: true as const, message: translate('sessionEnded', request.language) };
    },
  );
};

export default sessionRoutes;
