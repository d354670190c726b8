import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import { profileUpdateInput, userSchema } from '@sinfxona/domain/schemas/auth';
import { errorEnvelope, okEnvelope } from '@sinfxona/domain/schemas/common';
import type { Deps } from '../../deps';
import { toUser } from '../users/queries';
import { endOtherSessions } from '../sessions/queries';
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
      config: { beforePasswordChange: true },
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
      if (!passwordChanged)
        return {
          success: true as const,
          message: translate('profileUpdated', request.language),
          data: { user: toUser(user) },
        };
      // A password change retires older tokens (the token version) and ends every other session;
      // this one goes on with a fresh token (a token from before sessions gets a new session).
      const { token, sessionId } = await app.issueToken(request, user, request.sessionId);
      await endOtherSessions(deps.db, user.id, sessionId);
      return {
        success: true as const,
        message: translate('profileUpdated', request.language),
        data: { user: toUser(user), token },
      };
    },
  );
};

export default profileRoutes;
