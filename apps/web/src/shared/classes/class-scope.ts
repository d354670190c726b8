import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { useAuth } from '@/shared/auth/auth-store';
import { CLASS_SCOPE_STORAGE_KEY, classChoiceStorage, type ClassChoices } from './class-choice-storage';
import { useClasses } from './get-classes';

export { CLASS_SCOPE_STORAGE_KEY };

interface ClassScopeState extends ClassChoices {
  choose(userId: string, classId: string | null): void;
}

/**
 * The class switcher's choice (docs/architecture.md §4 "Classes"): one class, or all of the user's
 * classes. Kept per account, so a shared school computer never applies one user's class to another.
 */
export const useClassScopeStore = create<ClassScopeState>()(
  persist(
    (set) => ({
      byUser: {},
      choose(userId, classId) {
        set((state) => {
          const byUser = { ...state.byUser };
          if (classId) byUser[userId] = classId;
          else delete byUser[userId];
          return { byUser };
        });
      },
    }),
    {
      name: CLASS_SCOPE_STORAGE_KEY,
      // Kept in the format the app's start reads before this store has loaded (class-choice-storage.ts).
      storage: classChoiceStorage,
      partialize: (state): ClassChoices => ({ byUser: state.byUser }),
    },
  ),
);

/**
 * The class a chosen id stands for among the user's active classes: a class that was archived,
 * left or never theirs is "all my classes" again rather than a 404 on every list.
 */
export function effectiveClassId(chosen: string | undefined, classes: SchoolClass[] | undefined): string | undefined {
  if (!chosen) return undefined;
  if (!classes) return chosen;
  return classes.some((schoolClass) => schoolClass._id === chosen) ? chosen : undefined;
}

/** The `classId` every switcher-scoped list passes to the server: a class, or `undefined` for all. */
export function useClassScope(): string | undefined {
  const userId = useAuth((state) => state.user?._id);
  const chosen = useClassScopeStore((state) => (userId ? state.byUser[userId] : undefined));
  const classes = useClasses();
  return effectiveClassId(chosen, classes.data);
}

/** Sets the switcher: a class id, or `null` for all my classes. */
export function useChooseClass(): (classId: string | null) => void {
  const userId = useAuth((state) => state.user?._id);
  const choose = useClassScopeStore((state) => state.choose);
  return (classId) => {
    if (userId) choose(userId, classId);
  };
}
