import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseKind } from '../../db/database';
import type { Deps } from '../../deps';

const healthAnswer = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  code: z.string().optional(),
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['sqlite', 'postgres']),
    /** The scheduled backups (BACKUP_DIR): when the last one finished and whether it worked; null when off. */
    backup: z.object({ last: z.string().nullable(), ok: z.boolean().nullable() }).nullable(),
  }),
});

interface HealthOptions {
  deps: Deps;
  dbKind: DatabaseKind;
  backupStatus: () => { last: string | null; ok: boolean | null } | null;
}

const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { deps, dbKind, backupStatus }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthAnswer, 503: healthAnswer } } },
    async (request, reply) => {
      const backup = () => {
        const status = backupStatus();
        return status && { last: status.last, ok: status.ok };
      };
      try {
        await sql`select 1`.execute(deps.db);
        return { success: true, data: { status: 'ok' as const, database: dbKind, backup: backup() } };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({
          success: false,
          message: 'database unavailable',
          code: 'INTERNAL',
          data: { status: 'degraded' as const, database: dbKind, backup: backup() },
        });
      }
    },
  );
};

export default healthRoutes;
