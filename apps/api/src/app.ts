import cors from '@fastify/cors';
import http from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import proxyAddr from 'proxy-addr';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { FILE_URL_TTL_SECONDS } from '@sinfxona/domain/constants';
import { ConfigError, type Config } from './config';
import type { Db, DatabaseKind } from './db/database';
import type { Deps } from './deps';
import { redactUrl } from './lib/redact-url';
import { logOutput } from './log-output';
import type { Writable } from 'node:stream';
import authPlugin, { type Account, type FindAccount, type SessionStore } from './plugins/auth';
import errorsPlugin, { frameworkErrorHandler } from './plugins/errors';
import languagePlugin from './plugins/language';
import multipartPlugin from './plugins/multipart';
import openapiPlugin from './plugins/openapi';
import securityHeadersPlugin from './plugins/security-headers';
import { compiledSerializer } from './plugins/serializer';
import compressionPlugin from './plugins/compression';
import rateLimitPlugin, { DEFAULT_RATE_LIMITS, type RateLimitOptions } from './plugins/rate-limit';
import signInGuardPlugin, { type SignInGuardOptions } from './plugins/sign-in-guard';
import readCachePlugin, { type ReadCacheOptions } from './plugins/read-cache';
import { accountReadKey, createReadFastLane } from './plugins/read-fast-lane';
import readAdmissionPlugin from './plugins/read-admission';
import { createReadPacer, type ReadPacer } from './plugins/read-pacing';
import { classTag, userTag } from './plugins/read-cache-tags';
import webPlugin from './plugins/web';
import type { RedisLink } from './lib/redis';
import { createFileStore } from './storage/create-file-store';
import { UrlSigner } from './storage/url-signer';
import { APP_VERSION } from './version';
import { recordAudit } from './modules/admin/queries';
import adminRoutes from './modules/admin/routes';
import rosterRoutes from './modules/roster/routes';
import aiRoutes from './modules/ai/routes';
import rubricRoutes from './modules/rubrics/routes';
import { createAiProvider } from './modules/ai/service';
import authRoutes from './modules/auth/routes';
import classRoutes from './modules/classes/routes';
import commentBankRoutes from './modules/comment-bank/routes';
import streamRoutes from './modules/stream/routes';
import fileRoutes from './modules/files/routes';
import gradebookRoutes from './modules/gradebook/routes';
import healthRoutes from './modules/health/routes';
import markRoutes from './modules/marks/routes';
import guardianRoutes from './modules/guardians/routes';
import lateRoutes from './modules/late/routes';
import bulkRoutes from './modules/bulk/routes';
import notificationRoutes from './modules/notifications/routes';
import { NotificationDelivery } from './modules/notifications/delivery';
import profileRoutes from './modules/profile/routes';
import sessionRoutes from './modules/sessions/routes';
import { extendSession, liveSessionIds, startSession, sweepSessions, touchSession } from './modules/sessions/queries';
import statsRoutes from './modules/stats/routes';
import submissionRoutes from './modules/submissions/routes';
import taskRoutes from './modules/tasks/routes';
import calendarRoutes from './modules/calendar/routes';
import { findMemberClassIds, findUserById, toUser } from './modules/users/queries';
import videoRoutes from './modules/videos/routes';
import webAppRoutes from './modules/web-app/routes';
import uploadRoutes from './modules/uploads/routes';
import { createUploadStore } from './modules/uploads/store';
import { sweepFiles, type SweepReport } from './modules/files/sweep';
import { BackupSchedule } from './modules/backup/schedule';

