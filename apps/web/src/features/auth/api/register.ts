import type { AuthResult, RegisterInput } from '@sinfxona/domain/schemas/auth';
import { api } from '@/shared/api/client';
import { readAuthResult } from './auth-result';

export async function register(input: RegisterInput): Promise<AuthResult> {
  return readAuthResult((await api.post('/api/auth/register', input)).data);
}
