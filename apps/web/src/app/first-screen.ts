import { currentUserRead } from '@/features/auth/api/get-current-user';
import { notificationsRead } from '@/features/notifications/api/notifications-read';
import { startEarlyReads } from '@/shared/api/early-reads';
import { storedUser } from '@/shared/auth/session-storage';
import { storedClassChoice } from '@/shared/classes/class-choice-storage';
import { classesRead } from '@/shared/classes/get-classes';
import { TOKEN_STORAGE_KEY } from '@/shared/config/ui';
import { initialLanguage } from '@/shared/i18n/language';
import { drawFirstFrame } from './first-frame';
import { SCREENS, type ScreenEntry } from './screens';

/** A route pattern's segments against a path's: `:name` matches any one segment. */
function matches(pattern: string, pathname: string) {
  const want = pattern.split('/');
  const have = (pathname.replace(/\/+$/, '') || '/').split('/');
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/** The screen the signed-in user opens at `pathname`, when it is one of their own area's. */
export function firstScreenOf(pathname: string): ScreenEntry | null {
  const user = storedUser();
  if (!user) return null;
  return SCREENS.find((entry) => entry.role === user.role && matches(entry.route.path, pathname)) ?? null;
}

/**
 * Run by the app's entry before the rest of the app has loaded, so the first screen waits for one
 * round trip instead of a chain: its frame is drawn from the kept user (./first-frame.ts), and its
 * data (the user, their classes, the screen's first queries, for the class the switcher was left on)
 * is asked for with the kept token, by the reads those queries name. Its chunk is loaded by ./load-app.ts.
 */
export function startFirstScreen(pathname: string) {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  const user = storedUser();
  const first = firstScreenOf(pathname);
  if (!token || !user || !first) return;
  const language = initialLanguage();
  drawFirstFrame(first.route, user, language);
  const firstQueries = first.firstQueries?.(storedClassChoice(user._id)) ?? [];
  // The top bar's bell asks on every screen: its count comes with the screen's data.
  const reads = [currentUserRead(), classesRead(), ...firstQueries.map((query) => query.meta.read), notificationsRead];
  startEarlyReads(reads, token, language);
}
