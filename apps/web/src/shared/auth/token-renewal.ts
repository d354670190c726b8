import { send } from '@/shared/api/http';
import { HTTP_TIMEOUT_MS } from '@/shared/config/ui';
import { replaceToken } from './session-storage';

/** A token's issue and expiry times (seconds), read from its middle part; null when it has none. */
function lifetimeOf(token: string): { iat: number; exp: number } | null {
  try {
    const part = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: unknown; exp?: unknown };
    return typeof claims.iat === 'number' && typeof claims.exp === 'number'
      ? { iat: claims.iat, exp: claims.exp }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the token is past half its life and not yet expired: then it is traded for a fresh one.
 * Nothing here trusts the claims; the server checks the token on every call.
 */
export function needsRenewal(token: string, nowMs = Date.now()): boolean {
  const lifetime = lifetimeOf(token);
  if (!lifetime) return false;
  const now = nowMs / 1000;
  return now >= (lifetime.iat + lifetime.exp) / 2 && now < lifetime.exp;
}

let renewing: Promise<void> | null = null;

/**
 * Trades a token past half its life for a fresh one of the same session (POST /api/auth/renew),
 * once at a time, beside the call that noticed it: the old token is still good, so nothing waits.
 * A failure changes nothing (the next call tries again; a session ended elsewhere answers 401 to
 * that call, which signs the user out as before). A token replaced meanwhile (sign-out, another
 * account) is left alone.
 */
export function renewTokenSoon(token: string): Promise<void> {
  renewing ??= send<{ data?: { token?: unknown } }>('POST', '/api/auth/renew', undefined, {
    headers: { Authorization: `Bearer ${token}` },
    timeout: HTTP_TIMEOUT_MS,
  })
    .then(
      (response) => {
        const fresh = response.data.data?.token;
        if (typeof fresh === 'string') replaceToken(token, fresh);
      },
      () => undefined,
    )
    .finally(() => {
      renewing = null;
    });
  return renewing;
}
