import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import { authResult, loginInput, registerInput, userSchema } from '@sinfxona/domain/schemas/auth';
import { errorEnvelope, okEnvelope } from '@sinfxona/domain/schemas/common';
import type { Deps } from '../../deps';
import { toUser } from '../users/queries';
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
        data: { token: app.issueToken(user), user: toUser(user) },
      });
    },
  );

  app.post(
    '/api/auth/login',
    {
      preHandler: app.authLimits,
      schema: {
        tags: ['auth'],
        body: loginInput,
        response: { 200: okEnvelope(authResult), 400: errorEnvelope, 401: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => {
      // Failures are counted per e-mail and client address together: nobody locks out anyone else.
      const user = await app.guardPassword(`login:${request.body.email}:${request.ip}`, () =>
        login(deps, request.body),
      );
      return {
        success: true as const,
        message: translate('loggedIn', request.language),
        data: { token: app.issueToken(user), user: toUser(user) },
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
