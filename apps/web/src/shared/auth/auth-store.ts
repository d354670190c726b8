import { create } from 'zustand';
import type { User } from '@sinfxona/domain/schemas/auth';
import { TOKEN_STORAGE_KEY } from '@/shared/config/ui';
import { forgetEarlyReads } from '@/shared/api/early-reads';
import { clearSession, storedUser, storeSession, storeUser } from './session-storage';

interface AuthState {
  token: string | null;
  user: User | null;
  isAuthenticated: boolean;
  isStudent: boolean;
  isTeacher: boolean;
  /** The user signed out themselves (→ home), rather than losing the session (→ /login). */
  signedOutByUser: boolean;
  signIn(token: string, user: User): void;
  setUser(user: User): void;
  setToken(token: string): void;
  logout(options?: { byUser?: boolean }): void;
}

const derived = (token: string | null, user: User | null) => ({
  token,
  user,
  isAuthenticated: Boolean(token),
  isStudent: user?.role === 'student',
  isTeacher: user?.role === 'teacher',
});

/** Who is signed in. The token lives in localStorage under `token` (SPEC §9). */
export const useAuth = create<AuthState>((set, get) => ({
  ...derived(localStorage.getItem(TOKEN_STORAGE_KEY), storedUser()),
  signedOutByUser: false,
  signIn(token, user) {
    storeSession(token, user);
    set({ ...derived(token, user), signedOutByUser: false });
  },
  setUser(user) {
    // The server's answer usually equals the kept copy: an unchanged user is no store change, so
    // nothing redraws (a change in the middle of a sliced render would redraw everything at once).
    const current = get().user;
    if (current && JSON.stringify(current) === JSON.stringify(user)) return;
    storeUser(user);
    set(derived(get().token, user));
  },
  setToken(token) {
    const user = get().user;
    if (user) storeSession(token, user);
    else localStorage.setItem(TOKEN_STORAGE_KEY, token);
    set(derived(token, get().user));
  },
  logout({ byUser = false } = {}) {
    clearSession();
    forgetEarlyReads();
    // Nothing of the user stays on the device: their kept reads and opened files (shared/offline/).
    void import('@/shared/offline/forget-private-data')
      .then((offline) => offline.forgetPrivateData())
      .catch(() => undefined); // A browser without IndexedDB or caches keeps nothing to forget.
    set({ ...derived(null, null), signedOutByUser: byUser });
  },
}));
