import type { ComponentType } from 'react';

/** A screen in a chunk of its own: loaded once, and known by its component once it is here. */
export interface Screen {
  load(): Promise<ComponentType>;
  /** The screen's component once its chunk has loaded, so the router draws it without waiting again. */
  loaded: ComponentType | null;
}

function screen(importChunk: () => Promise<{ default: ComponentType }>): Screen {
  let loading: Promise<ComponentType> | null = null;
  const entry: Screen = {
    loaded: null,
    load() {
      loading ??= importChunk().then(
        (module) => (entry.loaded = module.default),
        (error: unknown) => {
          // A chunk that failed to arrive (a dropped connection) is asked for again next time.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
  return entry;
}

// Each screen is its own chunk: a guest on / downloads none of them. A page of one feature lives in
// that feature; a page that combines several is composed in ./routes (features never import each
// other). The app's entry starts the chunk of the screen it opens on before the rest of the app
// has loaded (./first-screen.ts); the router draws them (./router.tsx).
export const screens = {
  landing: screen(() => import('@/features/landing/landing-page')),
  login: screen(() => import('@/features/auth/login-page')),
  register: screen(() => import('@/features/auth/register-page')),
  notFound: screen(() => import('@/features/not-found/not-found-page')),
  profile: screen(() => import('./routes/profile-page')),
  studentClasses: screen(() => import('@/features/classes/student-classes-page')),
  studentAi: screen(() => import('@/features/ai/student-ai-page')),
  studentDashboard: screen(() => import('./routes/student-dashboard-page')),
  studentTasks: screen(() => import('./routes/student-tasks-page')),
  mySubmissions: screen(() => import('@/features/submissions/my-submissions-page')),
  videos: screen(() => import('@/features/videos/videos-page')),
  teacherClasses: screen(() => import('@/features/classes/teacher-classes-page')),
  teacherClass: screen(() => import('./routes/teacher-class-page')),
  teacherAi: screen(() => import('./routes/teacher-ai-page')),
  teacherDashboard: screen(() => import('./routes/teacher-dashboard-page')),
  teacherTasks: screen(() => import('@/features/tasks/teacher-tasks-page')),
  createTask: screen(() => import('@/features/tasks/create-task-page')),
  teacherSubmissions: screen(() => import('./routes/teacher-submissions-page')),
  gradingQueue: screen(() => import('@/features/submissions/grading-queue-page')),
  students: screen(() => import('./routes/students-page')),
};
