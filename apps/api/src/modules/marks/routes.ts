import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import { errorEnvelope, emptyOkEnvelope, idParams, idSchema, okEnvelope } from '@sinfxona/domain/schemas/common';
import { excusalSchema, reportCardSchema, rosterEntrySchema, termNumber } from '@sinfxona/domain/schemas/marks';
import type { Deps } from '../../deps';
import { contentDisposition } from '../../lib/content-disposition';
import { requireRole } from '../../plugins/auth';
import { userTag, workTag } from '../../plugins/read-cache-tags';
import { recordAudit } from '../admin/queries';
import { classReportCardsPdf } from './class-cards';
import { getReportCard } from './report-card';
import { excuseTask, taskRoster, unexcuseTask } from './roster';

const failures = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
const termQuery = z.object({ term: termNumber });
const excusalParams = z.object({ id: idSchema, studentId: idSchema });

/** Marks and terms (docs/architecture.md §4 "Marks and terms"): a task's roster, excused work, report cards. */
const markRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const teacher = [app.authenticate, requireRole('teacher')];

  app.get(
    '/api/tasks/:id/roster',
    {
      onRequest: teacher,
      schema: {
        tags: ['tasks'],
        description:
          "Every student of the task's class, whether they handed in or not, by name: status `missing` (nothing " +
          'handed in, past their own deadline), `assigned` (still time), `submitted`, `late`, `returned` or ' +
          '`graded`; `attempt` (0 when nothing was handed in); the latest `submission`, an `extension` and an ' +
          '`excused` mark when there are.',
        params: idParams,
        response: { 200: okEnvelope(z.object({ roster: z.array(rosterEntrySchema) })), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: { roster: await taskRoster(deps, request.account, { taskId: request.params.id }) },
    }),
  );

  app.put(
    '/api/tasks/:id/excusals/:studentId',
    {
      onRequest: teacher,
      // An excusal changes that student's figures and the class's, as its teachers see them.
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags: ['tasks'],
        description:
          "Excuses a student of the task's class who handed nothing in: the task is left out of their averages " +
          'instead of counted missing. Again: nothing changes. Handed-in work → 409.',
        params: excusalParams,
        response: { 200: okEnvelope(z.object({ excusal: excusalSchema })), ...failures },
      },
    },
    async (request) => {
      const { classId, ...excusal } = await excuseTask(deps, request.account, {
        taskId: request.params.id,
        studentId: request.params.studentId,
      });
      request.forgets([workTag(classId), userTag(excusal.studentId)]);
      return { success: true as const, message: translate('taskExcused', request.language), data: { excusal } };
    },
  );

  app.delete(
    '/api/tasks/:id/excusals/:studentId',
    {
      onRequest: teacher,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags: ['tasks'],
        description: 'Takes an excusal back: past its deadline the task counts as missing again.',
        params: excusalParams,
        response: { 200: emptyOkEnvelope, ...failures },
      },
    },
    async (request) => {
      const { classId } = await unexcuseTask(deps, request.account, {
        taskId: request.params.id,
        studentId: request.params.studentId,
      });
      request.forgets([workTag(classId), userTag(request.params.studentId)]);
      return { success: true as const, message: translate('excusalRemoved', request.language) };
    },
  );

  app.get(
    '/api/users/:id/report-card',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['figures'],
        description:
          "A student's report card for term `term` (default: the current one): each of their classes the caller " +
          'may see with the mean score of its graded tasks of the term and its mark; missing work counted apart, ' +
          'excused work left out. The student, their guardians, their teachers and an admin; anyone else 404.',
        params: idParams,
        querystring: termQuery,
        response: { 200: okEnvelope(z.object({ reportCard: reportCardSchema })), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        reportCard: await getReportCard(deps, request.account, {
          studentId: request.params.id,
          term: request.query.term,
        }),
      },
    }),
  );

  app.get(
    '/api/classes/:id/report-cards.pdf',
    {
      onRequest: teacher,
      schema: {
        tags: ['figures'],
        description: "The class's report cards for term `term` (default: the current one), one pupil to a page.",
        params: idParams,
        querystring: termQuery,
        response: { 200: z.any().describe('application/pdf'), ...failures },
      },
    },
    async (request, reply) => {
      const { pdf, baseName } = await classReportCardsPdf(deps, request.account, {
        classId: request.params.id,
        term: request.query.term,
        language: request.language,
      });
      await recordAudit(deps.db, {
        actorId: request.account.id,
        action: 'gradebook_exported',
        target: baseName,
        ip: request.ip,
      });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition('attachment', `${baseName}.pdf`))
        .send(pdf);
    },
  );
};

export default markRoutes;
