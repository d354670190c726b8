import type { AuthResult, LoginInput, ProfileUpdateInput, RegisterInput, User } from '@sinfxona/domain/schemas/auth';
import { TOKEN_STORAGE_KEY } from '@sinfxona/domain/constants';
import { api } from './client';

/** An error whose message is an i18n key (SPEC §5's response checks). */
export class AuthResponseError extends Error {}

/** Checks an auth answer as SPEC §5 asks: success with both token and user. */
export function readAuthResult(body: unknown): AuthResult {
  const envelope = body as { success?: unknown; data?: { token?: unknown; user?: unknown } } | null;
  if (!envelope || typeof envelope !== 'object' || envelope.success !== true) throw new AuthResponseError('auth.invalidResponse');
  const { token, user } = envelope.data ?? {};
  if (typeof token !== 'string' || !token || !user || typeof user !== 'object') throw new AuthResponseError('auth.missingTokenOrUser');
  return { token, user: user as User };
}

export async function login(input: LoginInput): Promise<AuthResult> {
  return readAuthResult((await api.post('/api/auth/login', input)).data);
}

export async function register(input: RegisterInput): Promise<AuthResult> {
  return readAuthResult((await api.post('/api/auth/register', input)).data);
}

/** The signed-in user; needs a token and a user with a role. */
export async function fetchCurrentUser(): Promise<User> {
  if (!localStorage.getItem(TOKEN_STORAGE_KEY)) throw new AuthResponseError('auth.noToken');
  const user = (await api.get('/api/auth/profile')).data?.data?.user as User | undefined;
  if (!user?.role) throw new AuthResponseError('auth.missingRole');
  return user;
}

export async function updateProfile(input: ProfileUpdateInput): Promise<{ user: User; token?: string }> {
  return (await api.put('/api/users/profile', input)).data.data;
}
