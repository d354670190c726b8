import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@sinfxona/domain/schemas/auth';
import { TOKEN_STORAGE_KEY } from '@/shared/config/ui';
import { storeSession, storedUser } from './session-storage';
import { needsRenewal, renewTokenSoon } from './token-renewal';

const send = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/http', () => ({ send }));

/** A token shaped as the server's (header.claims.signature); only the claims matter here. */
const tokenWith = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;
const HOUR = 3600;
const now = Math.floor(Date.now() / 1000);
const user = { _id: 'u1', fullName: 'Aziza Karimova', role: 'student' } as User;

describe('sliding token renewal', () => {
  afterEach(() => {
    localStorage.clear();
    send.mockReset();
  });

  it('renews a token past half its life, not a fresh one, an expired one or garbage', () => {
    expect(needsRenewal(tokenWith({ iat: now - 10, exp: now + 72 * HOUR }))).toBe(false);
    expect(needsRenewal(tokenWith({ iat: now - 40 * HOUR, exp: now + 32 * HOUR }))).toBe(true);
    expect(needsRenewal(tokenWith({ iat: now - 80 * HOUR, exp: now - 8 * HOUR }))).toBe(false);
    expect(needsRenewal('not-a-token')).toBe(false);
    expect(needsRenewal(tokenWith({ sub: 'u1' }))).toBe(false);
  });

  it('trades the old token once for the new one and keeps the user with it', async () => {
    const old = tokenWith({ iat: now - 40 * HOUR, exp: now + 32 * HOUR });
    storeSession(old, user);
    let answer: (value: unknown) => void = () => undefined;
    send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const first = renewTokenSoon(old);
    const second = renewTokenSoon(old);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      'POST',
      '/api/auth/renew',
      undefined,
      expect.objectContaining({ headers: { Authorization: `Bearer ${old}` } }),
    );
    answer({ data: { success: true, data: { token: 'fresh-token', user } } });
    await Promise.all([first, second]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fresh-token');
    expect(storedUser()).toEqual(user);
  });

  it('leaves a token replaced meanwhile (signed out, another account) and survives a failure', async () => {
    const old = tokenWith({ iat: now - 40 * HOUR, exp: now + 32 * HOUR });
    storeSession(old, user);
    send.mockResolvedValueOnce({ data: { data: { token: 'fresh-token' } } });
    const renewing = renewTokenSoon(old);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'another-account');
    await renewing;
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('another-account');

    storeSession(old, user);
    send.mockRejectedValueOnce(new Error('offline'));
    await expect(renewTokenSoon(old)).resolves.toBeUndefined();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(old);
  });
});
