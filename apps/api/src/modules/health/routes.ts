import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { success: true, data: { status: 'ok', database: app.dbKind } };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ success: false, message: 'database unavailable', code: 'INTERNAL', data: { status: 'degraded', database: app.dbKind } });
    }
  });
};

export default healthRoutes;
