import { useDeferredValue, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '@/shared/auth/auth-store';
import { homeOf, paths, type AreaRole } from '@/shared/config/paths';
import { LoadingState } from '@/shared/ui/states';

/** Login, register and the landing page: a signed-in user goes to their dashboard (SPEC §2). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { token, user } = useAuth();
  if (token && user?.role) return <Navigate to={homeOf(user.role)} replace />;
  if (token && !user) return <LoadingState />;
  return children;
}

/** A role's area: no token → /login; the wrong role → their own dashboard. */
export function RequireRole({ role, children }: { role: AreaRole; children: ReactNode }) {
  const { token, user: signedIn, signedOutByUser } = useAuth();
  // The whole frame draws when the user arrives: as a deferred value React draws it in slices,
  // so a slow phone keeps answering taps meanwhile (no long task).
  const user = useDeferredValue(signedIn);
  // Logout goes home (SPEC §2); a lost session goes to /login.
  if (!token) return <Navigate to={signedOutByUser ? paths.home.getHref() : paths.login.getHref()} replace />;
  if (!user) return <LoadingState />;
  if (user.role !== role) return <Navigate to={homeOf(user.role)} replace />;
  return children;
}
