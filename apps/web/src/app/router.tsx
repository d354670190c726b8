import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
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
import { areaScreen, firstScreenOf } from './first-screen';
import { GuestOnly, RequireRole } from './guards';
import AppLayout from './layout/app-layout';
import { queryClient } from './providers';
import { RootShell } from './root-shell';
import { screens, type Screen } from './screens';

/** A screen's first queries for a class (or all), started before it draws; their answers wait in the cache. */
type Prefetch = (classId: string | undefined) => Promise<unknown>;
const prefetchOf = new Map<RouteInfo, Prefetch>();

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

/** A signed-in area's leaf screen, with the first data firstScreenData asks for when the app opens on it. */
const areaRoute = (route: RouteInfo, prefetch?: Prefetch) => {
  if (prefetch) prefetchOf.set(route, prefetch);
  return { path: route.path, element: screenElement(screens[areaScreen(route).screen]) };
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
  const first = firstScreenOf(pathname);
  const user = useAuth.getState().user;
  if (!first || !user) return Promise.resolve();
  const classId = useClassScopeStore.getState().byUser[user._id];
  return Promise.all([screens[first.screen].load().catch(() => undefined), prefetchOf.get(first.route)?.(classId)]);
}
