import type { Role } from '@sinfxona/domain/constants';

/** A route as the title bar and the tab title see it: its path, SPEC §2 name and page title key. */
export interface RouteInfo {
  path: string;
  name: string;
  titleKey: string;
  /** Its lists follow the class switcher (docs/architecture.md §4 "Classes"), so the top bar shows it. */
  classScoped?: boolean;
}

/** A route that can be linked to: `getHref` builds the URL, with its parameters where it has any. */
export interface AppRoute<Args extends unknown[] = []> extends RouteInfo {
  getHref: (...args: Args) => string;
}

const route = (path: string, name: string, options: { titleKey?: string; classScoped?: boolean } = {}): AppRoute => ({
  path,
  name,
  titleKey: options.titleKey ?? `titles.${name}`,
  ...(options.classScoped ? { classScoped: true } : {}),
  getHref: () => path,
});
const scoped = { classScoped: true };

/** The query parameter that picks a task on the teacher's submissions page. */
export const TASK_PARAM = 'task';
/** On the teacher's classes page: `?new=1` opens the new-class form, `?view=archived` the archive. */
export const CREATE_CLASS_PARAM = 'new';
export const CLASS_VIEW_PARAM = 'view';
/** The tab of a class page: tasks, videos, students or teachers. */
export const CLASS_TAB_PARAM = 'tab';

/** On the admin's people screen: the role, active and search filters it opens with. */
export const PEOPLE_ROLE_PARAM = 'role';
export const PEOPLE_ACTIVE_PARAM = 'active';
export const PEOPLE_SEARCH_PARAM = 'q';
/** A class's id, or `none` (those in no class). */
export const PEOPLE_CLASS_PARAM = 'class';
/** On the admin's classes screen: `?filter=no-teacher` lists the classes nobody teaches. */
export const ADMIN_CLASS_FILTER_PARAM = 'filter';
export const NO_TEACHER_FILTER = 'no-teacher';

/** The roles with screens of their own. */
export type AreaRole = Extract<Role, 'student' | 'teacher' | 'admin' | 'guardian'>;

/** Each role's area; its index redirects to the role's dashboard. */
export const areas: Record<AreaRole, string> = {
  student: '/student',
  teacher: '/teacher',
  admin: '/admin',
  guardian: '/guardian',
};
/** On /register: a guardian's link code from the pupil's shared link (`/register?guardian=CODE`). */
export const GUARDIAN_CODE_PARAM = 'guardian';

/** The filters the admin's people screen opens with (the dashboard's figures link to them). */
export interface PeopleFilters {
  role?: string;
  active?: 'true' | 'false';
  search?: string;
  classId?: string;
}

