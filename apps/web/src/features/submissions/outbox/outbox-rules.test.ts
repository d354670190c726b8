import { DetailedError } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { HttpError } from '@/shared/api/client';
import { fileOf, isNetworkFailure, keepFile, outboxKey } from './outbox-rules';

/** A tus error as tus-js-client builds it: with the server's answer, or none when the network failed. */
function tusError(status: number | null) {
  const response = status === null ? null : { getStatus: () => status, getBody: () => '' };
  const request = { getHeader: () => null, getMethod: () => 'PATCH', getURL: () => '/api/uploads/u1' };
  // tus-js-client's own class, built as it builds it (its typings leave the constructor out).
  const Built = DetailedError as unknown as new (...args: unknown[]) => DetailedError;
  return new Built('tus: failed', null, request, response);
}

describe('which failures queue a hand-in', () => {
  it('queues when no answer came: a request without a response, tus without one, fetch’s TypeError', () => {
    expect(isNetworkFailure(new HttpError('Network Error', '/api/submissions/t1'))).toBe(true);
    expect(isNetworkFailure(tusError(null))).toBe(true);
    expect(isNetworkFailure(tusError(0))).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('queues when a gateway says the server cannot be reached', () => {
    for (const status of [502, 503, 504])
      expect(isNetworkFailure(new HttpError('x', '/api', { status, data: null }))).toBe(true);
  });

  it('does not queue a server’s refusal: it is shown as the server said it', () => {
    for (const status of [400, 401, 403, 409, 413, 500])
      expect(isNetworkFailure(new HttpError('x', '/api', { status, data: { message: 'no' } }))).toBe(false);
    expect(isNetworkFailure(tusError(413))).toBe(false);
    expect(isNetworkFailure(new Error('something else'))).toBe(false);
    expect(isNetworkFailure(undefined)).toBe(false);
  });
});

describe('what the outbox keeps', () => {
  it('keys one hand-in per user and task', () => {
    expect(outboxKey('u1', 't1')).toBe('u1:t1');
    expect(outboxKey('u1', 't1')).not.toBe(outboxKey('u2', 't1'));
  });

  it('gives back a file with the same name, type, time and bytes (tus resumes by them)', async () => {
    const original = new File(['%PDF-1.4 uy ishi'], 'uy-ishi.pdf', {
      type: 'application/pdf',
      lastModified: 1_700_000,
    });
    const back = fileOf(keepFile(original));
    expect([back.name, back.type, back.lastModified, back.size]).toEqual([
      'uy-ishi.pdf',
      'application/pdf',
      1_700_000,
      original.size,
    ]);
    expect(await back.text()).toBe('%PDF-1.4 uy ishi');
  });
});
