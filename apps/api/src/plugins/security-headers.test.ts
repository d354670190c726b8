import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { bearer, registerUser } from '../test/http';

describe('security headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', {
      env: { TRUST_PROXY: '1' },
      beforeBuild: async (dataDir) => {
        const web = path.join(dataDir, 'web');
        await mkdir(web, { recursive: true });
        await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Sinfxona</title>');
        return { WEB_DIST: web };
      },
    });
  });
  afterAll(async () => ctx?.close());

  it.each(['/', '/student/dashboard', '/api/docs/'])('the browser policy is on the page %s', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('a JSON answer of the API carries the short API set: loads nothing, framed by nobody', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('no private answer is stored: signed-in reads, refusals and the kept read served by the fast lane', async () => {
    const teacher = await registerUser(ctx.app, 'teacher');
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    let laneAnswers = 0;
    const keptRead = ctx.app.keptRead.bind(ctx.app);
    ctx.app.keptRead = (key) => {
      const kept = keptRead(key);
      if (kept) laneAnswers += 1;
      return kept;
    };
    const read = () => fetch(`${base}/api/tasks`, { headers: bearer(teacher) });
    // The first read is computed by Fastify; the same read again comes from the read cache's fast lane.
    const [computed, kept] = [await read(), await read()];
    expect(kept.status).toBe(200);
    expect(laneAnswers).toBe(1);
    expect(computed.headers.get('cache-control')).toBe('no-store');
    expect(kept.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${base}/api/users/profile`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // The web app's pages keep their own caching (plugins/web.ts).
    expect((await fetch(`${base}/student/dashboard`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('add HSTS when the request came over HTTPS (through the trusted proxy)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
