import { describe, expect, it } from 'vitest';
import { AuthResponseError } from './auth-result';
import { fetchCurrentUser } from './get-current-user';

describe('the current user (SPEC §2 start-up)', () => {
  it('needs a token before fetching the current user', async () => {
    await expect(fetchCurrentUser()).rejects.toThrow(new AuthResponseError('auth.noToken'));
  });
});
