import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../test/context';
import { createClass, createTask, createVideo, submissionBody, submit } from '../test/fixtures';
import { bearer, createAdmin, createGuardian, json, registerUser, type TestUser } from '../test/http';

/**
 * Callers: a guest; a guardian (parent) linked to no child; someone else's class — a student of
 * another class (`outsider`) and the teacher of another class (`otherTeacher`); two students of
 * class A and its teacher; the school's admin.
 * The strangers are asked first, so their 404 comes from scoping, not from a deleted row.
 */
const CALLERS = [
  'guest',
  'guardian',
  'outsider',
  'otherTeacher',
  'student',
  'otherStudent',
  'teacher',
  'admin',
] as const;
type Caller = (typeof CALLERS)[number];
/** The callers each row's `as(…)` lists, in its order. */
const LISTED = ['guest', 'outsider', 'otherTeacher', 'student', 'otherStudent', 'teacher'] as const;
type Ids = {
  classA: string;
  classC: string;
  joinCodeC: string;
  task: string;
  submission: string;
  video: string;
  student: string;
  extraStudent: string;
  extraEmail: string;
  /** A student of class A (invited and accepted) for the removal row. */
  removable: string;
  coTeacher: string;
  coTeacherEmail: string;
  file: string;
  /** A second session of the teacher: only they may end it. */
  teacherSession: string;
  /** The teacher's bank comment, shared with class A's teachers. */
  bankComment: string;
  /** A second guardian, linked to the student (not the `guardian` caller). */
  linkedGuardian: string;
  /** A resumable upload of the student's, 10 bytes long, nothing sent yet. */
  upload: string;
  /** A post in class A's stream, and the teacher's comment under it. */
  post: string;
  postComment: string;
  /** The student's private calendar feed path (a bearer link, as a file's). */
  feed: string;
};
interface Route {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (ids: Ids) => string;
  body?: (ids: Ids) => { payload: Buffer | object; headers?: Record<string, string> };
  expect: Record<(typeof LISTED)[number], number>;
  /**
   * The school's admin, asked last: as the class's teacher unless given (an admin manages every
   * class as its teachers may); it differs where the teacher's call just used the thing up.
   */
  admin?: number;
  /**
   * A guardian with no linked child (docs/architecture.md §4 "Guardians (parents)"): 403 unless
   * given — the routes of students and teachers are not theirs; another student, a class, a
   * comment thread or a file answers 404; what any signed-in user has (profile, sessions) answers.
   */
  guardian?: number;
  /** Each signed-in caller signs in again and calls with that token (a logout would end the one the other rows use). */
  ownSession?: true;
}

