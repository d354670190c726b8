import type { FetchQueryOptions } from '@tanstack/react-query';
import { RECENT_SUBMISSIONS_DEFAULT } from '@sinfxona/domain/constants';
import { schoolStatsQuery } from '@/features/admin/dashboard/api/get-school-stats';
import { teacherStatsQuery } from '@/features/dashboard/api/get-teacher-stats';
import { pendingCountQuery } from '@/features/submissions/api/get-grading-queue';
import { progressQuery } from '@/features/submissions/api/get-progress';
import { recentSubmissionsQuery } from '@/features/submissions/api/get-recent-submissions';
import { recentTasksQuery } from '@/features/tasks/api/get-tasks';
import type { Read } from '@/shared/api/read';
import { paths, type AreaRole, type RouteInfo } from '@/shared/config/paths';
import { schoolQuery } from '@/shared/school/get-school';

/** The menu's icons by name (app/layout/nav-menu.tsx draws them; this table stays free of React). */
export type MenuIcon =
  | 'dashboard'
  | 'classes'
  | 'tasks'
  | 'submissions'
  | 'reportCard'
  | 'calendar'
  | 'videos'
  | 'students'
  | 'ai'
  | 'profile'
  | 'people'
  | 'import'
  | 'invitations'
  | 'settings'
  | 'audit';

/**
 * A query a screen shows first. It names the GET it makes (`meta.read`, set by its feature's api/
 * file), so the app's start asks for exactly that URL before the app's code has loaded.
 */
// Any data type: the list holds several features' queries, each typed by its own file.
export type FirstQuery = FetchQueryOptions<any, any, any, any> & { meta: { read: Read } };

export interface ScreenEntry {
  /** Its path, name, title key and whether the class switcher scopes it (shared/config/paths.ts, which links use). */
  route: RouteInfo;
  /** The signed-in area it belongs to; none for the guest pages and the 404 page. */
  role?: AreaRole;
  /**
   * Its component's module under src/, without extension: a `*-page.tsx` of app/routes or of a
   * feature, loaded in a chunk of its own (./screen-chunks.ts; a guest on / downloads none of them).
   * No `import()` here: the app's entry carries this table, and a chunk imported from the entry
   * could not share what the app's chunk holds.
   */
  page: string;
  /** Only for a guest: a signed-in user is sent to their dashboard. */
  guestOnly?: boolean;
  /** Its content lives in classes: a user in no class is asked to join or create one first (./class-gate.tsx). */
  classGate?: boolean;
  /** Its entry in the role's menu, in the table's order. */
  menu?: { labelKey: string; icon: MenuIcon };
  /** The queries it shows first, for the switcher's class (or all): asked for while the app loads. */
  firstQueries?: (classId: string | undefined) => FirstQuery[];
}

const { student, teacher, admin, guardian } = paths;

/**
 * Every screen of the app, once: the router (./router.tsx), the menu (./layout/nav-menu.tsx), the
 * first frame and the early reads of the app's start (./first-screen.ts) and the prefetches are made
 * from it. Adding a screen is one entry here and its component (a path in shared/config/paths.ts
 * when other screens link to it, and its title in the titles catalogues). A page of one feature
 * lives in that feature; a page that combines several is composed in ./routes.
 */
