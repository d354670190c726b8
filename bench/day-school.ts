/**
 * The people of `npm run bench:day`: pupils and teachers signed in, each from an address of their
 * own, with the screens they read in turn and the writes still open to them (tasks a pupil has
 * not handed in, pending work a teacher may grade), found through the API as a user would.
 */
import type { SchoolSummary } from '../apps/api/src/tools/seed-school';
import { signIn } from './lib';

export interface DayUser {
  email: string;
  /** Sent as X-Forwarded-For: the server (TRUST_PROXY=1) counts each user on an address of its own. */
  address: string;
  token: string;
  role: 'student' | 'teacher';
  /** Ids the screens rotate through: a pupil's tasks; a teacher's tasks and classes. */
  taskIds: string[];
  classIds: string[];
  /** How many screens this user has read: the next one is `screens[reads % screens.length]`. */
  reads: number;
}

/** A pupil and a task of their class they have not handed in yet. */
export interface FreeHandIn {
  user: DayUser;
  taskId: string;
}

/** A teacher and a pending (not yet graded) submission of their class. */
export interface PendingGrade {
  user: DayUser;
  submissionId: string;
  taskId: string;
  classId: string;
}

type Screen = (user: DayUser, round: number) => string;
const nth = (ids: string[], round: number) => ids[round % ids.length]!;

/** This month's deadlines, as the calendar asks for them (features/calendar: local month, ISO bounds). */
const today = new Date();
const thisMonth = new URLSearchParams({
  deadlineFrom: new Date(today.getFullYear(), today.getMonth(), 1).toISOString(),
  deadlineTo: new Date(today.getFullYear(), today.getMonth() + 1, 1).toISOString(),
}).toString();

/**
 * What the pupil's screens read (apps/web/src/app/screens.ts and the feature reads): the "all
 * classes" view. The dashboard and the tasks screen read one page of 20, filtered on the server;
 * the calendar reads the month's deadlines.
 */
export const PUPIL_SCREENS: { name: string; url: Screen }[] = [
  { name: "pupil's dashboard tasks", url: () => '/api/tasks?limit=20' },
  { name: 'a task', url: (user, round) => `/api/tasks/${nth(user.taskIds, round)}` },
  { name: "pupil's progress", url: () => '/api/submissions/progress' },
  {
    name: "pupil's tasks screen",
    url: (_user, round) =>
      round % 2 === 0 ? '/api/tasks?page=1&limit=20' : '/api/tasks?page=1&limit=20&status=notSubmitted',
  },
  { name: "pupil's submissions", url: () => '/api/submissions/my?page=1&limit=20' },
  { name: "pupil's calendar", url: () => `/api/tasks?page=1&limit=100&${thisMonth}` },
  { name: 'videos', url: () => '/api/videos?page=1&limit=12' },
];

/** The teacher's dashboard, a task's work and figures, the class list and a roster page. */
export const TEACHER_SCREENS: { name: string; url: Screen }[] = [
  { name: 'teacher dashboard stats', url: () => '/api/users/stats/teacher' },
  { name: 'recent submissions', url: () => '/api/submissions?sort=recent&limit=5' },
  {
    name: "a task's submissions",
    url: (user, round) => `/api/submissions/${nth(user.taskIds, round)}?page=1&limit=10`,
  },
  { name: "a task's stats", url: (user, round) => `/api/tasks/${nth(user.taskIds, round)}/stats` },
  { name: 'class list', url: () => '/api/classes?archived=false' },
  { name: 'class roster', url: (user, round) => `/api/classes/${nth(user.classIds, round)}/students?page=1&limit=20` },
];

/** The user's next screen's URL (and moves them on). */
export function nextScreen(user: DayUser): string {
  const screens = user.role === 'student' ? PUPIL_SCREENS : TEACHER_SCREENS;
  const index = user.reads % screens.length;
  const round = Math.floor(user.reads / screens.length);
  user.reads += 1;
  return screens[index]!.url(user, round);
}

/** An address of the user's own, from their place in the school (pupils 10.20.x.y, teachers 10.40.x.y). */
const addressOf = (role: DayUser['role'], index: number) =>
  `10.${role === 'student' ? 20 : 40}.${(index >> 8) & 255}.${index & 255}`;

