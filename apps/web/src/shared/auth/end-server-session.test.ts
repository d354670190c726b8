import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/config/ui';
import { endServerSession } from './end-server-session';

const send = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/http', () => ({ send }));

describe('endServerSession', () => {
  afterEach(() => {
    localStorage.clear();
    send.mockReset();
  });

  it('posts /api/auth/logout with the token read at once, and never fails', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'the-token');
    send.mockRejectedValue(new Error('offline'));
    const ending = endServerSession();
    // The caller clears the session right away; the request already holds the token.
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    await expect(ending).resolves.toBeUndefined();
    expect(send).toHaveBeenCalledWith(
      'POST',
      '/api/auth/logout',
      undefined,
      expect.objectContaining({ headers: { Authorization: 'Bearer the-token' } }),
    );
  });

  it('asks nothing without a token', async () => {
    await endServerSession();
    expect(send).not.toHaveBeenCalled();
  });
});
