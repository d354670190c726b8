import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
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
    // The details below are told only to a probe on the server itself (see `isLocalProbe`).
    database: z.enum(['sqlite', 'postgres']).optional(),
    fileStore: z.enum(['local', 's3']).optional(),
    fileStoreStatus: z.enum(['ok', 'unreachable']).optional(),
    /** 'off' without REDIS_URL; 'unreachable' means limits count per instance until it returns (no 503). */
    redis: z.enum(['off', 'ok', 'unreachable']).optional(),
    /** The scheduled backups (BACKUP_DIR): when the last one finished and whether it worked; null when off. */
    backup: z.object({ last: z.string().nullable(), ok: z.boolean().nullable() }).nullable().optional(),
  }),
});

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * A probe from the server itself: the socket's own address is loopback (never X-Forwarded-For,
 * which anyone can write) and no proxy relayed it (a reverse proxy on the same machine connects
 * from loopback too, but adds X-Forwarded-For / Forwarded for the outsider it relays).
 */
function isLocalProbe(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return LOOPBACK.test(address) && !relayed;
}

interface HealthOptions {
  deps: Deps;
  dbKind: DatabaseKind;
  backupStatus: () => { last: string | null; ok: boolean | null } | null;
}

/** A check that does not answer within this counts as unreachable, so a load balancer's probe never hangs. */
const CHECK_TIMEOUT_MS = 3_000;

async function passes(check: () => Promise<unknown>): Promise<{ ok: boolean; error?: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}

const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { deps, dbKind, backupStatus }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthAnswer, 503: healthAnswer } } },
    async (request, reply) => {
      const [database, fileStore, redisAnswers] = await Promise.all([
        passes(() => sql`select 1`.execute(deps.db)),
        passes(() => deps.files.check()),
        deps.redis ? deps.redis.answers() : Promise.resolve(null),
      ]);
      const backup = backupStatus();
      const data = {
        database: dbKind,
        fileStore: deps.files.kind,
        fileStoreStatus: fileStore.ok ? ('ok' as const) : ('unreachable' as const),
        redis: redisAnswers === null ? ('off' as const) : redisAnswers ? ('ok' as const) : ('unreachable' as const),
        // A failed backup is reported here and in the log, but is no reason to take the instance out (no 503).
        backup: backup && { last: backup.last, ok: backup.ok },
      };
      // Outsiders learn only ok / not ok: which store is used and which is down helps nobody but an attacker.
      const details = isLocalProbe(request) ? data : {};
      if (database.ok && fileStore.ok) return { success: true, data: { status: 'ok' as const, ...details } };
      if (!database.ok) request.log.error({ err: database.error }, 'health check: database unreachable');
      if (!fileStore.ok) request.log.error({ err: fileStore.error }, 'health check: file store unreachable');
      const reason = database.ok ? 'file store unavailable' : 'database unavailable';
      return reply.status(503).send({
        success: false,
        message: isLocalProbe(request) ? reason : 'service unavailable',
        code: 'INTERNAL',
        data: { status: 'degraded' as const, ...details },
      });
    },
  );
};

export default healthRoutes;
