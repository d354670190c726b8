import { afterEach, describe, expect, it } from 'vitest';
import { useAuth } from '@/shared/auth/auth-store';
import { aStudent, aTeacher } from '@/test/render';
import { queryClient } from './providers';

describe('the shared query cache', () => {
  afterEach(() => useAuth.getState().logout());

  it("drops one account's cached lists when another account signs in on the same tab", () => {
    useAuth.getState().signIn('t1', aTeacher);
    queryClient.setQueryData(['tasks', 'list', {}], { tasks: ['of the teacher'] });

    // The same user again (a profile save, a sign-out and back in): the cache stays.
    useAuth.getState().setUser({ ...aTeacher, fullName: 'Anvar T.' });
    useAuth.getState().logout();
    useAuth.getState().signIn('t2', aTeacher);
    expect(queryClient.getQueryData(['tasks', 'list', {}])).toEqual({ tasks: ['of the teacher'] });

    useAuth.getState().logout();
    useAuth.getState().signIn('s1', aStudent);
    expect(queryClient.getQueryData(['tasks', 'list', {}])).toBeUndefined();
  });
});