const TUS = { 'tus-resumable': '1.0.0' };
const future = () => new Date(Date.now() + 86_400_000).toISOString();
const form = (fields: Record<string, string>) => {
  const boundary = 'permissionsboundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
const videoBody = (ids: Ids) => ({
  payload: { classId: ids.classA, title: 'Dars', description: 'Video dars', url: 'https://youtu.be/dQw4w9WgXcQ' },
});
const taskCreateBody = (ids: Ids) =>
  form({ classId: ids.classA, title: 'Yangi vazifa', description: 'Yangi vazifa tavsifi matni', deadline: future() });

/** status for: guest, outsider, otherTeacher, student, otherStudent, teacher (the admin: see Route.admin) */
const as = (...codes: [number, number, number, number, number, number]) =>
  Object.fromEntries(LISTED.map((caller, index) => [caller, codes[index]])) as Route['expect'];

/** Every route of docs/architecture.md §4 and who may call it. Add a row for each new route. */
const routes: Route[] = [
  // Sign-up and sign-in are open to anyone: an empty form is refused for what it lacks, not who sent it.
  {
    method: 'POST',
    url: () => '/api/auth/register',
    body: () => ({ payload: {} }),
    expect: as(400, 400, 400, 400, 400, 400),
    guardian: 400,
  },
  {
    method: 'POST',
    url: () => '/api/auth/login',
    body: () => ({ payload: {} }),
    expect: as(400, 400, 400, 400, 400, 400),
    guardian: 400,
  },
  { method: 'GET', url: () => '/api/auth/profile', expect: as(401, 200, 200, 200, 200, 200), guardian: 200 },
  { method: 'GET', url: () => '/api/users/profile', expect: as(401, 200, 200, 200, 200, 200), guardian: 200 },
  { method: 'GET', url: () => '/api/auth/sessions', expect: as(401, 200, 200, 200, 200, 200), guardian: 200 },
  {
    method: 'POST',
    url: () => '/api/auth/logout',
    ownSession: true,
    expect: as(401, 200, 200, 200, 200, 200),
    guardian: 200,
  },
  { method: 'POST', url: () => '/api/auth/renew', expect: as(401, 200, 200, 200, 200, 200), guardian: 200 },
  { method: 'GET', url: () => '/api/school', expect: as(401, 200, 200, 200, 200, 200), guardian: 200 },
  // Notifications: every signed-in user has their own (modules/notifications/notifications.test.ts).
  { method: 'GET', url: () => '/api/notifications', expect: as(401, 200, 200, 200, 200, 200), guardian: 200 },
  {
    method: 'POST',
    url: () => '/api/notifications/read',
    body: () => ({ payload: { all: true } }),
    expect: as(401, 200, 200, 200, 200, 200),
    guardian: 200,
  },
  {
    method: 'GET',
    url: () => '/api/notifications/preferences',
    expect: as(401, 200, 200, 200, 200, 200),
    guardian: 200,
  },
  {
    method: 'PUT',
    url: () => '/api/notifications/preferences',
    body: () => ({
      payload: {
        channels: { telegram: false, email: false, push: false },
        types: {
          task_published: true,
          submission_received: true,
          graded: true,
          returned: true,
          extension: true,
          comment: false,
          class_invitation: true,
        },
        quietHours: null,
      },
    }),
    expect: as(401, 200, 200, 200, 200, 200),
    guardian: 200,
  },
  // Delivery outside the app: this school has no Telegram bot (409) nor webhook (404); push works anywhere.
  {
    method: 'POST',
    url: () => '/api/notifications/telegram/link',
    expect: as(401, 409, 409, 409, 409, 409),
    guardian: 409,
  },
  {
    method: 'DELETE',
    url: () => '/api/notifications/telegram',
    expect: as(401, 200, 200, 200, 200, 200),
    guardian: 200,
  },
  {
    method: 'POST',
    url: () => '/api/notifications/telegram/webhook',
    body: () => ({ payload: { update_id: 1 } }),
    expect: as(404, 404, 404, 404, 404, 404),
    guardian: 404,
  },
  { method: 'GET', url: () => '/api/notifications/push/key', expect: as(401, 200, 200, 200, 200, 200), guardian: 200 },
  {
    method: 'POST',
    url: () => '/api/notifications/push/subscriptions',
    body: () => ({
      payload: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/permissions',
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    }),
    expect: as(401, 201, 201, 201, 201, 201),
    guardian: 201,
  },
  {
    method: 'DELETE',
    url: () =>
      `/api/notifications/push/subscriptions?endpoint=${encodeURIComponent('https://fcm.googleapis.com/fcm/send/permissions')}`,
    expect: as(401, 200, 200, 200, 200, 200),
    guardian: 200,
  },
  {
    method: 'GET',
    url: () => '/api/admin/notifications/delivery',
    expect: as(401, 403, 403, 403, 403, 403),
    admin: 200,
  },
  // The school's administration: admins only (modules/admin/admin.test.ts calls them as one).
  {
    method: 'PUT',
    url: () => '/api/school',
    body: () => ({ payload: { name: 'Boshqa maktab' } }),
    expect: as(401, 403, 403, 403, 403, 403),
    admin: 200,
  },
  { method: 'GET', url: () => '/api/admin/users', expect: as(401, 403, 403, 403, 403, 403), admin: 200 },
  {
    method: 'PUT',
    url: (ids) => `/api/admin/users/${ids.extraStudent}`,
    body: () => ({ payload: { fullName: 'Yangi Ism' } }),
    expect: as(401, 403, 403, 403, 403, 403),
    admin: 200,
  },
  {
    method: 'POST',
    url: (ids) => `/api/admin/users/${ids.extraStudent}/reset-password`,
    expect: as(401, 403, 403, 403, 403, 403),
    admin: 200,
  },
  { method: 'GET', url: () => '/api/admin/invitations', expect: as(401, 403, 403, 403, 403, 403), admin: 200 },
  {
    method: 'POST',
    url: () => '/api/admin/invitations',
    body: () => ({ payload: {} }),
    expect: as(401, 403, 403, 403, 403, 403),
    admin: 201,
  },
  {
    method: 'DELETE',
    url: () => '/api/admin/invitations/ABCDEFGHJKLM',
    expect: as(401, 403, 403, 403, 403, 403),
    admin: 404,
  },
  { method: 'GET', url: () => '/api/admin/audit', expect: as(401, 403, 403, 403, 403, 403), admin: 200 },
  { method: 'GET', url: () => '/api/admin/stats', expect: as(401, 403, 403, 403, 403, 403), admin: 200 },
  { method: 'POST', url: () => '/api/admin/imports', expect: as(401, 403, 403, 403, 403, 403), admin: 415 },
  {
    method: 'GET',
    url: () => '/api/admin/imports/no-such-import/cards.pdf',
    expect: as(401, 403, 403, 403, 403, 403),
    admin: 404,
  },
  // A teacher imports into a class they teach (an empty request: 415, no file); anyone else's class is 404.
  { method: 'POST', url: (ids) => `/api/classes/${ids.classA}/import`, expect: as(401, 403, 404, 403, 403, 415) },
  {
    method: 'GET',
    url: (ids) => `/api/classes/${ids.classA}/imports/no-such-import/cards.pdf`,
    expect: as(401, 403, 404, 403, 403, 404),
  },
  {
    method: 'PUT',
    url: () => '/api/users/profile',
    body: () => ({ payload: {} }),
    expect: as(401, 400, 400, 400, 400, 400),
    guardian: 400,
  },
  { method: 'GET', url: () => '/api/users', expect: as(401, 403, 200, 403, 403, 200) },
  { method: 'GET', url: (ids) => `/api/users/${ids.student}/progress`, expect: as(401, 403, 404, 403, 403, 200) },
  { method: 'GET', url: () => '/api/users/stats/teacher', expect: as(401, 403, 200, 403, 403, 200) },
  { method: 'GET', url: () => '/api/users/stats/student', expect: as(401, 200, 403, 200, 200, 403) },
  { method: 'GET', url: () => '/api/classes', expect: as(401, 200, 200, 200, 200, 200) },
  {
    method: 'POST',
    url: () => '/api/classes',
    body: () => ({ payload: { name: '9-B Kimyo' } }),
    expect: as(401, 403, 201, 403, 403, 201),
  },
  // A class is a roster: to a guardian linked to none of its students, one that does not exist.
  {
    method: 'GET',
    url: (ids) => `/api/classes/${ids.classA}`,
    expect: as(401, 404, 404, 200, 200, 200),
    guardian: 404,
  },
  {
    method: 'PUT',
    url: (ids) => `/api/classes/${ids.classA}`,
    body: () => ({ payload: { subject: 'Algebra' } }),
    expect: as(401, 403, 404, 403, 403, 200),
  },
  { method: 'POST', url: (ids) => `/api/classes/${ids.classA}/join-code`, expect: as(401, 403, 404, 403, 403, 200) },
  {
    method: 'POST',
    url: () => '/api/classes/join',
    body: (ids) => ({ payload: { code: ids.joinCodeC } }),
    expect: as(401, 200, 403, 200, 200, 403),
  },
  { method: 'GET', url: (ids) => `/api/classes/${ids.classA}/students`, expect: as(401, 403, 404, 403, 403, 200) },
  // Consent: only a student answers an invitation, only their own (none here: 404); leaving a
  // class one is not in is 404 (modules/classes/classes.test.ts walks the whole way).
  { method: 'GET', url: () => '/api/classes/invitations', expect: as(401, 200, 403, 200, 200, 403) },
  { method: 'POST', url: (ids) => `/api/classes/${ids.classA}/accept`, expect: as(401, 404, 403, 404, 404, 403) },
  { method: 'POST', url: (ids) => `/api/classes/${ids.classA}/decline`, expect: as(401, 404, 403, 404, 404, 403) },
  { method: 'POST', url: () => '/api/classes/no-such-class/leave', expect: as(401, 404, 403, 404, 404, 403) },
  {
    method: 'POST',
    url: (ids) => `/api/classes/${ids.classA}/students`,
    body: (ids) => ({ payload: { email: ids.extraEmail } }),
    expect: as(401, 403, 404, 403, 403, 201),
  },
  {
    method: 'POST',
    url: (ids) => `/api/classes/${ids.classA}/teachers`,
    body: (ids) => ({ payload: { email: ids.coTeacherEmail } }),
    expect: as(401, 403, 404, 403, 403, 201),
    admin: 200,
  },
  { method: 'GET', url: (ids) => `/api/classes/${ids.classA}/gradebook`, expect: as(401, 403, 404, 403, 403, 200) },
  {
    method: 'GET',
    url: (ids) => `/api/classes/${ids.classA}/gradebook?taskId=${ids.task}`,
    expect: as(401, 403, 404, 403, 403, 200),
  },
  { method: 'GET', url: () => '/api/tasks', expect: as(401, 200, 200, 200, 200, 200) },
  { method: 'GET', url: (ids) => `/api/tasks/${ids.task}`, expect: as(401, 404, 404, 200, 200, 200) },
  { method: 'POST', url: () => '/api/tasks', body: taskCreateBody, expect: as(401, 403, 404, 403, 403, 201) },
  {
    method: 'PUT',
    url: (ids) => `/api/tasks/${ids.task}`,
    body: () => form({ title: 'Yangi sarlavha' }),
    expect: as(401, 403, 404, 403, 403, 200),
  },
  { method: 'GET', url: (ids) => `/api/tasks/${ids.task}/stats`, expect: as(401, 403, 404, 403, 403, 200) },
  // Into the teacher's other class (an admin manages every class as its teachers may).
  {
    method: 'POST',
    url: (ids) => `/api/tasks/${ids.task}/copy`,
    body: (ids) => ({ payload: { classIds: [ids.classC] } }),
    expect: as(401, 403, 404, 403, 403, 201),
  },
  // The feed is a bearer link, as a file's: whoever holds it reads it; an unknown token is 404 for all.
  { method: 'GET', url: (ids) => ids.feed, expect: as(200, 200, 200, 200, 200, 200), guardian: 200 },
  {
    method: 'GET',
    url: () => `/api/calendar/${'A'.repeat(43)}.ics`,
    expect: as(404, 404, 404, 404, 404, 404),
    guardian: 404,
  },
  { method: 'GET', url: () => '/api/calendar/feed', expect: as(401, 200, 200, 200, 200, 200), guardian: 200 },
  { method: 'POST', url: () => '/api/calendar/feed', expect: as(401, 200, 200, 200, 200, 200), guardian: 200 },
  { method: 'GET', url: () => '/api/submissions/progress', expect: as(401, 200, 403, 200, 200, 403) },
  { method: 'GET', url: () => '/api/submissions/my', expect: as(401, 200, 403, 200, 200, 403) },
  // The student already submitted this task (409); the other student may (201); the outsider cannot see it (404).
  {
    method: 'POST',
    url: (ids) => `/api/submissions/${ids.task}`,
    body: () => submissionBody(),
    expect: as(401, 404, 403, 409, 201, 403),
  },
  { method: 'GET', url: (ids) => `/api/submissions/${ids.task}`, expect: as(401, 403, 404, 403, 403, 200) },
  { method: 'GET', url: () => '/api/submissions', expect: as(401, 403, 200, 403, 403, 200) },
  {
    method: 'PUT',
    url: (ids) => `/api/submissions/${ids.submission}/grade`,
    body: () => ({ payload: { score: 90, feedback: 'Yaxshi' } }),
    expect: as(401, 403, 404, 403, 403, 200),
  },
  {
    method: 'POST',
    url: (ids) => `/api/submissions/${ids.submission}/return`,
    body: () => ({ payload: { feedback: 'Qayta ishlang' } }),
    expect: as(401, 403, 404, 403, 403, 200),
  },
  {
    method: 'GET',
    url: (ids) => `/api/submissions/${ids.submission}/attempts`,
    expect: as(401, 404, 404, 200, 404, 200),
    guardian: 404,
  },
  {
    method: 'GET',
    url: (ids) => `/api/submissions/${ids.submission}/comments`,
    expect: as(401, 404, 404, 200, 404, 200),
    guardian: 404,
  },
  {
    method: 'POST',
    url: (ids) => `/api/submissions/${ids.submission}/comments`,
    body: () => ({ payload: { text: 'Savol bor' } }),
    expect: as(401, 404, 404, 201, 404, 201),
    guardian: 404,
  },
  { method: 'GET', url: (ids) => `/api/tasks/${ids.task}/extensions`, expect: as(401, 403, 404, 403, 403, 200) },
  {
    method: 'PUT',
    url: (ids) => `/api/tasks/${ids.task}/extensions/${ids.student}`,
    body: () => ({ payload: { deadline: new Date(Date.now() + 30 * 86_400_000).toISOString() } }),
    expect: as(401, 403, 404, 403, 403, 200),
  },
  { method: 'GET', url: (ids) => `/api/tasks/${ids.task}/submissions.zip`, expect: as(401, 403, 404, 403, 403, 200) },
  // Marks and terms: a task's roster and excusals for its class's teachers; a report card for the
  // student themself and their teachers (a classmate's answers as one that does not exist).
  { method: 'GET', url: (ids) => `/api/tasks/${ids.task}/roster`, expect: as(401, 403, 404, 403, 403, 200) },
  // Bulk actions on the roster and a class's late policy: its teachers write; its students may read the policy.
  {
    method: 'POST',
    url: (ids) => `/api/tasks/${ids.task}/bulk`,
    body: (ids) => ({
      payload: {
        action: 'extend',
        studentIds: [ids.student],
        deadline: new Date(Date.now() + 60 * 86_400_000).toISOString(),
      },
    }),
    expect: as(401, 403, 404, 403, 403, 200),
  },
  {
    method: 'GET',
    url: (ids) => `/api/classes/${ids.classA}/late-policy`,
    expect: as(401, 404, 404, 200, 200, 200),
  },
  {
    method: 'PUT',
    url: (ids) => `/api/classes/${ids.classA}/late-policy`,
    body: () => ({ payload: { perDayPercent: 10, floor: 50, cutoffDays: 3 } }),
    expect: as(401, 403, 404, 403, 403, 200),
  },
  {
    method: 'PUT',
    url: (ids) => `/api/tasks/${ids.task}/excusals/${ids.removable}`,
    expect: as(401, 403, 404, 403, 403, 200),
  },
  {
    method: 'GET',
    url: (ids) => `/api/users/${ids.student}/report-card`,
    expect: as(401, 404, 404, 200, 404, 200),
    guardian: 404,
  },
  {
    method: 'GET',
    url: (ids) => `/api/classes/${ids.classA}/report-cards.pdf`,
    expect: as(401, 403, 404, 403, 403, 200),
  },
  // Rubrics: the class sees its task's rubric; its teachers write it; a teacher lists their own to reuse.
  { method: 'GET', url: (ids) => `/api/tasks/${ids.task}/rubric`, expect: as(401, 404, 404, 200, 200, 200) },
  {
    method: 'PUT',
    url: (ids) => `/api/tasks/${ids.task}/rubric`,
    body: () => ({
      payload: {
        criteria: [
          {
            id: 'mazmun',
            title: 'Mazmun',
            levels: [
              { id: 'yaxshi', title: 'Yaxshi', points: 5 },
              { id: 'kam', title: 'Kam', points: 0 },
            ],
          },
        ],
      },
    }),
    expect: as(401, 403, 404, 403, 403, 200),
  },
  { method: 'GET', url: () => '/api/rubrics', expect: as(401, 403, 200, 403, 403, 200) },
  {
    method: 'POST',
    url: () => '/api/ai/rubric',
    body: () => ({ payload: { title: 'Kasrlar' } }),
    expect: as(401, 403, 200, 403, 403, 200),
  },
  { method: 'GET', url: () => '/api/videos', expect: as(401, 200, 200, 200, 200, 200) },
  { method: 'POST', url: () => '/api/videos', body: videoBody, expect: as(401, 403, 404, 403, 403, 201) },
  {
    method: 'PUT',
    url: (ids) => `/api/videos/${ids.video}`,
    body: videoBody,
    expect: as(401, 403, 404, 403, 403, 200),
  },
  {
    method: 'POST',
    url: () => '/api/ai/ask',
    body: () => ({ payload: { question: 'Salom' } }),
    expect: as(401, 200, 403, 200, 200, 403),
  },
  {
    method: 'POST',
    url: () => '/api/ai/generate-task',
    body: () => ({ payload: { subject: 'Kasrlar', difficulty: 'beginner' } }),
    expect: as(401, 403, 200, 403, 403, 200),
  },
  // A draft of feedback for the work's class's teachers: nothing is saved.
  {
    method: 'POST',
    url: (ids) => `/api/submissions/${ids.submission}/feedback-draft`,
    expect: as(401, 403, 404, 403, 403, 200),
  },
  // The comment bank: every teacher keeps their own; only its owner changes a comment, and whoever
  // it is shared with (class A's teachers, the admin) may use it.
  { method: 'GET', url: () => '/api/comment-bank', expect: as(401, 403, 200, 403, 403, 200) },
  {
    method: 'POST',
    url: () => '/api/comment-bank',
    body: () => ({ payload: { text: 'Yaxshi ish, davom eting' } }),
    expect: as(401, 403, 201, 403, 403, 201),
  },
  {
    method: 'PUT',
    url: (ids) => `/api/comment-bank/${ids.bankComment}`,
    body: () => ({ payload: { text: 'Juda yaxshi ish' } }),
    expect: as(401, 403, 404, 403, 403, 200),
    admin: 404,
  },
  {
    method: 'POST',
    url: (ids) => `/api/comment-bank/${ids.bankComment}/use`,
    expect: as(401, 403, 404, 403, 403, 200),
  },
  // The class stream: its teachers post, the class reads and comments (a guardian: 403).
  { method: 'GET', url: (ids) => `/api/classes/${ids.classA}/posts`, expect: as(401, 404, 404, 200, 200, 200) },
  {
    method: 'POST',
    url: (ids) => `/api/classes/${ids.classA}/posts`,
    body: () => ({ payload: { text: 'Ertaga dars yo‘q' } }),
    expect: as(401, 403, 404, 403, 403, 201),
  },
  {
    method: 'PUT',
    url: (ids) => `/api/posts/${ids.post}`,
    body: () => ({ payload: { pinned: true } }),
    expect: as(401, 403, 404, 403, 403, 200),
  },
  { method: 'GET', url: (ids) => `/api/posts/${ids.post}/comments`, expect: as(401, 404, 404, 200, 200, 200) },
  {
    method: 'POST',
    url: (ids) => `/api/posts/${ids.post}/comments`,
    body: () => ({ payload: { text: 'Tushunarli' } }),
    expect: as(401, 404, 404, 201, 201, 201),
  },
  // A signed link is a bearer link: whoever holds it may read the file, signed in or not.
  { method: 'GET', url: (ids) => ids.file, expect: as(200, 200, 200, 200, 200, 200), guardian: 200 },
  // A file shown in place is scoped like the work it belongs to (this one is a PDF: 415 to those who may see it).
  {
    method: 'GET',
    url: (ids) => `${ids.file.split('?')[0]}/preview`,
    expect: as(401, 404, 404, 415, 404, 415),
    guardian: 404,
  },
  // Guardians (parents): a student's codes and guardians; a guardian's children (the caller has none).
  {
    method: 'POST',
    url: () => '/api/guardian-codes',
    expect: as(401, 201, 403, 201, 201, 403),
    // An admin names the student: without one, 400.
    admin: 400,
  },
  { method: 'GET', url: () => '/api/users/guardians', expect: as(401, 200, 403, 200, 200, 403), admin: 403 },
  {
    method: 'POST',
    url: () => '/api/guardian/children',
    body: () => ({ payload: { code: 'ZZZZZZZZ' } }),
    expect: as(401, 403, 403, 403, 403, 403),
    admin: 403,
    guardian: 404,
  },
  {
    method: 'GET',
    url: () => '/api/guardian/children',
    expect: as(401, 403, 403, 403, 403, 403),
    admin: 403,
    guardian: 200,
  },
  ...(['tasks', 'submissions', 'report-card'] as const).map((part): Route => ({
    method: 'GET',
    url: (ids) => `/api/guardian/children/${ids.student}/${part}`,
    expect: as(401, 403, 403, 403, 403, 403),
    admin: 403,
    guardian: 404,
  })),
  { method: 'GET', url: () => '/api/health', expect: as(200, 200, 200, 200, 200, 200), guardian: 200 },
  // Removals last: they take away what the rows above use.
  // The teacher's comment: a pupil may delete only their own (403), the teacher any.
  {
    method: 'DELETE',
    url: (ids) => `/api/posts/${ids.post}/comments/${ids.postComment}`,
    expect: as(401, 404, 404, 403, 403, 200),
    admin: 404,
  },
  { method: 'DELETE', url: (ids) => `/api/posts/${ids.post}`, expect: as(401, 403, 404, 403, 403, 200), admin: 404 },
  {
    method: 'DELETE',
    url: (ids) => `/api/guardian/children/${ids.student}`,
    expect: as(401, 403, 403, 403, 403, 403),
    admin: 403,
    guardian: 404,
  },
  // Only the student's own guardian: another student's answers as none.
  {
    method: 'DELETE',
    url: (ids) => `/api/users/guardians/${ids.linkedGuardian}`,
    expect: as(401, 404, 403, 200, 404, 403),
    admin: 403,
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/comment-bank/${ids.bankComment}`,
    expect: as(401, 403, 404, 403, 403, 200),
    admin: 404,
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/tasks/${ids.task}/excusals/${ids.removable}`,
    expect: as(401, 403, 404, 403, 403, 200),
    admin: 404,
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/classes/${ids.classA}/students/${ids.removable}`,
    expect: as(401, 403, 404, 403, 403, 200),
    admin: 404,
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/classes/${ids.classA}/teachers/${ids.coTeacher}`,
    expect: as(401, 403, 404, 403, 403, 200),
    admin: 404,
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/tasks/${ids.task}/rubric`,
    expect: as(401, 403, 404, 403, 403, 200),
    admin: 404,
  },
  // The admin is asked after the teacher: what the teacher's call removed is gone (404).
  {
    method: 'DELETE',
    url: (ids) => `/api/tasks/${ids.task}/extensions/${ids.student}`,
    expect: as(401, 403, 404, 403, 403, 200),
    admin: 404,
  },
  // Resumable uploads (tus, not JSON): any student or teacher starts one; only its owner sees,
  // continues or ends it — anyone else's answers as one that does not exist.
  {
    method: 'POST',
    url: () => '/api/uploads',
    body: () => ({ payload: Buffer.alloc(0), headers: { ...TUS, 'upload-length': '10' } }),
    expect: as(401, 201, 201, 201, 201, 201),
  },
  {
    method: 'HEAD',
    url: (ids) => `/api/uploads/${ids.upload}`,
    body: () => ({ payload: Buffer.alloc(0), headers: TUS }),
    expect: as(401, 404, 404, 200, 404, 404),
    admin: 404,
  },
  {
    method: 'PATCH',
    url: (ids) => `/api/uploads/${ids.upload}`,
    body: () => ({
      payload: Buffer.from('12345'),
      headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    }),
    expect: as(401, 404, 404, 204, 404, 404),
    admin: 404,
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/uploads/${ids.upload}`,
    body: () => ({ payload: Buffer.alloc(0), headers: TUS }),
    expect: as(401, 404, 404, 204, 404, 404),
    admin: 404,
  },
  // Someone else's session answers as one that does not exist (the admin's too).
  {
    method: 'DELETE',
    url: (ids) => `/api/auth/sessions/${ids.teacherSession}`,
    expect: as(401, 404, 404, 404, 404, 200),
    guardian: 404,
    admin: 404,
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/videos/${ids.video}`,
    expect: as(401, 403, 404, 403, 403, 200),
    admin: 404,
  },
  { method: 'DELETE', url: (ids) => `/api/tasks/${ids.task}`, expect: as(401, 403, 404, 403, 403, 200), admin: 404 },
];

describe.each(testDatabases)('permission matrix on %s', (kind) => {
  let ctx: TestContext;
  let users: Record<Exclude<Caller, 'guest'>, TestUser>;
  let ids: Ids;
  const results: string[] = [];
  /** A new session of the user: their token from signing in again. */
  const signInAgain = async (user: TestUser) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    return { token: json(response).data.token as string };
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    users = {
      outsider: await registerUser(ctx.app, 'student'),
      otherTeacher: await registerUser(ctx.app, 'teacher'),
      student: await registerUser(ctx.app, 'student'),
      otherStudent: await registerUser(ctx.app, 'student'),
      teacher: await registerUser(ctx.app, 'teacher'),
    } as typeof users;
    const extra = await registerUser(ctx.app, 'student');
    const removable = await registerUser(ctx.app, 'student');
    const coTeacher = await registerUser(ctx.app, 'teacher');
    users.guardian = await createGuardian(ctx.app);
    const linkedGuardian = await createGuardian(ctx.app, { fullName: 'Bog‘langan ota-ona' });
    // Last: once the school has an admin, teachers sign up by invitation.
    users.admin = await createAdmin(ctx.app);
    const classA = await createClass(ctx.app, users.teacher, [users.student, users.otherStudent, removable], {
      name: '7-A',
    });
    // Someone else's class, with its own task and student.
    const classB = await createClass(ctx.app, users.otherTeacher, [users.outsider], { name: '8-B' });
    await createTask(ctx.app, users.otherTeacher, { classId: classB._id, title: 'Boshqa sinf vazifasi' });
    const classC = await createClass(ctx.app, users.teacher, [], { name: '9-C' });
    const task = await createTask(ctx.app, users.teacher, { classId: classA._id });
    const submission = json(await submit(ctx.app, users.student, task._id)).data.submission;
    const video = await createVideo(ctx.app, users.teacher, classA._id);
    const teacherAgain = await signInAgain(users.teacher);
    const teacherSessions = json(
      await ctx.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(teacherAgain) }),
    ).data.sessions as { _id: string; current: boolean }[];
    const guardianCode = json(
      await ctx.app.inject({ method: 'POST', url: '/api/guardian-codes', headers: bearer(users.student) }),
    ).data.code as string;
    const linked = await ctx.app.inject({
      method: 'POST',
      url: '/api/guardian/children',
      headers: bearer(linkedGuardian),
      payload: { code: guardianCode },
    });
    if (linked.statusCode !== 201) throw new Error(`guardian link failed: ${linked.body}`);
    const post = json(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/classes/${classA._id}/posts`,
        headers: bearer(users.teacher),
        payload: { text: 'Dars jadvali o‘zgardi' },
      }),
    ).data.post._id as string;
    const postComment = json(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/posts/${post}/comments`,
        headers: bearer(users.teacher),
        payload: { text: 'Savollar bo‘lsa yozing' },
      }),
    ).data.comment._id as string;
    const feed = json(
      await ctx.app.inject({ method: 'GET', url: '/api/calendar/feed', headers: bearer(users.student) }),
    ).data.url as string;
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...bearer(users.student), ...TUS, 'upload-length': '10' },
    });
    if (started.statusCode !== 201) throw new Error(`upload failed: ${started.body}`);
    ids = {
      upload: String(started.headers.location).split('/').pop()!,
      post,
      postComment,
      feed: new URL(feed).pathname,
      linkedGuardian: linkedGuardian.id,
      classA: classA._id,
      classC: classC._id,
      joinCodeC: classC.joinCode,
      task: task._id,
      submission: submission._id,
      video: video._id,
      student: users.student.id,
      extraStudent: extra.id,
      extraEmail: extra.email,
      removable: removable.id,
      coTeacher: coTeacher.id,
      coTeacherEmail: coTeacher.email,
      file: submission.fileUrl,
      teacherSession: teacherSessions.find((session) => session.current)!._id,
      bankComment: json(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/comment-bank',
          headers: bearer(users.teacher),
          payload: { text: 'Birliklarni yozing', classId: classA._id },
        }),
      ).data.comment._id,
    };
  });
  afterAll(async () => {
    if (results.length) console.log(`route × caller → status (${kind})\n${results.join('\n')}`);
    await ctx?.close();
  });

  it('covers every route of the OpenAPI document, and no other', async () => {
    const document = JSON.parse((await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).body);
    const documented = Object.entries(document.paths as Record<string, object>).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
    );
    /** The documented route a table row calls, as the router picks it: a literal path before a parameter. */
    const documentedRoute = (route: Route) => {
      const url = route.url(ids).split('?')[0]!;
      const matching = documented.filter(
        (entry) =>
          entry.method === route.method && new RegExp(`^${entry.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(url),
      );
      matching.sort((a, b) => a.path.split('{').length - b.path.split('{').length);
      return `${route.method} ${matching[0]?.path ?? `${url} (not in the document)`}`;
    };
    const tabled = [...new Set(routes.map(documentedRoute))].sort();
    expect(tabled).toEqual(documented.map(({ method, path }) => `${method} ${path}`).sort());
  });

  it.each(
    routes.map(
      (route) =>
        [`${route.method} ${route.url(new Proxy({} as Ids, { get: (_t, key) => `:${String(key)}` }))}`, route] as const,
    ),
  )('%s answers each caller as it should', async (name, route) => {
    const statuses: Partial<Record<Caller, number>> = {};
    for (const caller of CALLERS) {
      const body = route.body?.(ids);
      const token = caller === 'guest' ? null : route.ownSession ? await signInAgain(users[caller]) : users[caller];
      const headers = { ...(body?.headers ?? {}), ...(token ? bearer(token) : {}) };
      const response = await ctx.app.inject({
        method: route.method,
        url: route.url(ids),
        headers,
        ...(body ? { payload: body.payload } : {}),
      });
      statuses[caller] = response.statusCode;
    }
    results.push(`${name.padEnd(52)} ${CALLERS.map((caller) => `${caller} ${statuses[caller]}`).join('  ')}`);
    expect(statuses).toEqual({
      ...route.expect,
      guardian: route.guardian ?? 403,
      admin: route.admin ?? route.expect.teacher,
    });
  });

  it("keeps one student's submissions and progress from another", async () => {
    const get = async (user: TestUser, url: string) =>
      json(await ctx.app.inject({ method: 'GET', url, headers: bearer(user) })).data;
    const task = await createTask(ctx.app, users.teacher, { classId: ids.classA, title: 'Faqat bittasi topshiradi' });
    const othersProgress = (await get(users.otherStudent, '/api/submissions/progress')).progress;
    const handedIn = json(await submit(ctx.app, users.student, task._id)).data.submission;

    const ownTask = (list: { _id: string }[]) => list.find((found) => found._id === task._id) as Record<string, any>;
    expect(ownTask((await get(users.student, '/api/tasks')).tasks).mySubmission._id).toBe(handedIn._id);
    const theirTask = ownTask((await get(users.otherStudent, '/api/tasks')).tasks);
    expect(theirTask.mySubmission).toBeNull();
    expect(theirTask.isCompleted).toBe(false);

    const submissionIds = async (user: TestUser) =>
      (await get(user, '/api/submissions/my')).submissions.map((found: { _id: string }) => found._id);
    expect(await submissionIds(users.student)).toContain(handedIn._id);
    expect(await submissionIds(users.otherStudent)).not.toContain(handedIn._id);
    expect((await get(users.otherStudent, '/api/submissions/progress')).progress).toEqual(othersProgress);
  });
});
