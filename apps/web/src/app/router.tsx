import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { RECENT_SUBMISSIONS_DEFAULT } from '@sinfxona/domain/constants';
import { teacherStatsQuery } from '@/features/dashboard/api/get-teacher-stats';
import { pendingCountQuery } from '@/features/submissions/api/get-grading-queue';
import { progressQuery } from '@/features/submissions/api/get-progress';
import { recentSubmissionsQuery } from '@/features/submissions/api/get-recent-submissions';
import { tasksQuery } from '@/features/tasks/api/get-tasks';
import { useAuth } from '@/shared/auth/auth-store';
import { useClassScopeStore } from '@/shared/classes/class-scope';
import { areas, paths, type RouteInfo } from '@/shared/config/paths';
import { LoadingState } from '@/shared/ui/states';
import ClassGate from './class-gate';
import { areaScreen } from './first-screen';
import { GuestOnly, RequireRole } from './guards';
import AppLayout from './layout/app-layout';
import { queryClient } from './providers';
import { RootShell } from './root-shell';
import { screens, type Screen } from './screens';

/** What firstScreenData starts for a route: the chunk of its screen, and the data it shows first. */
interface RouteHandle {
  screen: Screen;
  prefetch?: (classId: string | undefined) => Promise<unknown>;
}

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

/** A signed-in area's leaf screen: its element and the handle firstScreenData reads. */
const areaRoute = (route: RouteInfo, prefetch?: RouteHandle['prefetch']) => {
  const { screen } = areaScreen(route);
  return { path: route.path, element: screenElement(screen), handle: { screen, prefetch } satisfies RouteHandle };
};

/** A screen's first queries; their answers wait in the cache (prefetches never reject). */
const prefetchAll = (...started: Promise<void>[]) => Promise.all(started);

// The signed-in frame and the class gate are part of the app's start, not chunks of their own:
// every signed-in screen draws them first, and a chunk would cost a phone one more round trip.
const appLayout = <AppLayout />;
/** Screens of class work: a user in no class is asked to join (student) or create (teacher) one first. */
const classGate = { element: <ClassGate /> };

const { student, teacher } = paths;

const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      {
        path: paths.home.path,
        element: <GuestOnly>{screenElement(screens.landing)}</GuestOnly>,
      },
      {
        path: paths.login.path,
        element: <GuestOnly>{screenElement(screens.login)}</GuestOnly>,
      },
      {
        path: paths.register.path,
        element: <GuestOnly>{screenElement(screens.register)}</GuestOnly>,
      },
      {
        path: areas.student,
        element: <RequireRole role="student">{appLayout}</RequireRole>,
        children: [
          { index: true, element: <Navigate to={student.dashboard.getHref()} replace /> },
          areaRoute(student.classes),
          areaRoute(student.ai),
          areaRoute(student.profile),
          {
            ...classGate,
            children: [
              areaRoute(student.dashboard, (classId) =>
                prefetchAll(
                  queryClient.prefetchQuery(progressQuery(classId)),
                  queryClient.prefetchQuery(tasksQuery({ classId })),
                ),
              ),
              areaRoute(student.tasks),
              areaRoute(student.submissions),
              areaRoute(student.videos),
            ],
          },
        ],
      },
      {
        path: areas.teacher,
        element: <RequireRole role="teacher">{appLayout}</RequireRole>,
        children: [
          { index: true, element: <Navigate to={teacher.dashboard.getHref()} replace /> },
          areaRoute(teacher.classes),
          areaRoute(teacher.class),
          areaRoute(teacher.ai),
          areaRoute(teacher.profile),
          {
            ...classGate,
            children: [
              areaRoute(teacher.dashboard, (classId) =>
                prefetchAll(
                  queryClient.prefetchQuery(teacherStatsQuery(classId)),
                  queryClient.prefetchQuery(recentSubmissionsQuery(RECENT_SUBMISSIONS_DEFAULT, classId)),
                  queryClient.prefetchQuery(tasksQuery({ classId })),
                  queryClient.prefetchQuery(pendingCountQuery(classId)),
                ),
              ),
              areaRoute(teacher.tasks),
              areaRoute(teacher.createTask),
              areaRoute(teacher.submissions),
              areaRoute(teacher.grading),
              areaRoute(teacher.videos),
              areaRoute(teacher.students),
            ],
          },
        ],
      },
      { path: paths.notFound.path, element: screenElement(screens.notFound) },
    ],
  },
];

/** The app's routes, drawn inside the BrowserRouter of the app's start. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * What the screen at `pathname` shows first: its chunk and, for the signed-in user in their own
 * area, its first data for the class the switcher was left on. The app's start draws once these
 * are here, so the frame and the screen are drawn in one pass (the answers were asked for early,
 * by ./first-screen.ts; the queries take them from there).
 */
export function firstScreenData(pathname: string): Promise<unknown> {
  const user = useAuth.getState().user;
  const ownArea = user !== null && pathname.startsWith(`/${user.role}/`);
  const classId = user ? useClassScopeStore.getState().byUser[user._id] : undefined;
  const started: Promise<unknown>[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (!handle) continue;
    started.push(handle.screen.load().catch(() => undefined));
    if (ownArea && handle.prefetch) started.push(handle.prefetch(classId));
  }
  return Promise.all(started);
}
