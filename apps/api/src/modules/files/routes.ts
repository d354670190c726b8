import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope, idSchema } from '@sinfxona/domain/schemas/common';
import type { Deps } from '../../deps';
import { contentDisposition } from '../../lib/content-disposition';
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
};

export default fileRoutes;
