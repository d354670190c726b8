import { DetailedError } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { errorMessage, HttpError } from '@/shared/api/client';
import { isNetworkFailure } from '@/features/submissions/outbox/outbox-rules';
import { uploadRefusal } from './resumable-upload';

/** A tus error as tus-js-client builds it, with the server's answer (status and body) or none. */
function tusError(answer: { status: number; body: string } | null) {
  const response = answer && { getStatus: () => answer.status, getBody: () => answer.body };
  const request = { getHeader: () => null, getMethod: () => 'POST', getURL: () => '/api/uploads' };
  const Built = DetailedError as unknown as new (...args: unknown[]) => DetailedError;
  return new Built('tus: unexpected response while creating upload', null, request, response);
}

describe("a resumable upload's failure", () => {
  it("shows the server's refusal in the user's language, and is not queued as if offline", () => {
    const body = JSON.stringify({ success: false, code: 'RATE_LIMITED', message: "Juda ko'p urinish" });
    const refused = uploadRefusal(tusError({ status: 429, body }));
    expect(refused).toBeInstanceOf(HttpError);
    expect(errorMessage(refused, 'Yuborib bo‘lmadi')).toBe("Juda ko'p urinish");
    expect(isNetworkFailure(refused)).toBe(false);
  });

  it("falls back to the app's own words when tus answered plain text", () => {
    const refused = uploadRefusal(tusError({ status: 413, body: 'Maximum size exceeded\n' }));
    expect(errorMessage(refused, 'Yuborib bo‘lmadi')).toBe('Yuborib bo‘lmadi');
    expect(isNetworkFailure(refused)).toBe(false);
  });

  it('stays a network failure (the hand-in is queued) when no answer came, or a gateway answered', () => {
    const lost = tusError(null);
    expect(uploadRefusal(lost)).toBe(lost);
    expect(isNetworkFailure(uploadRefusal(lost))).toBe(true);
    expect(isNetworkFailure(uploadRefusal(tusError({ status: 0, body: '' })))).toBe(true);
    expect(isNetworkFailure(uploadRefusal(tusError({ status: 503, body: 'Service Unavailable' })))).toBe(true);
  });
});
