import type { User } from '@sinfxona/domain/schemas/auth';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@/shared/config/ui';

/**
 * The session in localStorage: the token (SPEC §9) and the user it belongs to as last seen. The
 * user is a copy for drawing the first screen without waiting for the server (name, role, id for
 * the class choice); the server still checks the token on every call, and the app asks for the
 * current user at start and replaces the copy. The copy names the token it came with: a token
 * written without its user (another account signing in on the same browser, an older session)
 * never shows someone else's copy.
 */
export function storeSession(token: string, user: User) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ token, user }));
}

/** Replaces the copy of the user who holds the current token. */
export function storeUser(user: User) {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (token) storeSession(token, user);
}

/** The same session under a renewed token: the user's copy follows it when it belonged to the old one. */
export function replaceToken(old: string, fresh: string) {
  if (localStorage.getItem(TOKEN_STORAGE_KEY) !== old) return;
  const user = storedUser();
  if (user) storeSession(fresh, user);
  else localStorage.setItem(TOKEN_STORAGE_KEY, fresh);
}

export function clearSession() {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  localStorage.removeItem(USER_STORAGE_KEY);
}

/** The kept user, when the copy is whole and belongs to the current token; anything else counts as none. */
export function storedUser(): User | null {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (!token) return null;
  try {
    const kept = JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as {
      token?: unknown;
      user?: Partial<User>;
    } | null;
    const user = kept?.token === token ? kept.user : undefined;
    const whole =
      typeof user?._id === 'string' &&
      typeof user.fullName === 'string' &&
      (user.role === 'student' || user.role === 'teacher');
    return whole ? (user as User) : null;
  } catch {
    return null;
  }
}
