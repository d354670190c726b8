/** The route table: every path with its SPEC §2 name and page title key. */
export interface RouteInfo {
  path: string;
  name: string;
  titleKey: string;
}

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  student: {
    dashboard: '/student/dashboard',
    tasks: '/student/tasks',
    submissions: '/student/submissions',
    videos: '/student/videos',
    ai: '/student/ai',
    profile: '/student/profile',
  },
  teacher: {
    dashboard: '/teacher/dashboard',
    tasks: '/teacher/tasks',
    createTask: '/teacher/create-task',
    videos: '/teacher/videos',
    students: '/teacher/students',
    ai: '/teacher/ai',
    profile: '/teacher/profile',
    submissions: '/teacher/submissions',
  },
} as const;

export const routeTable: RouteInfo[] = [
  { path: paths.home, name: 'Home', titleKey: 'titles.home' },
  { path: paths.login, name: 'Login', titleKey: 'titles.login' },
  { path: paths.register, name: 'Register', titleKey: 'titles.register' },
  { path: paths.student.dashboard, name: 'StudentDashboard', titleKey: 'titles.StudentDashboard' },
  { path: paths.student.tasks, name: 'StudentTasks', titleKey: 'titles.StudentTasks' },
  { path: paths.student.submissions, name: 'StudentSubmissions', titleKey: 'titles.StudentSubmissions' },
  { path: paths.student.videos, name: 'StudentVideos', titleKey: 'titles.StudentVideos' },
  { path: paths.student.ai, name: 'StudentAI', titleKey: 'titles.StudentAI' },
  { path: paths.student.profile, name: 'StudentProfile', titleKey: 'titles.StudentProfile' },
  { path: paths.teacher.dashboard, name: 'TeacherDashboard', titleKey: 'titles.TeacherDashboard' },
  { path: paths.teacher.tasks, name: 'TeacherTasks', titleKey: 'titles.TeacherTasks' },
  { path: paths.teacher.createTask, name: 'TeacherCreateTask', titleKey: 'titles.TeacherCreateTask' },
  { path: paths.teacher.videos, name: 'TeacherVideos', titleKey: 'titles.TeacherVideos' },
  { path: paths.teacher.students, name: 'TeacherStudents', titleKey: 'titles.TeacherStudents' },
  { path: paths.teacher.ai, name: 'TeacherAI', titleKey: 'titles.TeacherAI' },
  { path: paths.teacher.profile, name: 'TeacherProfile', titleKey: 'titles.TeacherProfile' },
  { path: paths.teacher.submissions, name: 'TeacherSubmissions', titleKey: 'titles.TeacherSubmissions' },
];

/** The entry for a location; unknown paths are the 404 page. */
export function routeFor(pathname: string): RouteInfo {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return routeTable.find((route) => route.path === clean) ?? { path: clean, name: 'NotFound', titleKey: 'titles.notFound' };
}
