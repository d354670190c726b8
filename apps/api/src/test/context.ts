import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createScratchDatabase } from './postgres';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createDb, migrateTo, migrateToLatest, type Db, type DatabaseKind } from '../db/database';
import { DEFAULT_RATE_LIMITS, type RateLimitOptions } from '../plugins/rate-limit';
import type { SignInGuardOptions } from '../plugins/sign-in-guard';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export const testDatabases: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestContext(
  kind: DatabaseKind,
  options: {
    env?: Record<string, string>;
    rateLimits?: Partial<RateLimitOptions>;
    signInGuard?: SignInGuardOptions;
    /** Logs at info into this stream instead of staying silent. */
    logStream?: import('node:stream').Writable;
    extend?: (app: FastifyInstance) => Promise<void>;
    /** Runs in the fresh data folder before the app is built; may add settings (e.g. a web build). */
    beforeBuild?: (dataDir: string) => Promise<Record<string, string>>;
    /** Start from an older schema filled by `fill`, as a database made by a previous version would be. */
    upgradeFrom?: { migration: string; fill: (db: Db) => Promise<void> };
    /** Take the scheduled backups BACKUP_DIR asks for, as the server does. */
    backups?: boolean;
    /** Run the notification delivery worker and the Telegram bot, as the server does. */
    notifications?: boolean;
    /** Use this PostgreSQL database (another instance's) instead of a scratch one; not dropped on close. */
    databaseUrl?: string;
  } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-test-'));
  const postgres =
    kind === 'postgres' && !options.databaseUrl
      ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'sinfxona_test')
      : null;
  const extraEnv = (await options.beforeBuild?.(dataDir)) ?? {};
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
    ...extraEnv,
  });
  // The scratch database is dropped with its connections still closing: nothing to report then.
  const db = createDb(config.database, { onLostConnection: () => {} });
  if (options.upgradeFrom) {
    await migrateTo(db, options.upgradeFrom.migration);
    await options.upgradeFrom.fill(db);
  }
  await migrateToLatest(db);
  const app = await buildApp({
    config,
    db,
    dbKind: kind,
    logger: Boolean(options.logStream),
    logStream: options.logStream,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    signInGuard: options.signInGuard,
    backups: options.backups,
    notifications: options.notifications,
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    dataDir,
    async close() {
      await app.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An app (built as the server builds it) on data that exists already, e.g. a restored backup. */
export async function openAppOn(env: { DATA_DIR: string; DATABASE_URL?: string }): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: path.join(env.DATA_DIR, 'no-web-build'), ...env });
  const db = createDb(config.database, { onLostConnection: () => {} });
  return buildApp({ config, db, dbKind: config.database.kind, logger: false });
}
