import { afterAll, afterEach } from 'vitest';
import type { DatabaseKind } from '../db/database';
import { createTestContext, type TestContext } from './context';
import { TEST_REDIS_URL, dropKeys, testKeyPrefix } from './redis';

/**
 * Two instances of one school (B reads A's database and data folder through its own app) that tell
 * each other of writes through Redis, under a key prefix of the suite's own. Called in a describe
 * block: the instances close after each test and the keys go after the suite. Returns the starter.
 */
export function twoInstancesOverRedis(kind: DatabaseKind = 'sqlite', extraEnv: Record<string, string> = {}) {
  const contexts: TestContext[] = [];
  const prefix = testKeyPrefix();
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((ctx) => ctx.close()));
  });
  afterAll(async () => dropKeys(prefix));
  return async function startTwo() {
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, ...extraEnv };
    const a = await createTestContext(kind, { env });
    contexts.push(a);
    const b = await createTestContext(kind, { env: { ...env, ...sameSchoolAs(a) } });
    contexts.push(b);
    return { a, b };
  };
}

/** The settings that make another app read the same school as `ctx`: its data folder (and secret), its database. */
export function sameSchoolAs(ctx: TestContext): Record<string, string> {
  const { database } = ctx.config;
  return { DATA_DIR: ctx.dataDir, ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {}) };
}
