import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope, idParams, idSchema } from '@sinfxona/domain/schemas/common';
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
          "The class's students × its tasks as CSV (UTF-8 with BOM) or, with `format=xlsx`, an Excel workbook; one task when `taskId` is given.",
        params: idParams,
        querystring: z.object({
          taskId: idSchema.optional(),
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
        language: request.language,
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
          .send(await writeXlsx(gradebook.title, gradebook.rows));
      }
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition('attachment', `${gradebook.baseName}.csv`))
        .send(writeCsv(gradebook.rows));
    },
  );
};

export default gradebookRoutes;
