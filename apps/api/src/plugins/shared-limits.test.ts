import { PassThrough } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { json, registerUser } from '../test/http';
import { TEST_REDIS_URL, canRunWithRedis, cuttableRedis, dropKeys, testKeyPrefix } from '../test/redis';

const withRedis = await canRunWithRedis('the shared rate-limit tests');

// Needs no Redis at all, so it runs everywhere.
describe('a REDIS_URL where nothing answers', () => {
  it('stops the start with a message naming REDIS_URL', async () => {
    await expect(createTestContext('sqlite', { env: { REDIS_URL: 'redis://127.0.0.1:9' } })).rejects.toThrow(
      /^Cannot start: REDIS_URL: cannot reach redis:\/\/127\.0\.0\.1:9/,
    );
  });
});

describe.runIf(withRedis)('rate limits shared through Redis (REDIS_URL)', () => {
  const contexts: TestContext[] = [];
  const prefixes: string[] = [];
  const open = async (env: Record<string, string>, options: Parameters<typeof createTestContext>[1] = {}) => {
    const ctx = await createTestContext('sqlite', { ...options, env: { ...env, ...options.env } });
    contexts.push(ctx);
    return ctx;
  };
  const sharedEnv = () => {
    const prefix = testKeyPrefix();
    prefixes.push(prefix);
    return { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix };
  };
  const login = (ctx: TestContext, email: string, password: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((ctx) => ctx.close()));
  });
  afterAll(async () => {
    await Promise.all(prefixes.map(dropKeys));
  });

  it('adds up wrong passwords sent to two instances into one budget', async () => {
    const env = sharedEnv();
    const [a, b] = [await open(env), await open(env)];
    for (const ctx of [a, b]) await registerUser(ctx.app, 'student', { email: 'dilnoza@maktab.uz' });
    const statuses: number[] = [];
    for (const ctx of [a, b, a, b, a])
      statuses.push((await login(ctx, 'dilnoza@maktab.uz', 'xato12', '10.5.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // Five mistakes between them: the sixth attempt waits, on either instance, even with the right password.
    const locked = await login(b, 'dilnoza@maktab.uz', 'parol123', '10.5.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('15');
    expect((await login(a, 'dilnoza@maktab.uz', 'parol123', '10.5.0.1')).statusCode).toBe(429);
    // The account is counted wherever the guesses come from (a trusted browser's device cookie
    // is what lets its owner in: plugins/sign-in-guard.test.ts).
    expect((await login(a, 'dilnoza@maktab.uz', 'parol123', '10.5.0.2')).statusCode).toBe(429);

    // Each alone would have let the sixth through: the same run against separate memories.
    const [c, d] = [await open({}), await open({})];
    for (const ctx of [c, d]) await registerUser(ctx.app, 'student', { email: 'dilnoza@maktab.uz' });
    for (const ctx of [c, d, c, d, c]) await login(ctx, 'dilnoza@maktab.uz', 'xato12', '10.5.0.1');
    expect((await login(d, 'dilnoza@maktab.uz', 'parol123', '10.5.0.1')).statusCode).toBe(200);
  });

  it('shares the per-address sign-in limit and the per-user AI limit', async () => {
    const env = sharedEnv();
    const limits = { rateLimits: { authPerIpPerMinute: 4, aiPerUserPerMinute: 3 } };
    const [a, b] = [await open(env, limits), await open(env, limits)];
    const statuses: number[] = [];
    for (const ctx of [a, b, a, b, a])
      statuses.push((await login(ctx, `nat-${statuses.length}@maktab.uz`, 'parol123', '10.6.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);

    // The AI limit counts per user in the same place (the two-instance test shares a database too).
    const student = await registerUser(a.app, 'student');
    const ask = () =>
      a.app.inject({
        method: 'POST',
        url: '/api/ai/ask',
        headers: { authorization: `Bearer ${student.token}` },
        payload: { question: 'Kasr nima?' },
      });
    const asked = [];
    for (let i = 0; i < 4; i += 1) asked.push((await ask()).statusCode);
    expect(asked).toEqual([200, 200, 200, 429]);
    const client = new Redis(TEST_REDIS_URL);
    try {
      const keys = await client.keys(`${env.REDIS_KEY_PREFIX}*`);
      expect(keys.some((key) => key.endsWith(`ai-user:${student.id}`))).toBe(true);
      expect(keys.some((key) => key.endsWith('auth-ip:10.6.0.1'))).toBe(true);
    } finally {
      client.disconnect();
    }
  });

  it('keeps serving when Redis goes away, counting per instance and saying so once, and shares again when it returns', async () => {
    const relay = await cuttableRedis();
    const prefix = testKeyPrefix();
    prefixes.push(prefix);
    const log = new PassThrough();
    let logged = '';
    log.on('data', (chunk) => (logged += chunk));
    const ctx = await open(
      { REDIS_URL: relay.url, REDIS_KEY_PREFIX: prefix },
      { logStream: log, rateLimits: { authPerIpPerMinute: 3 } },
    );
    try {
      const health = async () => json(await ctx.app.inject({ method: 'GET', url: '/api/health' }));
      expect((await health()).data.redis).toBe('ok');

      await relay.cut();
      const during: number[] = [];
      for (let i = 0; i < 4; i += 1)
        during.push((await login(ctx, `yoq${i}@maktab.uz`, 'parol123', '10.7.0.1')).statusCode);
      // Served, with this instance's own limit of three per address.
      expect(during).toEqual([401, 401, 401, 429]);
      const down = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(200);
      expect(json(down).data).toMatchObject({ status: 'ok', redis: 'unreachable' });
      expect(logged.match(/is unreachable: rate limits count on each instance alone/g)).toHaveLength(1);

      await relay.restore();
      for (let i = 0; i < 50 && (await health()).data.redis !== 'ok'; i += 1)
        await new Promise((r) => setTimeout(r, 100));
      expect((await health()).data.redis).toBe('ok');
      // Back in Redis: a fresh address counts there again.
      expect((await login(ctx, 'qaytdi@maktab.uz', 'parol123', '10.7.0.2')).statusCode).toBe(401);
      const client = new Redis(TEST_REDIS_URL);
      try {
        expect((await client.keys(`${prefix}*auth-ip:10.7.0.2`)).length).toBe(1);
      } finally {
        client.disconnect();
      }
      expect(logged).toMatch(/Redis answers again: rate limits are shared by every instance again/);
    } finally {
      await relay.close();
    }
  });
});
