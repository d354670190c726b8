import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelope,
  idParams,
  okEnvelope,
  pageQuery,
  pagination,
  searchField,
} from '@sinfxona/domain/schemas/common';
import { progressSchema } from '@sinfxona/domain/schemas/submissions';
import { taskStatsSchema } from '@sinfxona/domain/schemas/tasks';
import {
  studentProgressDetail,
  statsQuery,
  studentRowSchema,
  teacherStatsSchema,
  userListQuery,
} from '@sinfxona/domain/schemas/users';
import type { Deps } from '../../deps';
import { pageOf } from '../../db/query-helpers';
import { requireRole } from '../../plugins/auth';
import { getMyProgress, getStudentProgressDetail, getTaskStats, getTeacherStats, listUsers } from './service';

const failures = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const tags = ['figures'];
const userPage = okEnvelope(z.object({ users: z.array(studentRowSchema), pagination }));

/** Every figure of docs/architecture.md §4 "Figures", whichever path the spec gave it. */
const statsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const teacher = [app.authenticate, requireRole('teacher')];
  const student = [app.authenticate, requireRole('student')];

  app.get(
    '/api/users',
    {
      onRequest: teacher,
      config: { readCache: true },
      schema: {
        tags,
        querystring: userListQuery,
        response: { 200: userPage, ...failures },
      },
    },
    async (request) => {
      const { users, total } = await listUsers(deps, request.account, request.query);
      return {
        success: true as const,
        data: { users, pagination: pageOf(request.query.page, request.query.limit, total) },
      };
    },
  );

  app.get(
    '/api/users/stats/teacher',
    {
      onRequest: teacher,
      config: { readCache: true },
      schema: {
        tags,
        querystring: statsQuery,
        response: { 200: okEnvelope(z.object({ stats: teacherStatsSchema })), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: { stats: await getTeacherStats(deps, request.account, request.query) },
    }),
  );

  app.get(
    '/api/users/stats/student',
    {
      onRequest: student,
      schema: {
        tags,
        querystring: statsQuery,
        response: { 200: okEnvelope(z.object({ stats: progressSchema })), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: { stats: await getMyProgress(deps, request.account, request.query) },
    }),
  );

  app.get(
    '/api/submissions/progress',
    {
      onRequest: student,
      config: { readCache: true },
      schema: {
        tags,
        querystring: statsQuery,
        response: { 200: okEnvelope(z.object({ progress: progressSchema })), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: { progress: await getMyProgress(deps, request.account, request.query) },
    }),
  );

  app.get(
    '/api/users/:id/progress',
    {
      onRequest: teacher,
      schema: { tags, params: idParams, response: { 200: okEnvelope(studentProgressDetail), ...failures } },
    },
    async (request) => ({
      success: true as const,
      data: await getStudentProgressDetail(deps, request.account, { studentId: request.params.id }),
    }),
  );

  app.get(
    '/api/tasks/:id/stats',
    {
      onRequest: teacher,
      config: { readCache: true },
      schema: {
        tags,
        params: idParams,
        response: { 200: okEnvelope(z.object({ stats: taskStatsSchema })), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: { stats: await getTaskStats(deps, request.account, request.params) },
    }),
  );

  app.get(
    '/api/classes/:id/students',
    {
      onRequest: teacher,
      // One class's roster shows that class only, not the teacher's others.
      config: { readCache: { classOf: (request) => (request.params as { id: string }).id } },
      schema: {
        tags: ['classes'],
        description: "The class's students with this class's figures.",
        params: idParams,
        querystring: pageQuery.extend({ search: searchField }),
        response: { 200: userPage, ...failures },
      },
    },
    async (request) => {
      const { users, total } = await listUsers(deps, request.account, {
        ...request.query,
        role: 'student',
        classId: request.params.id,
      });
      return {
        success: true as const,
        data: { users, pagination: pageOf(request.query.page, request.query.limit, total) },
      };
    },
  );
};

export default statsRoutes;
