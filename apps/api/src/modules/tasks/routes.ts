import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import { emptyOkEnvelope, errorEnvelope, idParams, okEnvelope, pagination } from '@sinfxona/domain/schemas/common';
import { taskListQuery, taskSchema, taskStatsSchema } from '@sinfxona/domain/schemas/tasks';
import { requireRole } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/language';
import { pageOf } from '../../db/query-helpers';
import { changeTask, createTask, deleteTask, getTask, getTaskStats, listTaskPage } from './service';

const failures = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 413: errorEnvelope, 415: errorEnvelope };
const taskAnswer = okEnvelope(z.object({ task: taskSchema }));

const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyUser = [app.authenticate];
  const teacher = [app.authenticate, requireRole('teacher')];

  app.get('/api/tasks', { onRequest: anyUser, schema: { querystring: taskListQuery, response: { 200: okEnvelope(z.object({ tasks: z.array(taskSchema), pagination })), ...failures } } }, async (request) => {
    const { tasks, total } = await listTaskPage(app, request.query, request.account);
    return { success: true as const, data: { tasks, pagination: pageOf(request.query.page, request.query.limit, total) } };
  });

  app.get('/api/tasks/:id', { onRequest: anyUser, schema: { params: idParams, response: { 200: taskAnswer, ...failures } } }, async (request) => ({
    success: true as const,
    data: { task: await getTask(app, request.params.id, request.account) },
  }));

  app.post('/api/tasks', { onRequest: teacher, schema: { response: { 201: taskAnswer, ...failures } } }, async (request, reply) =>
    reply.status(201).send({ success: true as const, message: translate('taskCreated', requestLanguage(request)), data: { task: await createTask(app, request) } }),
  );

  app.put('/api/tasks/:id', { onRequest: teacher, schema: { params: idParams, response: { 200: taskAnswer, ...failures } } }, async (request) => ({
    success: true as const,
    message: translate('taskUpdated', requestLanguage(request)),
    data: { task: await changeTask(app, request, request.params.id) },
  }));

  app.delete('/api/tasks/:id', { onRequest: teacher, schema: { params: idParams, response: { 200: emptyOkEnvelope, ...failures } } }, async (request) => {
    await deleteTask(app, request.params.id);
    return { success: true as const, message: translate('taskDeleted', requestLanguage(request)) };
  });

  app.get('/api/tasks/:id/stats', { onRequest: teacher, schema: { params: idParams, response: { 200: okEnvelope(z.object({ stats: taskStatsSchema })), ...failures } } }, async (request) => ({
    success: true as const,
    data: { stats: await getTaskStats(app, request.params.id) },
  }));
};

export default taskRoutes;