export interface AppOptions {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  /** Close the database when the app closes (the server does; tests that share a database don't). */
  closeDb?: boolean;
  rateLimits?: RateLimitOptions;
  /** Run the file sweep at start and then daily (the server does; tests call it themselves). */
  sweepFiles?: boolean;
  /** Take the scheduled backups that BACKUP_DIR asks for (the server does; tests opt in). */
  backups?: boolean;
  /** Run the notification delivery worker and the Telegram bot (the server does; tests opt in). */
  notifications?: boolean;
  /** Wrong-password counting (tests pass a clock). */
  signInGuard?: SignInGuardOptions;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: Writable;
  /** The stdout the log goes to (the server's): a terminal gets readable lines (log-output.ts). */
  stdout?: { isTTY?: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the services use; tests and scripts reach the same objects through it. */
    deps: Deps;
    /** The channels outside the app and their worker (modules/notifications/delivery). */
    notificationDelivery: NotificationDelivery;
    /** The read pacer's counts (plugins/read-pacing.ts): tests and the benchmark's probe. */
    readPacingStats: ReadPacer['stats'];
  }
}

/** Builds the whole API (and the web app when built). Used by server.ts and by the tests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const { trustProxy } = config;
  // Which proxies are believed: a hop count trusts that many proxies nearest to us, a list their
  // addresses; never an address the client wrote itself.
  const trustsProxy =
    trustProxy === false
      ? () => false
      : typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : proxyAddr.compile(trustProxy);
  // Kept answers are served before Fastify when they can be (plugins/read-fast-lane.ts).
  let serveKeptRead: (request: http.IncomingMessage, response: http.ServerResponse) => boolean = () => false;
  // Reads take turns while a write is under way, so its steps are not queued behind a crowd.
  const pacer = createReadPacer(config.readsPerTurnWhileWriting);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : logOutput(options.stdout ?? {}, config.production)),
            redact: ['req.headers.authorization', 'req.body.password'],
            serializers: {
              req: (request: { method: string; url: string; ip?: string; hostname?: string }) => ({
                method: request.method,
                url: redactUrl(request.url),
                host: request.hostname,
                remoteAddress: request.ip,
              }),
            },
          },
    trustProxy: trustProxy === false ? false : trustsProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    // While shutting down, a request that still reaches us on an open connection is served (with
    // Connection: close) rather than refused: a rolling restart loses nothing (shutdown.ts).
    return503OnClosing: false,
    // A whole request (an upload included) must arrive within REQUEST_TIMEOUT_MS, so a client
    // sending a byte every few seconds cannot hold a socket and a temp file for ever. Node checks
    // the limit every `connectionsCheckingInterval`, so that follows the timeout.
    serverFactory: (handler) =>
      http
        .createServer(
          {
            requestTimeout: config.requestTimeoutMs,
            // Longer than the idle timeout of browsers' and proxies' keep-alive pools, so the server
            // is not the one to close an idle connection just as a client sends on it (a reset).
            keepAliveTimeout: 65_000,
            headersTimeout: Math.min(config.requestTimeoutMs, 30_000),
            connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(config.requestTimeoutMs / 4))),
          },
          (request, response) => {
            pacer.route(request, response, () => {
              if (!serveKeptRead(request, response)) handler(request, response);
            });
          },
        )
        .setTimeout(config.requestTimeoutMs),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer);

  const { files, redis } = await openSharedStores(app, config);
  const tempDir = path.join(config.dataDir, 'tmp');
  const deps: Deps = {
    config,
    db,
    files,
    redis,
    signer: new UrlSigner(`${config.jwtSecret}:files`, FILE_URL_TTL_SECONDS),
    tempDir,
    uploads: await createUploadStore(config.fileStore, config.dataDir, tempDir),
  };
  app.decorate('deps', deps);
  app.decorate('readPacingStats', pacer.stats);
  // After the last request: the file store, then Redis, then the database. Uploads that a shutdown
  // limit cut off first get a moment to clean up after themselves; the file store then aborts
  // what is still going to it (S3 keeps no part of an aborted upload), and they settle again.
  app.addHook('onClose', async () => {
    await settled(app.uploadsUnderWay, UPLOAD_SETTLE_MS);
    await files.close();
    deps.uploads.close();
    await settled(app.uploadsUnderWay, UPLOAD_SETTLE_MS);
    await redis?.close();
    if (options.closeDb ?? true) await db.destroy();
  });

  // The signed-in account of a request with its classes (its read scope), kept like a read answer
  // (read-cache.ts) until a write forgets the user. A fresh look (a session started a moment ago) is kept in its place.
  const loadAccount = async (id: string) => {
    const user = await findUserById(db, id);
    if (!user) return undefined;
    const [classIds, sessionIds] = await Promise.all([
      findMemberClassIds(db, { id: user.id, role: user.role }),
      liveSessionIds(db, id),
    ]);
    const account = {
      id: user.id,
      role: user.role,
      fullName: user.full_name,
      email: user.email,
      user: toUser(user),
      classIds,
    };
    return { account, tokenVersion: user.token_version, sessionIds };
  };
  const findAccount: FindAccount = (id, fresh) =>
    app.rememberRead(accountReadKey(id), [userTag(id)], () => loadAccount(id), fresh);
  const sessions: SessionStore = {
    start: (userId, device, expiresAt) => startSession(db, userId, device, expiresAt),
    extend: (sessionId, expiresAt) => extendSession(db, sessionId, expiresAt),
    touch: (sessionId) => touchSession(db, sessionId),
  };

  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(languagePlugin);
  await app.register(errorsPlugin, { spaFallback: config.webDist !== null });
  await app.register(readAdmissionPlugin, { maxInFlight: config.readConcurrency });
  // Every method the API answers (tus uploads use PATCH and HEAD); the tus routes name their own
  // exposed headers (Location, Upload-Offset…) in their answers.
  if (config.corsOrigins.length > 0)
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
  await app.register(authPlugin, { config, findAccount, sessions });
  await app.register(rateLimitPlugin, { limits: options.rateLimits ?? DEFAULT_RATE_LIMITS, redis });
  await app.register(signInGuardPlugin, {
    redis,
    onLockout: (login, ip) => recordAudit(db, { actorId: null, action: 'sign_in_locked', target: login, ip }),
    ...options.signInGuard,
  });
  await app.register(readCachePlugin, readCacheOptions(config, redis, app, db));
  serveKeptRead = createReadFastLane(app, { trustsProxy, cors: config.corsOrigins.length > 0 });
  await app.register(multipartPlugin, { tempDir: deps.tempDir });
  await app.register(openapiPlugin, { version: APP_VERSION });

  const backups = options.backups && config.backup ? new BackupSchedule(deps, config.backup, app.log) : null;
  if (backups) {
    app.addHook('onListen', async () => void backups.start());
    app.addHook('onClose', async () => backups.stop());
  }
  await app.register(healthRoutes, { deps, dbKind: options.dbKind, backupStatus: () => backups?.status ?? null });
  await app.register(authRoutes, { deps });
  await app.register(profileRoutes, { deps });
  await app.register(adminRoutes, { deps });
  await app.register(rosterRoutes, { deps });
  await app.register(sessionRoutes, { deps });
  await app.register(fileRoutes, { deps });
  await app.register(classRoutes, { deps });
  await app.register(statsRoutes, { deps });
  await app.register(gradebookRoutes, { deps });
  await app.register(markRoutes, { deps });
  await app.register(guardianRoutes, { deps });
  await app.register(lateRoutes, { deps });
  await app.register(bulkRoutes, { deps });
  const delivery = await NotificationDelivery.create(db, options.dbKind, config, app.log, (classIds) =>
    app.forgetReadsOf(classIds.map(classTag)),
  );
  app.decorate('notificationDelivery', delivery);
  if (options.notifications) app.addHook('onReady', async () => delivery.start(app.log));
  // Before the database closes: the sends under way finish and are recorded.
  app.addHook('preClose', async () => delivery.stop());
  await app.register(notificationRoutes, { deps, delivery });
  await app.register(taskRoutes, { deps });
  await app.register(calendarRoutes, { deps });
  await app.register(submissionRoutes, { deps });
  await app.register(uploadRoutes, { deps });
  await app.register(commentBankRoutes, { deps });
  await app.register(streamRoutes, { deps });
  await app.register(videoRoutes, { deps });
  const ai = createAiProvider(config.ai);
  await app.register(aiRoutes, { deps: { ...deps, ai } });
  await app.register(rubricRoutes, { deps: { ...deps, ai } });

  if (config.webDist) {
    await app.register(webAppRoutes, { deps });
    await app.register(webPlugin, { root: config.webDist });
  }
  if (options.sweepFiles) scheduleSweeps(app, deps);
  return app;
}

const UPLOAD_SETTLE_MS = 3_000;

/** Resolves when every promise in `work` has settled, or after `limitMs`, whichever comes first. */
async function settled(work: Set<Promise<unknown>>, limitMs: number) {
  if (work.size === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.allSettled([...work]), new Promise((resolve) => (timer = setTimeout(resolve, limitMs)))]);
  clearTimeout(timer);
}

