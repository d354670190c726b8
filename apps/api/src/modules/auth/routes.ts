import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import { authResult, loginInput, registerInput, userSchema } from '@sinfxona/domain/schemas/auth';
import { errorEnvelope, okEnvelope } from '@sinfxona/domain/schemas/common';
import type { Config } from '../../config';
import { requestLanguage } from '../../plugins/language';
import { toUser } from '../users/serialize';
import { loginUser, registerUser } from './service';

const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const limits = app.authLimits;

  app.post(
    '/api/auth/register',
    {
      preHandler: limits,
      schema: {
        body: registerInput,
        response: { 201: okEnvelope(authResult), 400: errorEnvelope, 403: errorEnvelope, 409: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      const user = await registerUser(app.db, request.body, config.teacherInviteCode);
      return reply.status(201).send({
        success: true as const,
        message: translate('registered', requestLanguage(request)),
        data: { token: app.issueToken(user), user: toUser(user) },
      });
    },
  );

  app.post(
    '/api/auth/login',
    {
      preHandler: limits,
      schema: { body: loginInput, response: { 200: okEnvelope(authResult), 400: errorEnvelope, 401: errorEnvelope, 429: errorEnvelope } },
    },
    async (request) => {
      const user = await loginUser(app.db, request.body);
      return {
        success: true as const,
        message: translate('loggedIn', requestLanguage(request)),
        data: { token: app.issueToken(user), user: toUser(user) },
      };
    },
  );

  app.get(
    '/api/auth/profile',
    { onRequest: [app.authenticate], schema: { response: { 200: okEnvelope(z.object({ user: userSchema })), 401: errorEnvelope } } },
    async (request) => ({ success: true as const, data: { user: request.account.user } }),
  );
};

export default authRoutes;
