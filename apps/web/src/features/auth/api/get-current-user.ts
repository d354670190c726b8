import type { User } from '@sinfxona/domain/schemas/auth';
import { api } from '@/shared/api/client';
import type { Read } from '@/shared/api/read';
import { TOKEN_STORAGE_KEY } from '@/shared/config/ui';
import { AuthResponseError } from './auth-result';

export const currentUserRead = (): Read => ({ url: '/api/auth/profile' });

let early: Promise<User> | null = null;

/** The signed-in user; needs a token and a user with a role. */
export async function fetchCurrentUser(): Promise<User> {
  if (early) {
    const pending = early;
    early = null;
    return pending;
  }
  if (!localStorage.getItem(TOKEN_STORAGE_KEY)) throw new AuthResponseError('auth.noToken');
  const user = (await api.read<{ data?: { user?: User } } | null>(currentUserRead())).data?.data?.user;
  if (!user?.role) throw new AuthResponseError('auth.missingRole');
  return user;
}

/**
 * Asks for the signed-in user as the app starts, before anything is drawn; the start-up's own
 * fetchCurrentUser then takes this answer instead of asking again.
 */
export function prefetchCurrentUser() {
  early = null;
  const pending = fetchCurrentUser();
  pending.catch(() => undefined);
  early = pending;
}