/**
 * The file store and Redis, checked before the server listens: a missing bucket, a wrong key or
 * an unreachable Redis stops the start with a message naming the setting.
 */
async function openSharedStores(app: FastifyInstance, config: Config) {
  const files = await createFileStore(config.fileStore);
  // ioredis, like the AWS SDK, is loaded only when it is configured.
  const redis = config.redis ? new (await import('./lib/redis')).RedisLink(config.redis, app.log) : null;
  try {
    await files.check();
    await redis?.connect();
  } catch (error) {
    await files.close();
    redis?.client.disconnect();
    throw new ConfigError(`Cannot start: ${(error as Error).message}`);
  }
  return { files, redis };
}

/**
 * The read cache is on when this process sees every write: on SQLite (one instance by design), or
 * when the instances share their writes through Redis. PostgreSQL without Redis may have company.
 */
function readCacheOptions(config: Config, redis: RedisLink | null, app: FastifyInstance, db: Db): ReadCacheOptions {
  const maxAgeMs = config.readCacheSeconds * 1000;
  const maxSize = config.readCacheMaxBytes;
  const classIdsOf = (account: Account) => findMemberClassIds(db, account);
  if (redis) {
    const channel = redis.writeChannel();
    app.addHook('onClose', async () => channel.close());
    return { maxAgeMs, maxSize, shareWrites: channel, classIdsOf };
  }
  return { maxAgeMs: config.database.kind === 'sqlite' ? maxAgeMs : 0, maxSize, classIdsOf };
}

