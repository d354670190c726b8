import { RECENT_SUBMISSIONS_DEFAULT, type Role } from '@sinfxona/domain/constants';
import { startEarlyReads } from '@/shared/api/early-reads';
import { reads, type Read } from '@/shared/api/reads';
import { storedUser } from '@/shared/auth/session-storage';
import { storedClassChoice } from '@/shared/classes/class-choice-storage';
import { paths, type RouteInfo } from '@/shared/config/paths';
import { TOKEN_STORAGE_KEY } from '@/shared/config/ui';
import { initialLanguage } from '@/shared/i18n/language';
import { drawFirstFrame } from './first-frame';
// Only the screens' names: their chunks' imports stay out of the entry (./start-app.tsx says why).
import type { screens } from './screens';

/** A screen of a role's area: its route, its chunk's name in ./'ts' and the reads it shows first (for a class, or all). */
export interface AreaScreen {
  route: RouteInfo;
  role: Role;
  screen: keyof typeof screens;
  reads?: (classId: string | undefined) => Read[];
}

const { student, teacher } = paths;
/** The screens of one role's area. */
const inArea =
  (role: Role) =>
  (route: RouteInfo, screen: AreaScreen['screen'], firstReads?: AreaScreen['reads']): AreaScreen => ({
    route,
    role,
    screen,
    reads: firstReads,
  });
const forStudent = inArea('student');
const forTeacher = inArea('teacher');

/** Every screen of the signed-in areas; the router draws each at its route (./router.tsx). */
export const AREA_SCREENS: AreaScreen[] = [
  forStudent(student.dashboard, 'studentDashboard', (classId) => [reads.progress(classId), reads.tasks({ classId })]),
  forStudent(student.classes, 'studentClasses'),
  forStudent(student.tasks, 'studentTasks'),
  forStudent(student.submissions, 'mySubmissions'),
  forStudent(student.videos, 'videos'),
  forStudent(student.ai, 'studentAi'),
  forStudent(student.profile, 'profile'),
  forTeacher(teacher.dashboard, 'teacherDashboard', (classId) => [
    reads.teacherStats(classId),
    reads.recentSubmissions(RECENT_SUBMISSIONS_DEFAULT, classId),
    reads.tasks({ classId }),
    reads.gradingQueue({ classId }, 1),
  ]),
  forTeacher(teacher.classes, 'teacherClasses'),
  forTeacher(teacher.class, 'teacherClass'),
  forTeacher(teacher.tasks, 'teacherTasks'),
  forTeacher(teacher.createTask, 'createTask'),
  forTeacher(teacher.submissions, 'teacherSubmissions'),
  forTeacher(teacher.grading, 'gradingQueue'),
  forTeacher(teacher.videos, 'videos'),
  forTeacher(teacher.students, 'students'),
  forTeacher(teacher.ai, 'teacherAi'),
  forTeacher(teacher.profile, 'profile'),
];

/** The area screen of a route (the router's lookup; a route missing here is a mistake in the table). */
export function areaScreen(route: RouteInfo): AreaScreen {
  const found = AREA_SCREENS.find((entry) => entry.route === route);
  if (!found) throw new Error(`no screen for ${route.path}`);
  return found;
}

/** A route pattern's segments against a path's: `:name` matches any one segment. */
function matches(pattern: string, pathname: string) {
  const want = pattern.split('/');
  const have = (pathname.replace(/\/+$/, '') || '/').split('/');
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/** The screen the signed-in user opens at `pathname`, when it is one of their own area's. */
export function firstScreenOf(pathname: string): AreaScreen | null {
  const user = storedUser();
  if (!user) return null;
  return AREA_SCREENS.find((entry) => entry.role === user.role && matches(entry.route.path, pathname)) ?? null;
}

/**
 * Run by the app's entry before the rest of the app has loaded, so the first screen waits for one
 * round trip instead of a chain: its frame is drawn from the kept user (./first-frame.ts), and its
 * data (the user, their classes, the screen's first reads, for the class the switcher was left on)
 * is asked for with the kept token. Its chunk is loaded by ./load-app.ts.
 */
export function startFirstScreen(pathname: string) {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  const user = storedUser();
  const first = firstScreenOf(pathname);
  if (!token || !user || !first) return;
  const language = initialLanguage();
  drawFirstFrame(first.route, user, language);
  const classId = storedClassChoice(user._id);
  startEarlyReads([reads.currentUser(), reads.classes(), ...(first.reads?.(classId) ?? [])], token, initialLanguage());
}
