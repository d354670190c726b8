import { afterEach, describe, expect, it } from 'vitest';
import { CLASS_SCOPE_STORAGE_KEY, storedClassChoice } from './class-choice-storage';
import { useClassScopeStore } from './class-scope';

describe('the class choice as kept in localStorage', () => {
  afterEach(() => {
    useClassScopeStore.setState({ byUser: {} });
    localStorage.clear();
  });

  it('is read by the app’s start as the switcher’s store wrote it', () => {
    useClassScopeStore.getState().choose('u-teacher', 'c-7');
    useClassScopeStore.getState().choose('u-student', 'c-9');
    expect(storedClassChoice('u-teacher')).toBe('c-7');
    expect(storedClassChoice('u-student')).toBe('c-9');
    useClassScopeStore.getState().choose('u-teacher', null);
    expect(storedClassChoice('u-teacher')).toBeUndefined();
  });

  it('is read back by the store on the next visit, in the format earlier versions kept', async () => {
    // As zustand's JSON storage wrote it before the format had a module of its own.
    localStorage.setItem(CLASS_SCOPE_STORAGE_KEY, '{"state":{"byUser":{"u-teacher":"c-7"}},"version":0}');
    await useClassScopeStore.persist.rehydrate();
    expect(useClassScopeStore.getState().byUser).toEqual({ 'u-teacher': 'c-7' });
    expect(storedClassChoice('u-teacher')).toBe('c-7');
  });

  it('reads anything else as no choice', () => {
    for (const kept of ['not json', '{"state":{"byUser":{"u-teacher":7}}}', '{"byUser":{"u-teacher":"c-7"}}', 'null']) {
      localStorage.setItem(CLASS_SCOPE_STORAGE_KEY, kept);
      expect(storedClassChoice('u-teacher'), kept).toBeUndefined();
    }
  });
});
