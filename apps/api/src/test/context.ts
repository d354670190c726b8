import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createScratchDatabase } from './postgres';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createDb, migrateToLatest, type Db, type DatabaseKind } from '../db/database';
import { DEFAULT_RATE_LIMITS, type RateLimitOptions } from '../plugins/rate-limit';

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
  options: { env?: Record<string, string>; rateLimits?: Partial<RateLimitOptions>; extend?: (app: FastifyInstance) => Promise<void> } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-test-'));
  const postgres = kind === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'sinfxona_test') : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  });
  const db = createDb(config.database);
  await migrateToLatest(db);
  const app = await buildApp({ config, db, dbKind: kind, logger: false, rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits } });
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
