import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@sinfxona/domain/schemas/common';
import { AppError, notFound } from '../../plugins/errors';
import { findFileById } from './repository';

const INLINE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** `attachment; filename="ascii"; filename*=UTF-8''…` so browsers keep Uzbek letters in the name. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/files/:id',
    {
      schema: {
        params: z.object({ id: idSchema }),
        querystring: z.object({
          expires: z.coerce.number().int().optional(),
          signature: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      if (expires === undefined || !signature || !app.urlSigner.verify(id, expires, signature)) {
        throw new AppError(403, 'FORBIDDEN', 'fileLinkInvalid');
      }
      const file = await findFileById(app.db, id);
      if (!file) throw notFound('fileNotFound');
      let stream;
      try {
        stream = await app.fileStore.read(file.storage_key);
      } catch {
        throw notFound('fileNotFound');
      }
      const kind = INLINE_TYPES.has(file.mime_type) ? 'inline' : 'attachment';
      return reply
        .header('Content-Type', file.mime_type)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', contentDisposition(kind, file.original_name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=300')
        .send(stream);
    },
  );
};

export default fileRoutes;
