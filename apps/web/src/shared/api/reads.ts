import type { RequestConfig } from './http';

/** A GET of the API: its path and query parameters (undefined ones are left out). */
export interface Read {
  url: string;
  params?: RequestConfig['params'];
}

/**
 * The reads a first screen shows (the signed-in user, their classes, the dashboards' data). The
 * features' fetchers build their requests from these, and the app's start asks for the same ones
 * before its code has loaded (app/first-screen.ts), so an early answer is the one the screen asks for.
 * This module imports nothing: the app's small entry carries it.
 */
export const reads = {
  currentUser: (): Read => ({ url: '/api/auth/profile' }),
  classes: (archived = false): Read => ({ url: '/api/classes', params: { archived } }),
  teacherStats: (classId?: string): Read => ({ url: '/api/users/stats/teacher', params: { classId } }),
  recentSubmissions: (limit: number, classId?: string): Read => ({
    url: '/api/submissions',
    params: { sort: 'recent', limit, classId },
  }),
  /** Ungraded latest attempts, oldest first: of one task, or of a class (or every class) of the teacher. */
  gradingQueue: ({ taskId, classId }: { taskId?: string; classId?: string }, limit: number): Read => ({
    url: '/api/submissions',
    params: { status: 'pending', sort: 'oldest', limit, taskId, classId: taskId ? undefined : classId },
  }),
  /** The whole list a screen filters on the client: tasks are few per class, so one page of 100. */
  tasks: ({ search = '', classId }: { search?: string; classId?: string }): Read => ({
    url: '/api/tasks',
    params: { limit: 100, search: search || undefined, classId },
  }),
  progress: (classId?: string): Read => ({ url: '/api/submissions/progress', params: { classId } }),
};
