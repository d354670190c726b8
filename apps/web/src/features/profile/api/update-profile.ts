import type { ProfileUpdateInput, User } from '@sinfxona/domain/schemas/auth';
import { api } from '@/shared/api/client';

/** Saves name, e-mail or password; a new password comes back with a new token. */
export async function updateProfile(input: ProfileUpdateInput): Promise<{ user: User; token?: string }> {
  return (await api.put<{ data: { user: User; token?: string } }>('/api/users/profile', input)).data.data;
}
