import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import { errorEnvelope, idParams, idSchema, okEnvelope, pageQuery, pagination } from '@sinfxona/domain/schemas/common';
import { gradeInput, progressSchema, submissionListQuery, submissionSchema } from '@sinfxona/domain/schemas/submissions';
import { requireRole } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { requestLanguage } from '../../plugins/language';
import { pageOf } from '../../db/query-helpers';
import { findLiveTask } from '../tasks/repository';
import { getStudentProgress, gradeWork, listSubmissionPage, submitWork } from './service';

const failures = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 413: errorEnvelope, 415: errorEnvelope };
const submissionPage = okEnvelope(z.object({ submissions: z.array(submissionSchema), pagination }));
const taskParams = z.object({ taskId: idSchema });

const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const student = [app.authenticate, requireRole('student')];
  const teacher = [app.authenticate, requireRole('teacher')];

  app.get('/api/submissions/progress', { onRequest: student, schema: { response: { 200: okEnvelope(z.object({ progress: progressSchema })), ...failures } } }, async (request) => ({
    success: true as const,
    data: { progress: await getStudentProgress(app.db, request.account.id) },
  }));

  app.get('/api/submissions/my', { onRequest: student, schema: { querystring: pageQuery, response: { 200: submissionPage, ...failures } } }, async (request) => {
    const { page, limit } = request.query;
    const { submissions, total } = await listSubmissionPage(app, { studentId: request.account.id }, page, limit);
    return { success: true as const, data: { submissions, pagination: pageOf(page, limit, total) } };
  });

  app.post('/api/submissions/:taskId', { onRequest: student, schema: { params: taskParams, response: { 201: okEnvelope(z.object({ submission: submissionSchema })), ...failures } } }, async (request, reply) =>
    reply.status(201).send({
      success: true as const,
      message: translate('submissionCreated', requestLanguage(request)),
      data: { submission: await submitWork(app, request, request.params.taskId) },
    }),
  );

  app.get('/api/submissions/:taskId', { onRequest: teacher, schema: { params: taskParams, querystring: pageQuery, response: { 200: submissionPage, ...failures } } }, async (request) => {
    if (!(await findLiveTask(app.db, request.params.taskId))) throw notFound('taskNotFound');
    const { page, limit } = request.query;
    const { submissions, total } = await listSubmissionPage(app, { taskId: request.params.taskId }, page, limit);
    return { success: true as const, data: { submissions, pagination: pageOf(page, limit, total) } };
  });

  app.get('/api/submissions', { onRequest: teacher, schema: { querystring: submissionListQuery, response: { 200: submissionPage, ...failures } } }, async (request) => {
    // Newest first is the only order; `sort=recent` says so explicitly.
    const { page, limit, status } = request.query;
    const { submissions, total } = await listSubmissionPage(app, { status }, page, limit);
    return { success: true as const, data: { submissions, pagination: pageOf(page, limit, total) } };
  });

  app.put('/api/submissions/:id/grade', { onRequest: teacher, schema: { params: idParams, body: gradeInput, response: { 200: okEnvelope(z.object({ submission: submissionSchema })), ...failures } } }, async (request) => ({
    success: true as const,
    message: translate('submissionGraded', requestLanguage(request)),
    data: { submission: await gradeWork(app, request.params.id, request.body, request.account.id) },
  }));
};

export default submissionRoutes;
