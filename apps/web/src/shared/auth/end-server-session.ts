import { send } from '@/shared/api/http';
import { HTTP_TIMEOUT_MS, TOKEN_STORAGE_KEY } from '@/shared/config/ui';

/**
 * Asks the server to end this browser's session (POST /api/auth/logout), so the token is refused
 * from then on even if it was copied. The token is read now: the caller clears the session at
 * once and never waits for this. A failure (offline, already ended) changes nothing here, and it
 * goes past the API client on purpose: a 401 must not send the user to the sign-in page.
 */
export function endServerSession(): Promise<void> {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (!token) return Promise.resolve();
  return send('POST', '/api/auth/logout', undefined, {
    headers: { Authorization: `Bearer ${token}` },
    timeout: HTTP_TIMEOUT_MS,
  }).then(
    () => undefined,
    () => undefined,
  );
}
