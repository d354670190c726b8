import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { RECENT_SUBMISSIONS_DEFAULT } from '@sinfxona/domain/constants';
import { teacherStatsQuery } from '@/features/dashboard/api/get-teacher-stats';
import { pendingCountQuery } from '@/features/submissions/api/get-grading-queue';
import { progressQuery } from '@/features/submissions/api/get-progress';
import { recentSubmissionsQuery } from '@/features/submissions/api/get-recent-submissions';
import { tasksQuery } from '@/features/tasks/api/get-tasks';
import { useAuth } from '@/shared/auth/auth-store';
import { useClassScopeStore } from '@/shared/classes/class-scope';
import { areas, paths } from '@/shared/config/paths';
import { LoadingState } from '@/shared/ui/states';
import ClassGate from './class-gate';
import { GuestOnly, RequireRole } from './guards';
import AppLayout from './layout/app-layout';
import { queryClient } from './providers';
import { RootShell } from './root-shell';

// Each role's screens are their own chunks: a guest on / downloads none of them. A page of one feature
// lives in that feature; a page that combines several is composed in ./routes (features never import
// each other).
type ChunkLoader = () => Promise<{ default: ComponentType }>;

/** What preloadRoute starts for a route: the chunks its screen needs, and the data it shows first. */
interface RouteHandle {
  preload: ChunkLoader;
  prefetch?: (classId: string | undefined) => void;
}

/** A screen drawn from its own chunk, with a spinner while the chunk loads. */
function lazyElement(loadChunk: ChunkLoader) {
  const Component = lazy(loadChunk);
  return (
    <Suspense fallback={<LoadingState />}>
      <Component />
    </Suspense>
  );
}

/** A leaf screen: its element and the handle that lets preloadRoute fetch its chunk (and data) early. */
const screen = (loadChunk: ChunkLoader, prefetch?: RouteHandle['prefetch']) => ({
  element: lazyElement(loadChunk),
  handle: { preload: loadChunk, prefetch } satisfies RouteHandle,
});

/** A screen's first queries, started early; their answers wait in the cache (prefetches never reject). */
const prefetchAll = (...started: Promise<void>[]) => void Promise.all(started);

// The signed-in frame and the class gate are part of the app's entry, not chunks of their own:
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
        element: <GuestOnly>{lazyElement(() => import('@/features/landing/landing-page'))}</GuestOnly>,
      },
      {
        path: paths.login.path,
        element: <GuestOnly>{lazyElement(() => import('@/features/auth/login-page'))}</GuestOnly>,
      },
      {
        path: paths.register.path,
        element: <GuestOnly>{lazyElement(() => import('@/features/auth/register-page'))}</GuestOnly>,
      },
      {
        path: areas.student,
        element: <RequireRole role="student">{appLayout}</RequireRole>,
        children: [
          { index: true, element: <Navigate to={student.dashboard.getHref()} replace /> },
          { path: student.classes.path, ...screen(() => import('@/features/classes/student-classes-page')) },
          { path: student.ai.path, ...screen(() => import('@/features/ai/student-ai-page')) },
          { path: student.profile.path, ...screen(() => import('./routes/profile-page')) },
          {
            ...classGate,
            children: [
              {
                path: student.dashboard.path,
                ...screen(
                  () => import('./routes/student-dashboard-page'),
                  (classId) =>
                    prefetchAll(
                      queryClient.prefetchQuery(progressQuery(classId)),
                      queryClient.prefetchQuery(tasksQuery({ classId })),
                    ),
                ),
              },
              { path: student.tasks.path, ...screen(() => import('./routes/student-tasks-page')) },
              { path: student.submissions.path, ...screen(() => import('@/features/submissions/my-submissions-page')) },
              { path: student.videos.path, ...screen(() => import('@/features/videos/videos-page')) },
            ],
          },
        ],
      },
      {
        path: areas.teacher,
        element: <RequireRole role="teacher">{appLayout}</RequireRole>,
        children: [
          { index: true, element: <Navigate to={teacher.dashboard.getHref()} replace /> },
          { path: teacher.classes.path, ...screen(() => import('@/features/classes/teacher-classes-page')) },
          { path: teacher.class.path, ...screen(() => import('./routes/teacher-class-page')) },
          { path: teacher.ai.path, ...screen(() => import('./routes/teacher-ai-page')) },
          { path: teacher.profile.path, ...screen(() => import('./routes/profile-page')) },
          {
            ...classGate,
            children: [
              {
                path: teacher.dashboard.path,
                ...screen(
                  () => import('./routes/teacher-dashboard-page'),
                  (classId) =>
                    prefetchAll(
                      queryClient.prefetchQuery(teacherStatsQuery(classId)),
                      queryClient.prefetchQuery(recentSubmissionsQuery(RECENT_SUBMISSIONS_DEFAULT, classId)),
                      queryClient.prefetchQuery(tasksQuery({ classId })),
                      queryClient.prefetchQuery(pendingCountQuery(classId)),
                    ),
                ),
              },
              { path: teacher.tasks.path, ...screen(() => import('@/features/tasks/teacher-tasks-page')) },
              { path: teacher.createTask.path, ...screen(() => import('@/features/tasks/create-task-page')) },
              { path: teacher.submissions.path, ...screen(() => import('./routes/teacher-submissions-page')) },
              { path: teacher.grading.path, ...screen(() => import('@/features/submissions/grading-queue-page')) },
              { path: teacher.videos.path, ...screen(() => import('@/features/videos/videos-page')) },
              { path: teacher.students.path, ...screen(() => import('./routes/students-page')) },
            ],
          },
        ],
      },
      { path: paths.notFound.path, element: lazyElement(() => import('@/features/not-found/not-found-page')) },
    ],
  },
];

export const router = createBrowserRouter(routes);

/**
 * Starts loading every chunk the screen at `pathname` needs (layout, class gate, page) at once,
 * while the app starts: otherwise each is requested only when the one above it has drawn, one
 * round trip after another on a slow phone connection. With the user known from the kept copy,
 * the screen's first data is asked for too, for the class the switcher was left on.
 */
export function preloadRoute(pathname: string) {
  const user = useAuth.getState().user;
  const ownArea = user !== null && pathname.startsWith(`/${user.role}/`);
  const classId = user ? useClassScopeStore.getState().byUser[user._id] : undefined;
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined;
    void handle?.preload().catch(() => undefined);
    if (ownArea) handle?.prefetch?.(classId);
  }
}
