import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import { emptyOkEnvelope, errorEnvelope, idParams, okEnvelope, pagination } from '@sinfxona/domain/schemas/common';
import {
  childSchema,
  childTaskSchema,
  guardianCodeInput,
  guardianCodeSchema,
  guardianLinkInput,
  guardianSchema,
} from '@sinfxona/domain/schemas/guardians';
import { termNumber, reportCardSchema } from '@sinfxona/domain/schemas/marks';
import { mySubmissionsQuery, submissionSchema } from '@sinfxona/domain/schemas/submissions';
import { taskListQuery } from '@sinfxona/domain/schemas/tasks';
import type { Deps } from '../../deps';
import { pageOf } from '../../db/query-helpers';
import { requireAnyRole, requireRole } from '../../plugins/auth';
import { userTag } from '../../plugins/read-cache-tags';
import {
  childReportCard,
  linkChild,
  listChildren,
  listChildSubmissions,
  listChildTasks,
  listGuardians,
  makeGuardianCode,
  removeGuardian,
  unlinkChild,
} from './service';

const failures = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
const tags = ['guardians'];

/**
 * Guardians (parents) (docs/architecture.md §4 "Guardians (parents)"): a student's link codes and
 * guardians; a guardian's children and their own work. A guardian's reads are not kept (read
 * cache): a link removed from either side shows at once.
 */
const guardianRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const student = [app.authenticate, requireRole('student')];
  const guardian = [app.authenticate, requireRole('guardian')];

  app.post(
    '/api/guardian-codes',
    {
      onRequest: [app.authenticate, requireAnyRole('student', 'admin')],
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description:
          'A one-use code a guardian links with (8 characters, valid 7 days): a student makes one for themself; ' +
          'an admin for any student (`studentId`; not a student → 404).',
        body: guardianCodeInput,
        response: { 201: okEnvelope(guardianCodeSchema), ...failures },
      },
    },
    async (request, reply) => {
      const made = await makeGuardianCode(deps, request.account, request.body);
      // A code is in no answer until a guardian links with it.
      request.forgets([]);
      return reply
        .status(201)
        .send({ success: true as const, message: translate('guardianCodeMade', request.language), data: made });
    },
  );

  app.get(
    '/api/users/guardians',
    {
      onRequest: student,
      schema: {
        tags,
        description: "The student's guardians (parents), first linked first.",
        response: { 200: okEnvelope(z.object({ guardians: z.array(guardianSchema) })), ...failures },
      },
    },
    async (request) => ({ success: true as const, data: { guardians: await listGuardians(deps, request.account) } }),
  );

  app.delete(
    '/api/users/guardians/:id',
    {
      onRequest: student,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description: "The student removes a guardian: at once they see nothing more of the student's work.",
        params: idParams,
        response: { 200: emptyOkEnvelope, ...failures },
      },
    },
    async (request) => {
      await removeGuardian(deps, request.account, request.params);
      request.forgets([userTag(request.params.id), userTag(request.account.id)]);
      return { success: true as const, message: translate('guardianRemoved', request.language) };
    },
  );

  app.post(
    '/api/guardian/children',
    {
      onRequest: guardian,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description:
          "The guardian links a child with the child's code: unknown → 404, used or expired → 400, " +
          'already linked → 409.',
        body: guardianLinkInput,
        response: { 201: okEnvelope(z.object({ child: childSchema })), ...failures },
      },
    },
    async (request, reply) => {
      const child = await linkChild(deps, request.account, request.body);
      request.forgets([userTag(request.account.id), userTag(child._id)]);
      return reply
        .status(201)
        .send({ success: true as const, message: translate('childLinked', request.language), data: { child } });
    },
  );

  app.get(
    '/api/guardian/children',
    {
      onRequest: guardian,
      schema: {
        tags,
        description: "The guardian's children with their classes and figures (`progress`), first linked first.",
        response: { 200: okEnvelope(z.object({ children: z.array(childSchema) })), ...failures },
      },
    },
    async (request) => ({ success: true as const, data: { children: await listChildren(deps, request.account) } }),
  );

  app.get(
    '/api/guardian/children/:id/tasks',
    {
      onRequest: guardian,
      schema: {
        tags,
        description:
          "The child's tasks as the child sees them (their own deadline, their work) with `status`: missing, " +
          "assigned, submitted, late, returned or graded. Not the guardian's child → 404.",
        params: idParams,
        querystring: taskListQuery,
        response: {
          200: okEnvelope(z.object({ tasks: z.array(childTaskSchema), pagination })),
          ...failures,
        },
      },
    },
    async (request) => {
      const { tasks, total } = await listChildTasks(deps, request.account, {
        ...request.query,
        id: request.params.id,
      });
      return {
        success: true as const,
        data: { tasks, pagination: pageOf(request.query.page, request.query.limit, total) },
      };
    },
  );

  app.get(
    '/api/guardian/children/:id/submissions',
    {
      onRequest: guardian,
      schema: {
        tags,
        description:
          "The child's work with score, mark and feedback, as the child sees it: a held grade is not shown. " +
          "Not the guardian's child → 404.",
        params: idParams,
        querystring: mySubmissionsQuery,
        response: { 200: okEnvelope(z.object({ submissions: z.array(submissionSchema), pagination })), ...failures },
      },
    },
    async (request) => {
      const { submissions, total } = await listChildSubmissions(deps, request.account, {
        ...request.query,
        id: request.params.id,
      });
      return {
        success: true as const,
        data: { submissions, pagination: pageOf(request.query.page, request.query.limit, total) },
      };
    },
  );

  app.get(
    '/api/guardian/children/:id/report-card',
    {
      onRequest: guardian,
      schema: {
        tags,
        description:
          "The child's report card for term `term` (default: the current one). Not the guardian's child → 404.",
        params: idParams,
        querystring: z.object({ term: termNumber }),
        response: { 200: okEnvelope(z.object({ reportCard: reportCardSchema })), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        reportCard: await childReportCard(deps, request.account, { id: request.params.id, term: request.query.term }),
      },
    }),
  );

  app.delete(
    '/api/guardian/children/:id',
    {
      onRequest: guardian,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description: "The guardian unlinks a child: at once they see nothing more of the child's work.",
        params: idParams,
        response: { 200: emptyOkEnvelope, ...failures },
      },
    },
    async (request) => {
      await unlinkChild(deps, request.account, request.params);
      request.forgets([userTag(request.account.id), userTag(request.params.id)]);
      return { success: true as const, message: translate('childUnlinked', request.language) };
    },
  );
};

export default guardianRoutes;
