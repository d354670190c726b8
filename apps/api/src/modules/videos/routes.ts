import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import { emptyOkEnvelope, errorEnvelope, idParams, okEnvelope, pagination } from '@sinfxona/domain/schemas/common';
import { videoInput, videoListQuery, videoSchema } from '@sinfxona/domain/schemas/videos';
import { requireRole } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/language';
import { pageOf } from '../../db/query-helpers';
import { listVideos } from './repository';
import { addVideo, changeVideo, removeVideo, toVideo } from './service';

const failures = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const videoAnswer = okEnvelope(z.object({ video: videoSchema }));

const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const teacher = [app.authenticate, requireRole('teacher')];

  app.get('/api/videos', { onRequest: [app.authenticate], schema: { querystring: videoListQuery, response: { 200: okEnvelope(z.object({ videos: z.array(videoSchema), pagination })), ...failures } } }, async (request) => {
    const { page, limit } = request.query;
    const { items, total } = await listVideos(app.db, page, limit);
    return { success: true as const, data: { videos: items.map(toVideo), pagination: pageOf(page, limit, total) } };
  });

  app.post('/api/videos', { onRequest: teacher, schema: { body: videoInput, response: { 201: videoAnswer, ...failures } } }, async (request, reply) =>
    reply.status(201).send({ success: true as const, message: translate('videoCreated', requestLanguage(request)), data: { video: await addVideo(app.db, request.body, request.account.id) } }),
  );

  app.put('/api/videos/:id', { onRequest: teacher, schema: { params: idParams, body: videoInput, response: { 200: videoAnswer, ...failures } } }, async (request) => ({
    success: true as const,
    message: translate('videoUpdated', requestLanguage(request)),
    data: { video: await changeVideo(app.db, request.params.id, request.body) },
  }));

  app.delete('/api/videos/:id', { onRequest: teacher, schema: { params: idParams, response: { 200: emptyOkEnvelope, ...failures } } }, async (request) => {
    await removeVideo(app.db, request.params.id);
    return { success: true as const, message: translate('videoDeleted', requestLanguage(request)) };
  });
};

export default videoRoutes;
