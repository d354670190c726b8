/** Where the switcher's choice is kept in localStorage. */
export const CLASS_SCOPE_STORAGE_KEY = 'classScope';

/**
 * The class a user last chose in the switcher, read straight from localStorage (as the switcher's
 * store keeps it: zustand's persist writes `{ state: { byUser } }`), for the app's start to ask for
 * that class's data before the store's code has loaded.
 */
export function storedClassChoice(userId: string): string | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(CLASS_SCOPE_STORAGE_KEY) ?? 'null') as {
      state?: { byUser?: Record<string, unknown> };
    } | null;
    const chosen = kept?.state?.byUser?.[userId];
    return typeof chosen === 'string' ? chosen : undefined;
  } catch {
    return undefined;
  }
}