/** The one route table (SPEC §2): the router, the menu, the guards and every link read it. */
export const paths = {
  home: route('/', 'Home', { titleKey: 'titles.home' }),
  login: route('/login', 'Login', { titleKey: 'titles.login' }),
  register: route('/register', 'Register', { titleKey: 'titles.register' }),
  student: {
    dashboard: route(`${areas.student}/dashboard`, 'StudentDashboard', scoped),
    classes: route(`${areas.student}/classes`, 'StudentClasses'),
    class: {
      path: `${areas.student}/classes/:classId`,
      name: 'StudentClass',
      titleKey: 'titles.StudentClass',
      /** One of the student's classes: its stream (announcements). */
      getHref: (classId: string) => `${areas.student}/classes/${encodeURIComponent(classId)}`,
    } satisfies AppRoute<[classId: string]>,
    tasks: route(`${areas.student}/tasks`, 'StudentTasks', scoped),
    submissions: route(`${areas.student}/submissions`, 'StudentSubmissions', scoped),
    reportCard: route(`${areas.student}/report-card`, 'StudentReportCard'),
    calendar: route(`${areas.student}/calendar`, 'StudentCalendar', scoped),
    videos: route(`${areas.student}/videos`, 'StudentVideos', scoped),
    ai: route(`${areas.student}/ai`, 'StudentAI'),
    profile: route(`${areas.student}/profile`, 'StudentProfile'),
  },
  teacher: {
    dashboard: route(`${areas.teacher}/dashboard`, 'TeacherDashboard', scoped),
    classes: {
      ...route(`${areas.teacher}/classes`, 'TeacherClasses'),
      /** The classes page; with the new-class form open, or on the archive. */
      getHref: (options: { create?: boolean; archived?: boolean } = {}) => {
        const query = new URLSearchParams();
        if (options.create) query.set(CREATE_CLASS_PARAM, '1');
        if (options.archived) query.set(CLASS_VIEW_PARAM, 'archived');
        const search = query.toString();
        return `${areas.teacher}/classes${search ? `?${search}` : ''}`;
      },
    } satisfies AppRoute<[options?: { create?: boolean; archived?: boolean }]>,
    class: {
      path: `${areas.teacher}/classes/:classId`,
      name: 'TeacherClass',
      titleKey: 'titles.TeacherClass',
      /** One class's page, on one of its tabs when given. */
      getHref: (classId: string, tab?: string) =>
        `${areas.teacher}/classes/${encodeURIComponent(classId)}${tab ? `?${CLASS_TAB_PARAM}=${tab}` : ''}`,
    } satisfies AppRoute<[classId: string, tab?: string]>,
    tasks: route(`${areas.teacher}/tasks`, 'TeacherTasks', scoped),
    createTask: route(`${areas.teacher}/create-task`, 'TeacherCreateTask'),
    calendar: route(`${areas.teacher}/calendar`, 'TeacherCalendar', scoped),
    videos: route(`${areas.teacher}/videos`, 'TeacherVideos', scoped),
    students: route(`${areas.teacher}/students`, 'TeacherStudents', scoped),
    ai: route(`${areas.teacher}/ai`, 'TeacherAI'),
    profile: route(`${areas.teacher}/profile`, 'TeacherProfile'),
    grading: {
      ...route(`${areas.teacher}/grading`, 'TeacherGrading', scoped),
      /** The grading queue: of one task when given, else of the switcher's class (or all classes). */
      getHref: (taskId?: string) =>
        taskId ? `${areas.teacher}/grading?${TASK_PARAM}=${encodeURIComponent(taskId)}` : `${areas.teacher}/grading`,
    } satisfies AppRoute<[taskId?: string]>,
    submissions: {
      ...route(`${areas.teacher}/submissions`, 'TeacherSubmissions', scoped),
      /** The submissions page, on one task when given. */
      getHref: (taskId?: string) =>
        taskId
          ? `${areas.teacher}/submissions?${TASK_PARAM}=${encodeURIComponent(taskId)}`
          : `${areas.teacher}/submissions`,
    } satisfies AppRoute<[taskId?: string]>,
  },
  admin: {
    dashboard: route(`${areas.admin}/dashboard`, 'AdminDashboard'),
    people: {
      ...route(`${areas.admin}/people`, 'AdminPeople'),
      /** The people screen, filtered by role, activity or a search when given. */
      getHref: (filters: PeopleFilters = {}) => {
        const query = new URLSearchParams();
        if (filters.role) query.set(PEOPLE_ROLE_PARAM, filters.role);
        if (filters.active) query.set(PEOPLE_ACTIVE_PARAM, filters.active);
        if (filters.search) query.set(PEOPLE_SEARCH_PARAM, filters.search);
        if (filters.classId) query.set(PEOPLE_CLASS_PARAM, filters.classId);
        const search = query.toString();
        return `${areas.admin}/people${search ? `?${search}` : ''}`;
      },
    } satisfies AppRoute<[filters?: PeopleFilters]>,
    classes: {
      ...route(`${areas.admin}/classes`, 'AdminClasses'),
      /** The school's classes; only those nobody teaches when asked. */
      getHref: (options: { noTeacher?: boolean } = {}) =>
        `${areas.admin}/classes${options.noTeacher ? `?${ADMIN_CLASS_FILTER_PARAM}=${NO_TEACHER_FILTER}` : ''}`,
    } satisfies AppRoute<[options?: { noTeacher?: boolean }]>,
    class: {
      path: `${areas.admin}/classes/:classId`,
      name: 'AdminClass',
      titleKey: 'titles.AdminClass',
      getHref: (classId: string) => `${areas.admin}/classes/${encodeURIComponent(classId)}`,
    } satisfies AppRoute<[classId: string]>,
    import: route(`${areas.admin}/import`, 'AdminImport'),
    invitations: route(`${areas.admin}/invitations`, 'AdminInvitations'),
    settings: route(`${areas.admin}/settings`, 'AdminSettings'),
    audit: route(`${areas.admin}/audit`, 'AdminAudit'),
    profile: route(`${areas.admin}/profile`, 'AdminProfile'),
  },
  guardian: {
    /** The guardian's children (their home). */
    dashboard: route(`${areas.guardian}/children`, 'GuardianChildren'),
    child: {
      path: `${areas.guardian}/children/:childId`,
      name: 'GuardianChild',
      titleKey: 'titles.GuardianChild',
      getHref: (childId: string) => `${areas.guardian}/children/${encodeURIComponent(childId)}`,
    } satisfies AppRoute<[childId: string]>,
    calendar: route(`${areas.guardian}/calendar`, 'GuardianCalendar'),
    profile: route(`${areas.guardian}/profile`, 'GuardianProfile'),
  },
  notFound: { path: '*', name: 'NotFound', titleKey: 'titles.notFound' } satisfies RouteInfo,
} as const;

/** Where a role lands after sign-in (SPEC §2); any other role goes home. */
export function homeOf(role: string | undefined): string {
  if (role === 'student') return paths.student.dashboard.getHref();
  if (role === 'teacher') return paths.teacher.dashboard.getHref();
  if (role === 'admin') return paths.admin.dashboard.getHref();
  if (role === 'guardian') return paths.guardian.dashboard.getHref();
  return paths.home.getHref();
}