const DAY_MS = 86_400_000;

/**
 * The file sweep at start (nothing of this process is in flight, so a local store is swept with
 * no grace) and then daily, with a grace of two request timeouts for uploads still under way; the
 * rows of long-ended sessions go with it.
 */
function scheduleSweeps(app: FastifyInstance, deps: Deps) {
  const run = async (graceMs: number) => {
    try {
      const report: SweepReport = await sweepFiles(deps, {
        now: new Date(),
        retentionDays: deps.config.fileRetentionDays,
        graceMs,
      });
      const removed = Object.values(report).reduce((sum, list) => sum + list.length, 0);
      // Always said, so whoever waits for the start-up sweep (the crash test, an operator) knows it ended.
      app.log.info({ sweep: report }, `file sweep done: removed ${removed} item(s)`);
      // Kept answers may hold links to what was removed.
      if (removed > 0) app.forgetReads();
    } catch (error) {
      app.log.error({ err: error }, 'file sweep failed');
    }
    try {
      const ended = await sweepSessions(deps.db, new Date());
      app.log.info(`session sweep done: removed ${ended} ended or expired session(s)`);
    } catch (error) {
      app.log.error({ err: error }, 'session sweep failed');
    }
  };
  const inFlightGrace = 2 * deps.config.requestTimeoutMs;
  let timer: NodeJS.Timeout | undefined;
  // In the background: a school's year of files must not delay the server's start.
  app.addHook('onListen', async () => {
    void run(deps.files.shared ? inFlightGrace : 0);
    timer = setInterval(() => void run(inFlightGrace), DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