/** The seeded accounts are `student<N>@maktab.uz` and `teacher<N>@maktab.uz` (tools/seed-school.ts). */
function seededEmail(school: SchoolSummary, role: DayUser['role'], index: number): string {
  const example = role === 'student' ? school.studentEmail : school.teacherEmail;
  if (!new RegExp(`^${role}\\d+@maktab\\.uz$`).test(example))
    throw new Error(`the seeded accounts are not named ${role}<N>@maktab.uz (${example})`);
  return `${role}${index + 1}@maktab.uz`;
}

/** Every seeded account the write phase may sign in, each with its own address. */
export function everyAccount(school: SchoolSummary): { email: string; address: string }[] {
  return [
    ...Array.from({ length: school.students }, (_, i) => ({
      email: seededEmail(school, 'student', i),
      address: addressOf('student', i),
    })),
    ...Array.from({ length: school.teachers }, (_, i) => ({
      email: seededEmail(school, 'teacher', i),
      address: addressOf('teacher', i),
    })),
  ];
}

async function getData<T>(base: string, url: string, user: DayUser): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    headers: { authorization: `Bearer ${user.token}`, 'x-forwarded-for': user.address },
  });
  if (!response.ok) throw new Error(`${url} for ${user.email}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** Runs `work` over `items`, `width` at a time (sign-ins are argon2: a few at once fill the cores). */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width)
    results.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return results;
}

interface Task {
  _id: string;
  classId: string;
  mySubmission?: unknown;
}
interface Submission {
  _id: string;
  classId: string;
  taskId: { _id: string };
}

/**
 * Signs in `pupils` pupils spread over the school and `teachers` teachers, each from its own
 * address, and finds their screens' ids, the hand-ins still open and the pending work.
 */
export async function signInSchool(base: string, school: SchoolSummary, counts: { pupils: number; teachers: number }) {
  const pupilCount = Math.min(counts.pupils, school.students);
  const teacherCount = Math.min(counts.teachers, school.teachers);
  const accounts = [
    ...Array.from({ length: pupilCount }, (_, k) => {
      const index = Math.floor((k * school.students) / pupilCount);
      return {
        role: 'student' as const,
        email: seededEmail(school, 'student', index),
        address: addressOf('student', index),
      };
    }),
    ...Array.from({ length: teacherCount }, (_, index) => ({
      role: 'teacher' as const,
      email: seededEmail(school, 'teacher', index),
      address: addressOf('teacher', index),
    })),
  ];
  const users = await inBatches(accounts, 8, async (account) => {
    const user: DayUser = {
      ...account,
      token: await signIn(base, account.email, account.address),
      taskIds: [],
      classIds: [],
      reads: 0,
    };
    return user;
  });
  const handIns: FreeHandIn[][] = [];
  const grades: PendingGrade[][] = [];
  await inBatches(users, 8, async (user) => {
    const { tasks } = await getData<{ tasks: Task[] }>(base, '/api/tasks?limit=100', user);
    user.taskIds = tasks.map((task) => task._id);
    if (user.role === 'student') {
      handIns.push(tasks.filter((task) => !task.mySubmission).map((task) => ({ user, taskId: task._id })));
      return;
    }
    const { classes } = await getData<{ classes: { _id: string }[] }>(base, '/api/classes?archived=false', user);
    user.classIds = classes.map((schoolClass) => schoolClass._id);
    const { submissions } = await getData<{ submissions: Submission[] }>(
      base,
      '/api/submissions?status=pending&sort=oldest&limit=100',
      user,
    );
    grades.push(
      submissions.map((submission) => ({
        user,
        submissionId: submission._id,
        taskId: submission.taskId._id,
        classId: submission.classId,
      })),
    );
  });
  for (const user of users)
    if (user.taskIds.length === 0 || (user.role === 'teacher' && user.classIds.length === 0))
      throw new Error(`${user.email} has no tasks or classes to read`);
  // Interleaved by user, so consecutive writes come from different people; a co-taught class's
  // pending work is listed by two teachers and graded once.
  const seen = new Set<string>();
  return {
    pupils: users.filter((user) => user.role === 'student'),
    teachers: users.filter((user) => user.role === 'teacher'),
    handIns: interleave(handIns),
    grades: interleave(grades).filter((grade) => !seen.has(grade.submissionId) && seen.add(grade.submissionId)),
  };
}

/** [[a1, a2], [b1]] → [a1, b1, a2]. */
function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; lists.some((list) => i < list.length); i += 1)
    for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}
