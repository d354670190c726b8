import type { User } from '@sinfxona/domain/schemas/auth';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@/shared/config/ui';

/**
 * The session in localStorage: the token (SPEC §9) and the user it belongs to as last seen. The
 * user is a copy for drawing the first screen without waiting for the server (name, role, id for
 * the class choice); the server still checks the token on every call, and the app asks for the
 * current user at start and replaces the copy.
 */
export function storeSession(token: string, user: User) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  storeUser(user);
}

export function storeUser(user: User) {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

export function clearSession() {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  localStorage.removeItem(USER_STORAGE_KEY);
}

/** The kept user, when there is a token and the copy is whole; anything else counts as none. */
export function storedUser(): User | null {
  if (!localStorage.getItem(TOKEN_STORAGE_KEY)) return null;
  try {
    const user = JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as Partial<User> | null;
    const whole =
      typeof user?._id === 'string' &&
      typeof user.fullName === 'string' &&
      (user.role === 'student' || user.role === 'teacher');
    return whole ? (user as User) : null;
  } catch {
    return null;
  }
}
