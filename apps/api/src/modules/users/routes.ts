import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope, idParams, okEnvelope, pagination } from '@sinfxona/domain/schemas/common';
import { progressSchema } from '@sinfxona/domain/schemas/submissions';
import { studentProgressDetail, studentRowSchema, teacherStatsSchema, userListQuery } from '@sinfxona/domain/schemas/users';
import { requireRole } from '../../plugins/auth';
import { pageOf } from '../../db/query-helpers';
import { getStudentProgress } from '../submissions/service';
import { getStudentProgressDetail, getTeacherStats, listUserPage } from './stats-service';

const failures = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const teacher = [app.authenticate, requireRole('teacher')];

  app.get('/api/users', { onRequest: teacher, schema: { querystring: userListQuery, response: { 200: okEnvelope(z.object({ users: z.array(studentRowSchema), pagination })), ...failures } } }, async (request) => {
    const { users, total } = await listUserPage(app, request.query);
    return { success: true as const, data: { users, pagination: pageOf(request.query.page, request.query.limit, total) } };
  });

  app.get('/api/users/stats/teacher', { onRequest: teacher, schema: { response: { 200: okEnvelope(z.object({ stats: teacherStatsSchema })), ...failures } } }, async () => ({
    success: true as const,
    data: { stats: await getTeacherStats(app) },
  }));

  app.get('/api/users/stats/student', { onRequest: [app.authenticate, requireRole('student')], schema: { response: { 200: okEnvelope(z.object({ stats: progressSchema })), ...failures } } }, async (request) => ({
    success: true as const,
    data: { stats: await getStudentProgress(app.db, request.account.id) },
  }));

  app.get('/api/users/:id/progress', { onRequest: teacher, schema: { params: idParams, response: { 200: okEnvelope(studentProgressDetail), ...failures } } }, async (request) => ({
    success: true as const,
    data: await getStudentProgressDetail(app, request.params.id),
  }));
};

export default userRoutes;
