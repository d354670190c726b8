import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, send, withParams } from './http';

// A real HTTP server on a free port: the transport is an XMLHttpRequest, which jsdom sends over
// the network (cross-origin from the test page, hence the CORS headers).
let base = '';
const server = http.createServer((request, response) => {
  response.setHeader('access-control-allow-origin', '*');
  response.setHeader('access-control-allow-headers', '*');
  response.setHeader('access-control-expose-headers', 'content-disposition');
  if (request.method === 'OPTIONS') return response.end();
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const url = new URL(request.url ?? '/', base);
    const body = Buffer.concat(chunks).toString();
    if (url.pathname === '/refused') {
      response.statusCode = 400;
      response.setHeader('content-type', 'application/json');
      return response.end(JSON.stringify({ success: false, message: 'Sarlavha kiritilishi shart' }));
    }
    if (url.pathname === '/file') {
      response.setHeader('content-disposition', 'attachment; filename="baho.csv"');
      return response.end('a,b\n1,2\n');
    }
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        method: request.method,
        query: url.search,
        contentType: request.headers['content-type'] ?? null,
        language: request.headers['accept-language'] ?? null,
        body,
      }),
    );
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the HTTP transport', () => {
  it('sends JSON with its headers and reads the JSON answer', async () => {
    const response = await send<{ method: string; contentType: string; language: string; body: string }>(
      'POST',
      `${base}/echo`,
      { title: 'Kasrlar' },
      { headers: { 'Accept-Language': 'en' } },
    );
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ method: 'POST', contentType: 'application/json', language: 'en' });
    expect(JSON.parse(response.data.body)).toEqual({ title: 'Kasrlar' });
  });

  it('leaves out empty query parameters', async () => {
    const response = await send<{ query: string }>('GET', `${base}/echo`, undefined, {
      params: { classId: undefined, limit: 100, archived: false, q: null },
    });
    expect(response.data.query).toBe('?limit=100&archived=false');
    expect(withParams('/api/tasks?page=2', { limit: 5 })).toBe('/api/tasks?page=2&limit=5');
  });

  it('sends a form as multipart with the browser’s boundary, even when a caller names the type', async () => {
    const form = new FormData();
    form.append('title', 'Kasrlar');
    const response = await send<{ contentType: string; body: string }>('POST', `${base}/echo`, form, {
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    expect(response.data.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(response.data.body).toContain('Kasrlar');
  });

  it('rejects a refusal with its status and the server’s body', async () => {
    const error = await send('POST', `${base}/refused`, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response).toEqual({
      status: 400,
      data: { success: false, message: 'Sarlavha kiritilishi shart' },
    });
  });

  it('rejects without a response when nothing answers', async () => {
    const error = await send('GET', 'http://127.0.0.1:9/nothing', undefined).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response).toBeUndefined();
  });

  it('downloads a blob with its headers and reports progress', async () => {
    const seen: number[] = [];
    const response = await send<Blob>('GET', `${base}/file`, undefined, {
      responseType: 'blob',
      onDownloadProgress: ({ loaded }) => seen.push(loaded),
    });
    expect(await response.data.text()).toBe('a,b\n1,2\n');
    expect(response.headers['content-disposition']).toBe('attachment; filename="baho.csv"');
    expect(seen.at(-1)).toBe(8);
  });
});
