import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import { authResult, loginInput, registerInput, userSchema } from '@sinfxona/domain/schemas/auth';
import { errorEnvelope, okEnvelope } from '@sinfxona/domain/schemas/common';
import type { Deps } from '../../deps';
import { findUserByLogin, toUser } from '../users/queries';
import { login, register } from './service';

const authRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/api/auth/register',
    {
      preHandler: app.authLimits,
      schema: {
        tags: ['auth'],
        body: registerInput,
        response: {
          201: okEnvelope(authResult),
          400: errorEnvelope,
          403: errorEnvelope,
          409: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const user = await register(deps, request.body);
      return reply.status(201).send({
        success: true as const,
        message: translate('registered', request.language),
        data: { token: (await app.issueToken(request, user, null)).token, user: toUser(user) },
      });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: loginInput,
        response: { 200: okEnvelope(authResult), 400: errorEnvelope, 401: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      // Who may try how often is the guard's (plugins/sign-in-guard.ts): the per-address limit
      // and the per-account count, or the browser's own device cookie.
      const account = await findUserByLogin(deps.db, request.body.login);
      const user = await app.guardSignIn(request, reply, {
        email: request.body.login,
        accountId: account?.id,
        check: () => login(account, request.body.password),
      });
      return {
        success: true as const,
        message: translate('loggedIn', request.language),
        data: { token: (await app.issueToken(request, user, null)).token, user: toUser(user) },
      };
    },
  );

  app.get(
    '/api/auth/profile',
    {
      onRequest: [app.authenticate],
      config: { readCache: true },
      schema: { tags: ['auth'], response: { 200: okEnvelope(z.object({ user: userSchema })), 401: errorEnvelope } },
    },
    async (request) => ({ success: true as const, data: { user: request.account.user } }),
  );
};

export default authRoutes;
