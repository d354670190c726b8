import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import { profileUpdateInput, userSchema } from '@sinfxona/domain/schemas/auth';
import { errorEnvelope, okEnvelope } from '@sinfxona/domain/schemas/common';
import { requestLanguage } from '../../plugins/language';
import { updateProfile } from '../auth/service';
import { toUser } from './serialize';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/profile',
    { onRequest: [app.authenticate], schema: { response: { 200: okEnvelope(z.object({ user: userSchema })), 401: errorEnvelope } } },
    async (request) => ({ success: true as const, data: { user: request.account.user } }),
  );

  app.put(
    '/api/users/profile',
    {
      onRequest: [app.authenticate],
      schema: {
        body: profileUpdateInput,
        response: {
          200: okEnvelope(z.object({ user: userSchema, token: z.string().optional() })),
          400: errorEnvelope,
          401: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      const { user, passwordChanged } = await updateProfile(app.db, request.account.id, request.body);
      return {
        success: true as const,
        message: translate('profileUpdated', requestLanguage(request)),
        // A password change retires older tokens, this session's included: it gets a fresh one.
        data: { user: toUser(user), ...(passwordChanged ? { token: app.issueToken(user) } : {}) },
      };
    },
  );
};

export default profileRoutes;
