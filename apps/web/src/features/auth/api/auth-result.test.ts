import { describe, expect, it } from 'vitest';
import { AuthResponseError, readAuthResult } from './auth-result';

const user = { _id: 'u1', fullName: 'Aziza', email: 'a@b.uz', role: 'student', createdAt: '', updatedAt: '' };

describe('auth response checks (SPEC §5)', () => {
  it('accepts success with both token and user', () => {
    expect(readAuthResult({ success: true, data: { token: 't', user } })).toEqual({ token: 't', user });
  });
  it('names what is wrong with a bad answer', () => {
    expect(() => readAuthResult({ success: false })).toThrow(new AuthResponseError('auth.invalidResponse'));
    expect(() => readAuthResult('<html>')).toThrow(new AuthResponseError('auth.invalidResponse'));
    expect(() => readAuthResult({ success: true, data: { user } })).toThrow(
      new AuthResponseError('auth.missingTokenOrUser'),
    );
    expect(() => readAuthResult({ success: true, data: { token: 't' } })).toThrow(
      new AuthResponseError('auth.missingTokenOrUser'),
    );
  });
});
