import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { bearer, registerUser, type TestUser } from '../test/http';

interface Exchange {
  status: number;
  body: string;
  /** The client's own error while sending or reading (EPIPE, ECONNRESET), if any. */
  error: string | null;
}

/** A plain node:http client that writes the whole body in one go, as fetch or a browser does. */
function postWhole(
  port: number,
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  chunked = false,
): Promise<Exchange> {
  return new Promise((resolve) => {
    let error: string | null = null;
    let status = 0;
    let answer = '';
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: url,
        headers: chunked ? headers : { ...headers, 'content-length': body.length },
      },
      (response) => {
        status = response.statusCode ?? 0;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (answer += chunk));
        response.on('error', (failure: NodeJS.ErrnoException) => (error ??= failure.code ?? failure.message));
        response.on('close', () => setTimeout(() => resolve({ status, body: answer, error }), 50));
      },
    );
    request.on('error', (failure: NodeJS.ErrnoException) => {
      error ??= failure.code ?? failure.message;
      resolve({ status, body: answer, error });
    });
    request.end(body);
  });
}

describe('a JSON body over the limit, sent whole over a real socket', () => {
  let ctx: TestContext;
  let port: number;
  let teacher: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
    teacher = await registerUser(ctx.app, 'teacher');
  });
  afterAll(async () => ctx?.close());

  const fourMegabytes = () =>
    Buffer.from(
      JSON.stringify({ title: 'Katta', description: 'x'.repeat(4 * 1024 * 1024), url: 'https://youtu.be/x' }),
    );

  it.each([1, 2, 3])(
    'POST /api/videos with 4 MB: the client receives the 413 and its message, no reset (%i)',
    async () => {
      const exchange = await postWhole(
        port,
        '/api/videos',
        { 'content-type': 'application/json', 'accept-language': 'en', ...bearer(teacher) },
        fourMegabytes(),
      );
      expect(exchange.error).toBeNull();
      expect(exchange.status).toBe(413);
      expect(JSON.parse(exchange.body)).toMatchObject({ success: false, code: 'FILE_TOO_LARGE' });
    },
  );

  it('the same for a body sent without a length (chunked)', async () => {
    const exchange = await postWhole(
      port,
      '/api/videos',
      { 'content-type': 'application/json', ...bearer(teacher) },
      fourMegabytes(),
      true,
    );
    expect(exchange.error).toBeNull();
    expect(exchange.status).toBe(413);
  });

  it('the same for a client that is not signed in (refused before its body is read)', async () => {
    const exchange = await postWhole(port, '/api/videos', { 'content-type': 'application/json' }, fourMegabytes());
    expect(exchange.error).toBeNull();
    expect(exchange.status).toBe(401);
  });
});
