import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { json } from '../../test/http';

/**
 * /api/health tells outsiders only ok / not ok; the details (stores, Redis, backups) go only to a
 * probe on the server itself. `app.inject` comes from 127.0.0.1 unless told otherwise, which is
 * why the other suites' health checks (backups, S3, Redis) keep seeing the details.
 */
describe('/api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => ctx?.close());

  const health = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/health', remoteAddress, headers });

  it('tells an outsider only that it is ok', async () => {
    const answer = await health('203.0.113.7');
    expect(answer.statusCode).toBe(200);
    expect(json(answer)).toEqual({ success: true, data: { status: 'ok' } });
  });

  it('believes no X-Forwarded-For: an outsider claiming to be local learns nothing more', async () => {
    const answer = await health('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' });
    expect(json(answer)).toEqual({ success: true, data: { status: 'ok' } });
  });

  it('tells nothing more to an outsider relayed by a reverse proxy on the same machine', async () => {
    const answer = await health('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' });
    expect(json(answer)).toEqual({ success: true, data: { status: 'ok' } });
  });

  it('gives a probe on the server itself the details', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const answer = await health(address);
      expect(answer.statusCode).toBe(200);
      expect(json(answer).data).toEqual({
        status: 'ok',
        database: 'sqlite',
        fileStore: 'local',
        fileStoreStatus: 'ok',
        redis: 'off',
        backup: null,
      });
    }
  });

  it('answers an outsider 503 without saying which store is down', async () => {
    const files = ctx.app.deps.files;
    const check = files.check.bind(files);
    files.check = () => Promise.reject(new Error('disk gone'));
    try {
      const outside = await health('203.0.113.7');
      expect(outside.statusCode).toBe(503);
      expect(json(outside)).toEqual({
        success: false,
        code: 'INTERNAL',
        message: 'service unavailable',
        data: { status: 'degraded' },
      });
      const local = await health('127.0.0.1');
      expect(local.statusCode).toBe(503);
      expect(json(local)).toMatchObject({
        message: 'file store unavailable',
        data: { fileStoreStatus: 'unreachable' },
      });
    } finally {
      files.check = check;
    }
  });
});
