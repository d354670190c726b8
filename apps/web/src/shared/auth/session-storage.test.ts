import { afterEach, describe, expect, it } from 'vitest';
import { aStudent } from '@/test/render';
import { clearSession, storedUser, storeSession } from './session-storage';

describe('the session kept in localStorage', () => {
  afterEach(() => localStorage.clear());

  it('gives back the user stored with the token', () => {
    storeSession('t-1', aStudent);
    expect(localStorage.getItem('token')).toBe('t-1');
    expect(storedUser()).toEqual(aStudent);
  });

  it('has no user without a token, or with a broken or foreign copy', () => {
    localStorage.setItem('user', JSON.stringify({ token: 't-1', user: aStudent }));
    expect(storedUser()).toBeNull();
    localStorage.setItem('token', 't-1');
    localStorage.setItem('user', '{not json');
    expect(storedUser()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ token: 't-1', user: { ...aStudent, role: 'admin' } }));
    expect(storedUser()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ token: 't-1', user: { role: 'student' } }));
    expect(storedUser()).toBeNull();
  });

  it('never shows the copy of another token: a second account signing in on the same browser', () => {
    storeSession('t-1', aStudent);
    localStorage.setItem('token', 't-2');
    expect(storedUser()).toBeNull();
  });

  it('forgets token and user together', () => {
    storeSession('t-1', aStudent);
    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
