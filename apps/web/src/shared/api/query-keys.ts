/**
 * The query-key factories of every cached server resource. Each feature builds its queries from
 * them and invalidates by them; they sit in shared/ because one feature's change refreshes another's
 * data (a submission refreshes tasks and progress, a grade the teacher's figures).
 *
 * A list that the class switcher scopes carries its `classId` in the key (`undefined` = all the
 * caller's active classes), so each class's list is cached on its own and a prefix still
 * invalidates them all.
 */

export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (params: { search: string; classId?: string }) => [...taskKeys.lists(), params] as const,
  /** A list read page by page with its server-side filters (under `lists`: a hand-in or an edit reads it again). */
  pages: (params: object) => [...taskKeys.lists(), 'pages', params] as const,
  /** A dashboard's newest tasks: one page. */
  recent: (classId?: string) => [...taskKeys.lists(), 'recent', { classId }] as const,
  /** One task read by id (under `lists`: an edit reads it again). */
  one: (taskId: string) => [...taskKeys.lists(), 'one', taskId] as const,
  /** Every task due in a range (the calendar's month), all its pages in one query. */
  due: (params: object) => [...taskKeys.lists(), 'due', params] as const,
  allStats: () => [...taskKeys.all, 'stats'] as const,
  stats: (taskId: string | null) => [...taskKeys.allStats(), taskId] as const,
  extensions: (taskId: string) => [...taskKeys.all, 'extensions', taskId] as const,
};

export const submissionKeys = {
  all: ['submissions'] as const,
  mine: (classId?: string) => [...submissionKeys.all, 'my', { classId }] as const,
  /** The student's own work read page by page, by the status they see. */
  minePages: (classId?: string, status?: string) => [...submissionKeys.mine(classId), 'pages', { status }] as const,
  ofTask: (taskId: string | null, page: number) => [...submissionKeys.all, 'task', taskId, page] as const,
  recent: (limit: number, classId?: string) => [...submissionKeys.all, 'recent', limit, { classId }] as const,
  /** The ungraded latest attempts a grading queue walks: of one task, or of a class, or of all. */
  queue: (params: { taskId?: string; classId?: string }) => [...submissionKeys.all, 'queue', params] as const,
  attempts: (submissionId: string) => [...submissionKeys.all, 'attempts', submissionId] as const,
  comments: (submissionId: string) => [...submissionKeys.all, 'comments', submissionId] as const,
  /** Every student of a task's class with their status: under submissions, so a grade, a return or an extension refreshes it. */
  roster: (taskId: string) => [...submissionKeys.all, 'roster', taskId] as const,
};

/** The signed-in student's own progress. */
export const progressKeys = {
  all: ['progress'] as const,
  of: (classId?: string) => [...progressKeys.all, { classId }] as const,
};

export const userKeys = {
  all: ['users'] as const,
  list: (params: { role: string; search: string; page: number; limit?: number; classId?: string }) =>
    [...userKeys.all, 'list', params] as const,
  progress: (userId: string | null) => [...userKeys.all, 'progress', userId] as const,
};

export const teacherStatsKeys = {
  all: ['teacher-stats'] as const,
  of: (classId?: string) => [...teacherStatsKeys.all, { classId }] as const,
};

export const videoKeys = {
  all: ['videos'] as const,
  lists: () => [...videoKeys.all, 'list'] as const,
  list: (classId?: string) => [...videoKeys.lists(), { classId }] as const,
};

export const classKeys = {
  all: ['classes'] as const,
  lists: () => [...classKeys.all, 'list'] as const,
  list: (archived: boolean) => [...classKeys.lists(), { archived }] as const,
  detail: (classId: string) => [...classKeys.all, 'detail', classId] as const,
  invitations: () => [...classKeys.all, 'invitations'] as const,
  allRosters: () => [...classKeys.all, 'roster'] as const,
  roster: (classId: string, params?: { search: string; page: number; limit?: number }) =>
    params ? ([...classKeys.allRosters(), classId, params] as const) : ([...classKeys.allRosters(), classId] as const),
};

/** The class a list is scoped to, read back from its key (see the lists above). */
export function classIdOfKey(key: readonly unknown[]): string | undefined {
  const params = key.find(
    (part): part is { classId?: unknown } => typeof part === 'object' && part !== null && 'classId' in part,
  );
  return typeof params?.classId === 'string' ? params.classId : undefined;
}

/** The signed-in user's live sessions (their sign-ins on each device). */
export const sessionKeys = {
  all: ['sessions'] as const,
};

/** The school's settings (its grade scale and terms among them): one cached answer for every screen. */
export const schoolKeys = {
  all: ['school'] as const,
};

/** A student's report card per term (`term` undefined: the current one). */
export const reportCardKeys = {
  all: ['report-card'] as const,
  of: (studentId: string, term?: number) => [...reportCardKeys.all, studentId, { term }] as const,
};

/** The caller's notifications, in the language they are written in (the server writes them so). */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (language: string) => [...notificationKeys.all, 'list', language] as const,
};

/** The teacher's comment bank: a search within one class's comments (or all the teacher's). */
export const commentBankKeys = {
  all: ['comment-bank'] as const,
  list: (params: { q: string; classId?: string }) => [...commentBankKeys.all, 'list', params] as const,
};