export const SCREENS: ScreenEntry[] = [
  { route: paths.home, page: 'features/landing/landing-page', guestOnly: true },
  { route: paths.login, page: 'features/auth/login-page', guestOnly: true },
  { route: paths.register, page: 'features/auth/register-page', guestOnly: true },
  {
    route: student.dashboard,
    role: 'student',
    page: 'app/routes/student-dashboard-page',
    classGate: true,
    menu: { labelKey: 'nav.dashboard', icon: 'dashboard' },
    // The school's grade scale colours the average's mark.
    firstQueries: (classId) => [progressQuery(classId), recentTasksQuery(classId), schoolQuery()],
  },
  {
    route: student.classes,
    role: 'student',
    page: 'features/classes/student-classes-page',
    menu: { labelKey: 'nav.myClasses', icon: 'classes' },
  },
  { route: student.class, role: 'student', page: 'app/routes/student-class-page' },
  {
    route: student.tasks,
    role: 'student',
    page: 'app/routes/student-tasks-page',
    classGate: true,
    menu: { labelKey: 'nav.tasks', icon: 'tasks' },
  },
  {
    route: student.submissions,
    role: 'student',
    page: 'features/submissions/my-submissions-page',
    classGate: true,
    menu: { labelKey: 'nav.submissions', icon: 'submissions' },
  },
  {
    route: student.reportCard,
    role: 'student',
    page: 'features/marks/report-card-page',
    classGate: true,
    menu: { labelKey: 'marks.nav', icon: 'reportCard' },
    // Its terms pick the report card's term.
    firstQueries: () => [schoolQuery()],
  },
  {
    route: student.calendar,
    role: 'student',
    page: 'app/routes/calendar-page',
    classGate: true,
    menu: { labelKey: 'calendar.nav', icon: 'calendar' },
  },
  {
    route: student.videos,
    role: 'student',
    page: 'features/videos/videos-page',
    classGate: true,
    menu: { labelKey: 'nav.videos', icon: 'videos' },
  },
  {
    route: student.ai,
    role: 'student',
    page: 'features/ai/student-ai-page',
    menu: { labelKey: 'nav.ai', icon: 'ai' },
  },
  {
    route: student.profile,
    role: 'student',
    page: 'app/routes/profile-page',
    menu: { labelKey: 'nav.profile', icon: 'profile' },
  },
  {
    route: teacher.dashboard,
    role: 'teacher',
    page: 'app/routes/teacher-dashboard-page',
    classGate: true,
    menu: { labelKey: 'nav.dashboard', icon: 'dashboard' },
    firstQueries: (classId) => [
      teacherStatsQuery(classId),
      recentSubmissionsQuery(RECENT_SUBMISSIONS_DEFAULT, classId),
      recentTasksQuery(classId),
      pendingCountQuery(classId),
      schoolQuery(),
    ],
  },
  {
    route: teacher.classes,
    role: 'teacher',
    page: 'features/classes/teacher-classes-page',
    menu: { labelKey: 'nav.classes', icon: 'classes' },
  },
  { route: teacher.class, role: 'teacher', page: 'app/routes/teacher-class-page' },
  {
    route: teacher.tasks,
    role: 'teacher',
    page: 'features/tasks/teacher-tasks-page',
    classGate: true,
    menu: { labelKey: 'nav.tasks', icon: 'tasks' },
  },
  {
    route: teacher.createTask,
    role: 'teacher',
    page: 'features/tasks/create-task-page',
    classGate: true,
  },
  {
    route: teacher.submissions,
    role: 'teacher',
    page: 'app/routes/teacher-submissions-page',
    classGate: true,
  },
  {
    route: teacher.grading,
    role: 'teacher',
    page: 'features/submissions/grading-queue-page',
    classGate: true,
  },
  {
    route: teacher.calendar,
    role: 'teacher',
    page: 'app/routes/calendar-page',
    classGate: true,
    menu: { labelKey: 'calendar.nav', icon: 'calendar' },
  },
  {
    route: teacher.videos,
    role: 'teacher',
    page: 'features/videos/videos-page',
    classGate: true,
    menu: { labelKey: 'nav.videos', icon: 'videos' },
  },
  {
    route: teacher.students,
    role: 'teacher',
    page: 'app/routes/students-page',
    classGate: true,
    menu: { labelKey: 'nav.students', icon: 'students' },
  },
  {
    route: teacher.ai,
    role: 'teacher',
    page: 'app/routes/teacher-ai-page',
    menu: { labelKey: 'nav.aiTeacher', icon: 'ai' },
  },
  {
    route: teacher.profile,
    role: 'teacher',
    page: 'app/routes/profile-page',
    menu: { labelKey: 'nav.profile', icon: 'profile' },
  },
  {
    route: admin.dashboard,
    role: 'admin',
    page: 'features/admin/dashboard/admin-dashboard-page',
    menu: { labelKey: 'admin.nav.dashboard', icon: 'dashboard' },
    firstQueries: () => [schoolStatsQuery()],
  },
  {
    route: admin.people,
    role: 'admin',
    page: 'features/admin/people/people-page',
    menu: { labelKey: 'admin.nav.people', icon: 'people' },
  },
  {
    route: admin.classes,
    role: 'admin',
    page: 'features/admin/classes/admin-classes-page',
    menu: { labelKey: 'admin.nav.classes', icon: 'classes' },
  },
  { route: admin.class, role: 'admin', page: 'app/routes/admin-class-page' },
  {
    route: admin.import,
    role: 'admin',
    page: 'features/admin/import/import-page',
    menu: { labelKey: 'admin.nav.import', icon: 'import' },
  },
  {
    route: admin.invitations,
    role: 'admin',
    page: 'features/admin/invitations/invitations-page',
    menu: { labelKey: 'admin.nav.invitations', icon: 'invitations' },
  },
  {
    route: admin.settings,
    role: 'admin',
    page: 'app/routes/admin-settings-page',
    menu: { labelKey: 'admin.nav.settings', icon: 'settings' },
  },
  {
    route: admin.audit,
    role: 'admin',
    page: 'features/admin/audit/audit-page',
    menu: { labelKey: 'admin.nav.audit', icon: 'audit' },
  },
  {
    route: admin.profile,
    role: 'admin',
    page: 'app/routes/profile-page',
    menu: { labelKey: 'nav.profile', icon: 'profile' },
  },
  {
    route: guardian.dashboard,
    role: 'guardian',
    page: 'features/guardian/children-page',
    menu: { labelKey: 'guardian.nav.children', icon: 'people' },
  },
  { route: guardian.child, role: 'guardian', page: 'app/routes/guardian-child-page' },
  {
    route: guardian.calendar,
    role: 'guardian',
    page: 'app/routes/calendar-page',
    menu: { labelKey: 'calendar.nav', icon: 'calendar' },
  },
  {
    route: guardian.profile,
    role: 'guardian',
    page: 'app/routes/profile-page',
    menu: { labelKey: 'nav.profile', icon: 'profile' },
  },
  { route: paths.notFound, page: 'features/not-found/not-found-page' },
];

/** The screens of one role's area, in the table's (and the menu's) order. */
export const screensOf = (role: AreaRole) => SCREENS.filter((entry) => entry.role === role);
