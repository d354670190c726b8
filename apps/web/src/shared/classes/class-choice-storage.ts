import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** Where the switcher's choice is kept in localStorage. */
export const CLASS_SCOPE_STORAGE_KEY = 'classScope';

/** What is kept: the class each account last chose, by user id; no entry means "all my classes". */
export interface ClassChoices {
  byUser: Record<string, string>;
}

/**
 * The kept choices, as `{ state: { byUser }, version }` (the shape zustand's persist hands its
 * storage; the switcher's store keeps them through `classChoiceStorage`). Anything else (another
 * shape, a hand-edited value) reads as no choice.
 */
function read(key: string): StorageValue<ClassChoices> | null {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as { state?: { byUser?: unknown }; version?: unknown };
    const byUser = kept?.state?.byUser;
    if (typeof byUser !== 'object' || byUser === null) return null;
    const choices = Object.entries(byUser).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return {
      state: { byUser: Object.fromEntries(choices) },
      ...(typeof kept.version === 'number' ? { version: kept.version } : {}),
    };
  } catch {
    return null;
  }
}

/** The storage the switcher's store persists through (class-scope.ts): the one place the format is written. */
export const classChoiceStorage: PersistStorage<ClassChoices> = {
  getItem: read,
  setItem: (key, value) => localStorage.setItem(key, JSON.stringify(value)),
  removeItem: (key) => localStorage.removeItem(key),
};

/**
 * The class a user last chose in the switcher, for the app's start to ask for that class's data
 * before the store's code has loaded.
 */
export function storedClassChoice(userId: string): string | undefined {
  return read(CLASS_SCOPE_STORAGE_KEY)?.state.byUser[userId];
}
