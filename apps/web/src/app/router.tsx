import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { useAuth } from '@/shared/auth/auth-store';
import { useClassScopeStore } from '@/shared/classes/class-scope';
import { areas, paths, type AreaRole } from '@/shared/config/paths';
import { LoadingState } from '@/shared/ui/states';
import ClassGate from './class-gate';
import { firstScreenOf } from './first-screen';
import { GuestOnly, RequireRole } from './guards';
import AppLayout from './layout/app-layout';
import { queryClient } from './providers';
import { RootShell } from './root-shell';
import { chunkOf, type Screen } from './screen-chunks';
import { SCREENS, screensOf, type ScreenEntry } from './screens';

/**
 * A screen drawn from its own chunk, with a spinner while the chunk loads. A chunk that is already
 * here (the app's start loads the first screen's) is drawn at once, in the same pass as the frame:
 * React.lazy takes a thenable that answers synchronously without suspending.
 */
function screenElement(screen: Screen) {
  const Component = lazy(() => {
    const loaded = screen.loaded;
    if (loaded)
      return { then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: loaded }) } as never;
    return screen.load().then((component) => ({ default: component }));
  });
  return (
    <Suspense fallback={<LoadingState />}>
      <Component />
    </Suspense>
  );
}

const leaf = (entry: ScreenEntry): RouteObject => ({
  path: entry.route.path,
  element: screenElement(chunkOf(entry.page)),
});

// The signed-in frame and the class gate are part of the app's start, not chunks of their own:
// every signed-in screen draws them first, and a chunk would cost a phone one more round trip.
const appLayout = <AppLayout />;

/** A role's area: its index goes to the dashboard; screens of class work sit behind the class gate. */
function area(role: AreaRole): RouteObject {
  const screens = screensOf(role);
  return {
    path: areas[role],
    element: <RequireRole role={role}>{appLayout}</RequireRole>,
    children: [
      { index: true, element: <Navigate to={paths[role].dashboard.getHref()} replace /> },
      ...screens.filter((entry) => !entry.classGate).map(leaf),
      { element: <ClassGate />, children: screens.filter((entry) => entry.classGate).map(leaf) },
    ],
  };
}

const guestOrPublic = (entry: ScreenEntry): RouteObject =>
  entry.guestOnly
    ? { path: entry.route.path, element: <GuestOnly>{screenElement(chunkOf(entry.page))}</GuestOnly> }
    : leaf(entry);

const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      ...SCREENS.filter((entry) => !entry.role && entry.route !== paths.notFound).map(guestOrPublic),
      area('student'),
      area('teacher'),
      area('admin'),
      area('guardian'),
      ...SCREENS.filter((entry) => entry.route === paths.notFound).map(leaf),
    ],
  },
];

/** The app's routes (generated from the screen table), drawn inside the BrowserRouter of the app's start. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * What the screen at `pathname` shows first: its chunk and, for the signed-in user in their own
 * area, its first queries for the class the switcher was left on. The app's start draws once these
 * are here, so the frame and the screen are drawn in one pass (the answers were asked for early,
 * by ./first-screen.ts, by the same reads; the queries take them from there). Prefetches never reject.
 */
export function firstScreenData(pathname: string): Promise<unknown> {
  const first = firstScreenOf(pathname);
  const user = useAuth.getState().user;
  if (!first || !user) return Promise.resolve();
  const classId = useClassScopeStore.getState().byUser[user._id];
  return Promise.all([
    chunkOf(first.page)
      .load()
      .catch(() => undefined),
    ...(first.firstQueries?.(classId) ?? []).map((query) => queryClient.prefetchQuery(query)),
  ]);
}
