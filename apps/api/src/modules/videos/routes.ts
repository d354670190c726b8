import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import { emptyOkEnvelope, errorEnvelope, idParams, okEnvelope, pagination } from '@sinfxona/domain/schemas/common';
import { videoInput, videoListQuery, videoSchema, videoUpdateInput } from '@sinfxona/domain/schemas/videos';
import type { Deps } from '../../deps';
import { pageOf } from '../../db/query-helpers';
import { requireClassMember, requireRole } from '../../plugins/auth';
import { createVideo, listVideos, removeVideo, updateVideo } from './service';

const failures = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
const videoAnswer = okEnvelope(z.object({ video: videoSchema }));
const tags = ['videos'];

const videoRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const teacher = [app.authenticate, requireRole('teacher')];

  app.get(
    '/api/videos',
    {
      onRequest: [app.authenticate, requireClassMember()],
      config: { readCache: true },
      schema: {
        tags,
        querystring: videoListQuery,
        response: {
          200: okEnvelope(
            z.object({
              videos: z.array(videoSchema),
              pagination,
              /** Teachers: the topics of their classes' videos (the form's suggestions). */
              topics: z.array(z.string()).optional(),
            }),
          ),
          ...failures,
        },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { videos, total, topics } = await listVideos(deps, request.account, request.query);
      return {
        success: true as const,
        data: { videos, pagination: pageOf(page, limit, total), ...(topics ? { topics } : {}) },
      };
    },
  );

  app.post(
    '/api/videos',
    { onRequest: teacher, schema: { tags, body: videoInput, response: { 201: videoAnswer, ...failures } } },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: translate('videoCreated', request.language),
        data: { video: await createVideo(deps, request.account, request.body) },
      }),
  );

  app.put(
    '/api/videos/:id',
    {
      onRequest: teacher,
      schema: { tags, params: idParams, body: videoUpdateInput, response: { 200: videoAnswer, ...failures } },
    },
    async (request) => ({
      success: true as const,
      message: translate('videoUpdated', request.language),
      data: { video: await updateVideo(deps, request.account, { id: request.params.id, ...request.body }) },
    }),
  );

  app.delete(
    '/api/videos/:id',
    { onRequest: teacher, schema: { tags, params: idParams, response: { 200: emptyOkEnvelope, ...failures } } },
    async (request) => {
      await removeVideo(deps, request.account, request.params);
      return { success: true as const, message: translate('videoDeleted', request.language) };
    },
  );
};

export default videoRoutes;
