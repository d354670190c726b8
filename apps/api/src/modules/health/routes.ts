import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseKind } from '../../db/database';
import type { Deps } from '../../deps';

const healthAnswer = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  code: z.string().optional(),
  data: z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['sqlite', 'postgres']) }),
});

const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps; dbKind: DatabaseKind }> = async (app, { deps, dbKind }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthAnswer, 503: healthAnswer } } },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(deps.db);
        return { success: true, data: { status: 'ok' as const, database: dbKind } };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({
          success: false,
          message: 'database unavailable',
          code: 'INTERNAL',
          data: { status: 'degraded' as const, database: dbKind },
        });
      }
    },
  );
};

export default healthRoutes;
