import type { AuthResult, LoginInput } from '@sinfxona/domain/schemas/auth';
import { api } from '@/shared/api/client';
import { readAuthResult } from './auth-result';

export async function login(input: LoginInput): Promise<AuthResult> {
  return readAuthResult((await api.post('/api/auth/login', input)).data);
}
