import type { AuthResult, User } from '@sinfxona/domain/schemas/auth';

/** An error whose message is an i18n key (SPEC §5's response checks). */
export class AuthResponseError extends Error {}

/** Checks an auth answer as SPEC §5 asks: success with both token and user. */
export function readAuthResult(body: unknown): AuthResult {
  const envelope = body as { success?: unknown; data?: { token?: unknown; user?: unknown } } | null;
  if (!envelope || typeof envelope !== 'object' || envelope.success !== true)
    throw new AuthResponseError('auth.invalidResponse');
  const { token, user } = envelope.data ?? {};
  if (typeof token !== 'string' || !token || !user || typeof user !== 'object')
    throw new AuthResponseError('auth.missingTokenOrUser');
  return { token, user: user as User };
}
