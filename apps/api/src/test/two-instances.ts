import { afterAll, afterEach } from 'vitest';
import { createTestContext, type TestContext } from './context';
import { TEST_REDIS_URL, dropKeys, testKeyPrefix } from './redis';

/**
 * Two instances of one school (B reads A's database through its own app) that tell each other of
 * writes through Redis, under a key prefix of the suite's own. Called in a describe block: the
 * instances close after each test and the keys go after the suite. Returns the starter.
 */
export function twoInstancesOverRedis() {
  const contexts: TestContext[] = [];
  const prefix = testKeyPrefix();
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((ctx) => ctx.close()));
  });
  afterAll(async () => dropKeys(prefix));
  return async function startTwo() {
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix };
    const a = await createTestContext('sqlite', { env });
    contexts.push(a);
    const b = await createTestContext('sqlite', { env: { ...env, DATA_DIR: a.dataDir } });
    contexts.push(b);
    return { a, b };
  };
}
