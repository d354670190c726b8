import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuth } from '@/shared/auth/auth-store';
import { aStudent, aTeacher, makeClass, seedClasses, signInAs, testQueryClient } from '@/test/render';
import {
  CLASS_SCOPE_STORAGE_KEY,
  effectiveClassId,
  useChooseClass,
  useClassScope,
  useClassScopeStore,
} from './class-scope';

const algebra = makeClass('c-algebra', '7-A Algebra');
const physics = makeClass('c-physics', '8-B Fizika');

function renderScope() {
  const client = testQueryClient();
  seedClasses(client, [algebra, physics]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => ({ scope: useClassScope(), choose: useChooseClass() }), { wrapper }), client };
}

describe('the class switcher store', () => {
  afterEach(() => {
    useAuth.getState().logout();
    useClassScopeStore.setState({ byUser: {} });
  });

  it('starts on all my classes, keeps a chosen class in localStorage and goes back to all', () => {
    signInAs(aTeacher);
    const { result } = renderScope();
    expect(result.current.scope).toBeUndefined();

    act(() => result.current.choose(physics._id));
    expect(result.current.scope).toBe(physics._id);
    expect(JSON.parse(localStorage.getItem(CLASS_SCOPE_STORAGE_KEY)!).state.byUser).toEqual({
      [aTeacher._id]: physics._id,
    });

    act(() => result.current.choose(null));
    expect(result.current.scope).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(CLASS_SCOPE_STORAGE_KEY)!).state.byUser).toEqual({});
  });

  it("keeps each account's choice to itself on a shared computer", () => {
    signInAs(aTeacher);
    const first = renderScope();
    act(() => first.result.current.choose(algebra._id));
    first.unmount();

    signInAs(aStudent);
    const second = renderScope();
    expect(second.result.current.scope).toBeUndefined();
  });

  it('treats a class that is no longer among the active ones as all my classes', () => {
    expect(effectiveClassId(undefined, [algebra])).toBeUndefined();
    expect(effectiveClassId(algebra._id, [algebra, physics])).toBe(algebra._id);
    // archived, left or never the user's: no 404 on every list, just all classes
    expect(effectiveClassId('c-archived', [algebra, physics])).toBeUndefined();
    // while the classes are still loading, the choice stands
    expect(effectiveClassId(algebra._id, undefined)).toBe(algebra._id);
  });
});
