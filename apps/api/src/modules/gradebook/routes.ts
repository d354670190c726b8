import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope, idParams, idSchema } from '@sinfxona/domain/schemas/common';
import { termNumber } from '@sinfxona/domain/schemas/marks';
import type { Deps } from '../../deps';
import { contentDisposition } from '../../lib/content-disposition';
import { requireRole } from '../../plugins/auth';
import { writeCsv } from '../../lib/csv';
import { exportGradebook } from './service';
import { recordAudit } from '../admin/queries';
import { writeXlsx } from './xlsx';

const gradebookRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/classes/:id/gradebook',
    {
      onRequest: [app.authenticate, requireRole('teacher')],
      schema: {
        tags: ['gradebook'],
        description:
          "The class's students × its tasks as CSV (UTF-8 with BOM) or, with `format=xlsx`, an Excel workbook; one " +
          'task when `taskId` is given. Each task has its score and its mark (baho) side by side, missing and ' +
          "excused work written as such; then each student's average with its mark, how many tasks were graded, " +
          'missing and excused, and the share handed in. `term=N`: the tasks of term N (by deadline) only. The ' +
          'workbook has a sheet per term and one for the year (or the one term), header row and name column ' +
          'frozen, marks coloured.',
        params: idParams,
        querystring: z.object({
          taskId: idSchema.optional(),
          term: termNumber,
          format: z.enum(['csv', 'xlsx'], { error: 'invalidType' }).default('csv'),
        }),
        response: {
          200: z.any().describe('text/csv or an .xlsx workbook'),
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const gradebook = await exportGradebook(deps, request.account, {
        classId: request.params.id,
        taskId: request.query.taskId,
        term: request.query.term,
        language: request.language,
        everyTerm: request.query.format === 'xlsx',
      });
      await recordAudit(deps.db, {
        actorId: request.account.id,
        action: 'gradebook_exported',
        target: gradebook.baseName,
        ip: request.ip,
      });
      if (request.query.format === 'xlsx') {
        return reply
          .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('Content-Disposition', contentDisposition('attachment', `${gradebook.baseName}.xlsx`))
          .send(await writeXlsx(gradebook.sheets));
      }
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition('attachment', `${gradebook.baseName}.csv`))
        .send(writeCsv(gradebook.sheets[0]!.rows));
    },
  );
};

export default gradebookRoutes;
