import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope, idSchema, okEnvelope } from '@sinfxona/domain/schemas/common';
import type { Deps } from '../../deps';
import { contentDisposition } from '../../lib/content-disposition';
import { previewDocument } from './preview';
import { openSignedFile } from './service';

const fileRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/files/:id',
    {
      schema: {
        tags: ['files'],
        'x-access': 'holder of a signed link',
        description: 'The bytes of an uploaded file, for the holder of a signed, expiring link.',
        params: z.object({ id: idSchema }),
        querystring: z.object({
          expires: z.coerce.number().int().optional(),
          signature: z.string().max(200).optional(),
        }),
        response: {
          200: z.any().describe('the file bytes, with Content-Type and Content-Disposition'),
          400: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const file = await openSignedFile(deps, { id: request.params.id, ...request.query });
      return (
        reply
          .header('Content-Type', file.mimeType)
          .header('Content-Length', String(file.size))
          .header('Content-Disposition', contentDisposition(file.disposition, file.name))
          .header('X-Content-Type-Options', 'nosniff')
          // A PDF or image opened in the browser runs no script and reaches nothing of ours.
          .header('Content-Security-Policy', 'sandbox')
          .header('Cache-Control', 'private, max-age=300')
          .send(file.stream)
      );
    },
  );

  app.get(
    '/api/files/:id/preview',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['files'],
        description:
          'A Word (DOCX) file of a task or a piece of work the caller may see, as sanitised HTML to show in a ' +
          'sandboxed frame (formatting, lists, tables and its own pictures only). Another type is 415.',
        params: z.object({ id: idSchema }),
        response: {
          200: okEnvelope(z.object({ html: z.string() })),
          401: errorEnvelope,
          404: errorEnvelope,
          415: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const preview = await previewDocument(deps, request.account, request.params.id);
      // Files never change; who may see them can, so only the caller's own browser keeps it.
      return reply.header('Cache-Control', 'private, max-age=300').send({ success: true as const, data: preview });
    },
  );
};

export default fileRoutes;
