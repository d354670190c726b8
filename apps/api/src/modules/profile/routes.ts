import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import { profileUpdateInput, userSchema } from '@sinfxona/domain/schemas/auth';
import { errorEnvelope, okEnvelope } from '@sinfxona/domain/schemas/common';
import type { Deps } from '../../deps';
import { toUser } from '../users/queries';
import { updateProfile } from './service';

const profileRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/users/profile',
    {
      onRequest: [app.authenticate],
      schema: { tags: ['profile'], response: { 200: okEnvelope(z.object({ user: userSchema })), 401: errorEnvelope } },
    },
    async (request) => ({ success: true as const, data: { user: request.account.user } }),
  );

  app.put(
    '/api/users/profile',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['profile'],
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
      const update = () => updateProfile(deps, request.account, request.body);
      const { user, passwordChanged } = request.body.currentPassword
        ? await app.guardPassword(`profile:${request.account.id}:${request.ip}`, update)
        : await update();
      return {
        success: true as const,
        message: translate('profileUpdated', request.language),
        // A password change retires older tokens, this session's included: it gets a fresh one.
        data: { user: toUser(user), ...(passwordChanged ? { token: app.issueToken(user) } : {}) },
      };
    },
  );
};

export default profileRoutes;
