import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { createClass, createTask, submit } from '../test/fixtures';
import { bearer, registerUser, type TestUser } from '../test/http';
import { countLaneAnswers } from '../test/lane-answers';

/**
 * Kept answers served before Fastify (read-fast-lane.ts). Only real HTTP goes through the server's
 * own request handler (app.inject does not), so these tests listen on a port and fetch.
 */
describe('kept answers served before Fastify (real HTTP)', () => {
  let ctx: TestContext;
  let base: string;
  let teacher: TestUser;
  let aziza: TestUser;
  let bekzod: TestUser;
  let classId: string;

  /** A GET with node:http, which (unlike fetch) hands over the bytes as sent, compressed or not. */
  const get = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Headers; bytes: Buffer }>((resolve, reject) => {
      http
        .get(`${base}${url}`, { headers: { 'accept-encoding': 'identity', ...headers } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const names = new Headers();
            for (const [name, value] of Object.entries(response.headers))
              if (value !== undefined) names.set(name, Array.isArray(value) ? value.join(', ') : value);
            resolve({ status: response.statusCode ?? 0, headers: names, bytes: Buffer.concat(chunks) });
          });
        })
        .on('error', reject);
    });
  /** How many answers the fast lane has served. */
  let laneAnswers = () => 0;
  /** Two reads: the first is computed by Fastify, the second comes from the fast lane. */
  const twice = async (url: string, headers: Record<string, string>) => {
    const servedBefore = laneAnswers();
    const first = await get(url, headers);
    const second = await get(url, headers);
    return { first, second, hits: laneAnswers() - servedBefore };
  };

  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { env: { TRUST_PROXY: '1' } });
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    laneAnswers = countLaneAnswers(ctx.app);
    teacher = await registerUser(ctx.app, 'teacher');
    aziza = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova' });
    bekzod = await registerUser(ctx.app, 'student', { fullName: 'Bekzod Olimov' });
    classId = (await createClass(ctx.app, teacher, [aziza, bekzod]))._id;
    const task = await createTask(ctx.app, teacher, { classId, title: 'Kasrlar' });
    await submit(ctx.app, aziza, task._id);
  });
  afterAll(async () => ctx?.close());

  it('answers a repeated read with the same bytes and headers Fastify sent, each user their own', async () => {
    const { first, second, hits } = await twice('/api/tasks', bearer(aziza));
    expect(hits).toBe(1);
    expect(second.status).toBe(200);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    for (const name of [
      'content-type',
      'content-length',
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-resource-policy',
    ])
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    expect(second.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const his = await get('/api/tasks', bearer(bekzod));
    expect(JSON.parse(his.bytes.toString()).data.tasks[0].mySubmission).toBeNull();
    expect(JSON.parse(second.bytes.toString()).data.tasks[0].mySubmission).not.toBeNull();
  });

  it('compresses as Fastify does: brotli or gzip by Accept-Encoding, with Vary', async () => {
    const plain = await get('/api/tasks', bearer(aziza));
    for (const encoding of ['br', 'gzip'] as const) {
      const headers = { ...bearer(aziza), 'accept-encoding': encoding };
      const { first, second } = await twice('/api/tasks', headers);
      for (const answer of [first, second]) {
        expect(answer.headers.get('content-encoding')).toBe(encoding);
        expect(answer.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
        const unpacked = encoding === 'br' ? brotliDecompressSync(answer.bytes) : gunzipSync(answer.bytes);
        expect(unpacked.equals(plain.bytes)).toBe(true);
      }
    }
  });

  it('keeps languages apart and adds HSTS only behind a trusted HTTPS proxy', async () => {
    const uz = await get('/api/submissions/progress', { ...bearer(aziza), 'accept-language': 'uz' });
    const { second: en, hits } = await twice('/api/submissions/progress', {
      ...bearer(aziza),
      'accept-language': 'en',
    });
    expect(en.status).toBe(200);
    expect(hits).toBe(1);
    expect(uz.headers.get('strict-transport-security')).toBeNull();
    const { first, second } = await twice('/api/submissions/progress', {
      ...bearer(aziza),
      'x-forwarded-proto': 'https',
    });
    expect(first.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(second.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('refuses what Fastify refuses: no token, a forged one, another role, a changed password', async () => {
    await twice('/api/auth/profile', bearer(aziza));
    expect((await get('/api/auth/profile')).status).toBe(401);
    const forged = `${aziza.token.slice(0, -4)}AAAA`;
    expect((await get('/api/auth/profile', { authorization: `Bearer ${forged}` })).status).toBe(401);
    // A teacher's kept answer is never a student's, even on the same URL.
    await twice('/api/users/stats/teacher', bearer(teacher));
    expect((await get('/api/users/stats/teacher', bearer(aziza))).status).toBe(403);

    const changed = await fetch(`${base}/api/users/profile`, {
      method: 'PUT',
      headers: { ...bearer(bekzod), 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: bekzod.fullName,
        email: bekzod.email,
        currentPassword: bekzod.password,
        newPassword: 'yangi-parol1',
      }),
    });
    expect(changed.status).toBe(200);
    expect((await get('/api/auth/profile', bearer(bekzod))).status).toBe(401);
  });

  it('forgets at a write: the read after it is computed afresh', async () => {
    const progress = async () => JSON.parse((await get('/api/submissions/progress', bearer(aziza))).bytes.toString());
    const before = (await progress()).data.progress;
    expect((await progress()).data.progress).toEqual(before);
    await createTask(ctx.app, teacher, { classId, title: 'Tenglamalar' });
    expect((await progress()).data.progress.totalTasks).toBe(before.totalTasks + 1);
  });
});
