import type { User } from '@sinfxona/domain/schemas/auth';
import { api } from '@/shared/api/client';
import { TOKEN_STORAGE_KEY } from '@/shared/config/ui';
import { AuthResponseError } from './auth-result';

/** The signed-in user; needs a token and a user with a role. */
export async function fetchCurrentUser(): Promise<User> {
  if (!localStorage.getItem(TOKEN_STORAGE_KEY)) throw new AuthResponseError('auth.noToken');
  const user = (await api.get('/api/auth/profile')).data?.data?.user as User | undefined;
  if (!user?.role) throw new AuthResponseError('auth.missingRole');
  return user;
}
