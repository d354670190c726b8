import type { AuthResult, LoginInput, ProfileUpdateInput, RegisterInput } from '@sinfxona/domain/schemas/auth';
import { refusalOf } from '@/shared/api/refusal';
import { HTTP_TIMEOUT_MS } from '@/shared/config/ui';
import { AuthResponseError, readAuthResult } from './auth-result';

/** A refusal from the server: its message (in the user's language) and its field errors by path. */
export class AuthRefusal extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * Posts a sign-in or sign-up. Plain `fetch`, not the app's HTTP client: the guest pages load
 * without the app. Resolves with the checked token and user (SPEC §5); rejects with an
 * AuthRefusal carrying the server's words, an AuthResponseError for a malformed answer, or the
 * network's own error.
 */
async function postAuth(
  url: string,
  body: unknown,
  language: string,
  signedIn?: { method: 'PUT'; token: string },
): Promise<AuthResult> {
  const response = await fetch(url, {
    method: signedIn?.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      ...(signedIn ? { authorization: `Bearer ${signedIn.token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { message, fields } = refusalOf(answer);
    if (!message) throw new AuthResponseError('auth.invalidResponse');
    throw new AuthRefusal(message, fields);
  }
  return readAuthResult(answer);
}

export const login = (input: LoginInput, language: string) => postAuth('/api/auth/login', input, language);
export const register = (input: RegisterInput, language: string) => postAuth('/api/auth/register', input, language);
/** Replaces a one-time password with the user's own (the profile's password change); answers a new token. */
export const setOwnPassword = (token: string, input: ProfileUpdateInput, language: string) =>
  postAuth('/api/users/profile', input, language, { method: 'PUT', token });
