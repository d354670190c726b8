import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/config/ui';
import { api, HttpError } from './client';
import {
  EARLY_READ_FRESH_MS,
  earlyReadsSettled,
  forgetEarlyReads,
  startEarlyReads,
  startedEarlyReads,
} from './early-reads';

// A real HTTP server that counts the requests for each path: an early answer the client takes is
// one request, not two. (jsdom's XMLHttpRequest crosses origins, hence the CORS headers.)
let base = '';
const asked = new Map<string, { authorization?: string; language?: string }[]>();
let dropNext = false;
const server = http.createServer((request, response) => {
  response.setHeader('access-control-allow-origin', '*');
  response.setHeader('access-control-allow-headers', '*');
  if (request.method === 'OPTIONS') return response.end();
  const url = new URL(request.url ?? '/', base);
  if (dropNext) {
    dropNext = false;
    return request.socket.destroy();
  }
  const seen = asked.get(url.pathname) ?? [];
  seen.push({ authorization: request.headers.authorization, language: request.headers['accept-language'] });
  asked.set(url.pathname, seen);
  response.setHeader('content-type', 'application/json');
  if (url.pathname === '/api/refused') {
    response.statusCode = 403;
    return response.end(JSON.stringify({ success: false, message: 'Ruxsat yoʻq', code: 'FORBIDDEN' }));
  }
  response.end(JSON.stringify({ success: true, data: { classId: url.searchParams.get('classId'), n: seen.length } }));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked.clear();
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token-a');
});
afterEach(() => {
  forgetEarlyReads();
  vi.restoreAllMocks();
});

const stats = () => ({ url: `${base}/api/stats`, params: { classId: 'c1' } });

describe('early reads (the first screen’s data, asked for before the app has loaded)', () => {
  it('hands the early answer to the client’s same read: the server is asked once', async () => {
    startEarlyReads([stats()], 'token-a', 'uz');
    await earlyReadsSettled();
    const response = await api.read<{ data: { classId: string; n: number } }>(stats());
    expect(response.status).toBe(200);
    expect(response.data.data).toEqual({ classId: 'c1', n: 1 });
    expect(asked.get('/api/stats')).toEqual([{ authorization: 'Bearer token-a', language: 'uz' }]);
  });

  it('hands it out once: the next read asks the server', async () => {
    startEarlyReads([stats()], 'token-a', 'uz');
    await api.read(stats());
    const again = await api.read<{ data: { n: number } }>(stats());
    expect(again.data.data.n).toBe(2);
    expect(asked.get('/api/stats')).toHaveLength(2);
  });

  it('waits for an answer still on its way rather than asking twice', async () => {
    startEarlyReads([stats()], 'token-a', 'uz');
    const response = await api.read<{ data: { n: number } }>(stats());
    expect(response.data.data.n).toBe(1);
    expect(asked.get('/api/stats')).toHaveLength(1);
  });

  it('is not for another account: a read with another token asks the server with that token', async () => {
    startEarlyReads([stats()], 'token-old', 'uz');
    await earlyReadsSettled();
    await api.read(stats());
    expect(asked.get('/api/stats')?.map((request) => request.authorization)).toEqual([
      'Bearer token-old',
      'Bearer token-a',
    ]);
  });

  it('is not for another language: the answer’s messages would be in the wrong one', async () => {
    startEarlyReads([stats()], 'token-a', 'en');
    await api.read(stats());
    expect(asked.get('/api/stats')?.map((request) => request.language)).toEqual(['en', 'uz']);
  });

  it('is not for a read of other parameters', async () => {
    startEarlyReads([stats()], 'token-a', 'uz');
    const other = await api.read<{ data: { classId: string | null } }>({ url: `${base}/api/stats` });
    expect(other.data.data.classId).toBeNull();
    expect(asked.get('/api/stats')).toHaveLength(2);
  });

  it('keeps a refusal a refusal: the caller gets the server’s status and message', async () => {
    startEarlyReads([{ url: `${base}/api/refused` }], 'token-a', 'uz');
    const failure = await api.read({ url: `${base}/api/refused` }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).response).toEqual({
      status: 403,
      data: { success: false, message: 'Ruxsat yoʻq', code: 'FORBIDDEN' },
    });
    expect(asked.get('/api/refused')).toHaveLength(1);
  });

  it('asks the server itself when the early request got no answer', async () => {
    dropNext = true;
    startEarlyReads([stats()], 'token-a', 'uz');
    await earlyReadsSettled();
    const response = await api.read<{ data: { n: number } }>(stats());
    expect(response.data.data.n).toBe(1);
    expect(asked.get('/api/stats')).toHaveLength(1);
  });

  it('does not hand out an answer older than its freshness', async () => {
    startEarlyReads([stats()], 'token-a', 'uz');
    await earlyReadsSettled();
    const later = Date.now() + EARLY_READ_FRESH_MS + 1;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    const response = await api.read<{ data: { n: number } }>(stats());
    expect(response.data.data.n).toBe(2);
  });

  it('starts each read once, however often asked', () => {
    startEarlyReads([stats(), stats()], 'token-a', 'uz');
    startEarlyReads([stats()], 'token-a', 'uz');
    expect(startedEarlyReads()).toEqual([`${base}/api/stats?classId=c1`]);
  });
});
