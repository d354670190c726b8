import type { FastifyInstance, InjectOptions } from 'fastify';
import { saveSchool } from '../modules/admin/queries';
import { createClass, createTask, createVideo, enrol, submissionBody, submit } from './fixtures';
import { bearer, createAdmin, createGuardian, json, multipart, registerUser, type TestUser } from './http';

/**
 * A small school for the write-route × kept-read table (plugins/read-cache-tags.test.ts): class A
 * (a teacher, two students, a task one of them handed in), and class B (its own teacher and pupil),
 * which no write of the table touches.
 */
export interface School {
  teacher: TestUser;
  aziza: TestUser;
  bekzod: TestUser;
  classA: string;
  taskA: string;
  /** Aziza's work at taskA. */
  submissionA: string;
  teacherB: TestUser;
  pupilB: TestUser;
  classB: string;
  taskB: string;
}

/** Whose kept reads are checked, and which: every GET that keeps its answers, as this user sees it. */
export interface Reader {
  user: { token: string };
  urls: string[];
}

const studentUrls = [
  '/api/auth/profile',
  '/api/classes',
  '/api/tasks',
  '/api/submissions/my',
  '/api/submissions/progress',
  '/api/videos',
];
const teacherUrls = (classId: string, taskId: string) => [
  '/api/auth/profile',
  '/api/classes',
  '/api/users',
  '/api/users/stats/teacher',
  '/api/submissions',
  '/api/tasks',
  '/api/videos',
  `/api/classes/${classId}/students`,
  `/api/tasks/${taskId}`,
  `/api/tasks/${taskId}/stats`,
  `/api/submissions/${taskId}`,
];
/** A student's kept reads; with a task of their class, that task's page too. */
export const studentReader = (user: { token: string }, taskId?: string): Reader => ({
  user,
  urls: taskId ? [...studentUrls, `/api/tasks/${taskId}`] : studentUrls,
});
export const teacherReader = (user: { token: string }, school: School): Reader => ({
  user,
  urls: teacherUrls(school.classA, school.taskA),
});

export async function makeSchool(app: FastifyInstance): Promise<School> {
  const teacher = await registerUser(app, 'teacher', { fullName: 'Dilnoza Rashidova' });
  const aziza = await registerUser(app, 'student', { fullName: 'Aziza Karimova' });
  const bekzod = await registerUser(app, 'student', { fullName: 'Bekzod Olimov' });
  const classA = (await createClass(app, teacher, [aziza, bekzod], { name: '7-A' }))._id;
  const taskA = (await createTask(app, teacher, { classId: classA, title: 'Kasrlar' }))._id;
  const submissionA = json(await submit(app, aziza, taskA)).data.submission._id as string;
  const teacherB = await registerUser(app, 'teacher', { fullName: 'Jasur Tursunov' });
  const pupilB = await registerUser(app, 'student', { fullName: 'Malika Yusupova' });
  const classB = (await createClass(app, teacherB, [pupilB], { name: '9-B' }))._id;
  const taskB = (await createTask(app, teacherB, { classId: classB, title: 'Tenglamalar' }))._id;
  await submit(app, pupilB, taskB);
  return { teacher, aziza, bekzod, classA, taskA, submissionA, teacherB, pupilB, classB, taskB };
}

/** The readers of class A (their kept reads may show a write) and of class B (theirs must stay kept). */
export const readersOf = (school: School) => ({
  classA: [
    teacherReader(school.teacher, school),
    studentReader(school.aziza, school.taskA),
    studentReader(school.bekzod, school.taskA),
  ],
  classB: [
    { user: school.teacherB, urls: teacherUrls(school.classB, school.taskB) },
    studentReader(school.pupilB, school.taskB),
  ],
});

/** What a case made before the reads are warmed: ids for its write, and users whose reads show it. */
interface Prepared {
  id?: string;
  user?: TestUser;
  token?: string;
  readers?: Reader[];
}

export interface WriteCase {
  /** The route as the OpenAPI document names it: `PUT /api/submissions/{id}/grade`. */
  route: string;
  prepare?: (app: FastifyInstance, school: School) => Promise<Prepared>;
  write: (school: School, prepared: Prepared) => InjectOptions;
  /** No kept read shows this write (why): the table checks that none changed. */
  showsNothing?: string;
  /** Sign-in and sign-up: every kept answer stays kept. */
  forgetsNothing?: true;
  /**
   * The answer when this test school's configuration refuses the write (a channel it has not set
   * up): refused, it must change and forget nothing. Else the write must succeed.
   */
  refusedWith?: number;
}

/** A browser's subscription keys (P-256 public key, auth secret), base64url. */
const PUSH_KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const as = (user: { token: string }, options: InjectOptions): InjectOptions => ({
  ...options,
  headers: { ...options.headers, ...bearer(user) },
});
const form = (fields: Record<string, string>) => {
  const body = multipart(Object.entries(fields).map(([name, value]) => ({ name, value })));
  return { payload: body.payload, headers: body.headers };
};

const TUS = { 'tus-resumable': '1.0.0' };

/** A resumable upload of 10 bytes, nothing sent yet; answers its id. */
async function startUpload(app: FastifyInstance, user: TestUser) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...bearer(user), ...TUS, 'upload-length': '10' },
  });
  return String(response.headers.location).split('/').pop()!;
}

async function signIn(app: FastifyInstance, user: Pick<TestUser, 'email' | 'password'>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  return { token: json(response).data.token as string };
}

const rubricCriteria = [
  {
    id: 'mazmun',
    title: 'Mazmun',
    levels: [
      { id: 'yaxshi', title: 'Yaxshi', points: 5 },
      { id: 'kam', title: 'Kam', points: 0 },
    ],
  },
];

/**
 * The class stream is read afresh, never kept: a scheduled post appears when its time comes, with
 * no write that could forget a kept list (modules/stream/routes.ts).
 */
const STREAM_NOT_KEPT = 'the class stream and its comments are read afresh, never kept';

/** A comment in the teacher's bank, for the bank's write cases. */
async function bankComment(app: FastifyInstance, school: School, text: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/comment-bank',
    headers: bearer(school.teacher),
    payload: { text },
  });
  return json(response).data.comment._id as string;
}

/** Every write route of the API, done once by a real user of the school (a new write route needs a case). */
export const writeCases: WriteCase[] = [
  {
    route: 'POST /api/auth/register',
    write: () => ({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        fullName: 'Yangi Oquvchi',
        email: `yangi-${Date.now()}@maktab.uz`,
        password: 'parol123',
        role: 'student',
      },
    }),
    showsNothing: 'a new account is in no kept answer',
    forgetsNothing: true,
  },
  {
    route: 'POST /api/auth/login',
    write: (school) => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: school.aziza.email, password: school.aziza.password },
    }),
    showsNothing: 'a new session is in no kept answer',
    forgetsNothing: true,
  },
  {
    route: 'POST /api/auth/logout',
    prepare: async (app, school) => {
      const session = await signIn(app, school.bekzod);
      return { token: session.token, readers: [studentReader(session)] };
    },
    write: (_school, prepared) => as({ token: prepared.token! }, { method: 'POST', url: '/api/auth/logout' }),
  },
  {
    route: 'POST /api/auth/renew',
    prepare: async (app, school) => ({ token: (await signIn(app, school.bekzod)).token }),
    write: (_school, prepared) => as({ token: prepared.token! }, { method: 'POST', url: '/api/auth/renew' }),
    showsNothing: 'a fresh token of the same session changes no answer',
  },
  {
    route: 'DELETE /api/auth/sessions/{id}',
    prepare: async (app, school) => {
      const session = await signIn(app, school.bekzod);
      const sessions = json(await app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(session) }))
        .data.sessions as { _id: string; current: boolean }[];
      return { id: sessions.find((found) => found.current)!._id, readers: [studentReader(session)] };
    },
    write: (school, prepared) => as(school.bekzod, { method: 'DELETE', url: `/api/auth/sessions/${prepared.id}` }),
  },
  {
    route: 'POST /api/classes',
    write: (school) => as(school.teacher, { method: 'POST', url: '/api/classes', payload: { name: '8-A Fizika' } }),
  },
  {
    route: 'POST /api/classes/join',
    prepare: async (app, school) => {
      const user = await registerUser(app, 'student');
      const schoolClass = json(
        await app.inject({ method: 'GET', url: `/api/classes/${school.classA}`, headers: bearer(school.teacher) }),
      ).data.class as { joinCode: string };
      return { id: schoolClass.joinCode, readers: [studentReader(user)], user };
    },
    write: (_school, prepared) =>
      as(prepared.user!, { method: 'POST', url: '/api/classes/join', payload: { code: prepared.id } }),
  },
  {
    route: 'PUT /api/classes/{id}',
    write: (school) =>
      as(school.teacher, { method: 'PUT', url: `/api/classes/${school.classA}`, payload: { subject: 'Algebra' } }),
  },
  {
    route: 'POST /api/classes/{id}/join-code',
    write: (school) => as(school.teacher, { method: 'POST', url: `/api/classes/${school.classA}/join-code` }),
  },
  {
    route: 'POST /api/classes/{id}/students',
    prepare: async (app) => {
      const user = await registerUser(app, 'student');
      return { user, readers: [studentReader(user)] };
    },
    write: (school, prepared) =>
      as(school.teacher, {
        method: 'POST',
        url: `/api/classes/${school.classA}/students`,
        payload: { email: prepared.user!.email },
      }),
    showsNothing: 'an invitation shows only in the student’s invitations, which are not kept; accepting enrols',
  },
  {
    route: 'POST /api/classes/{id}/accept',
    prepare: async (app, school) => {
      const user = await invitedToClassA(app, school);
      return { user, readers: [studentReader(user)] };
    },
    write: (school, prepared) => as(prepared.user!, { method: 'POST', url: `/api/classes/${school.classA}/accept` }),
  },
  {
    route: 'POST /api/classes/{id}/decline',
    prepare: async (app, school) => ({ user: await invitedToClassA(app, school) }),
    write: (school, prepared) => as(prepared.user!, { method: 'POST', url: `/api/classes/${school.classA}/decline` }),
    showsNothing: 'a declined invitation changes no class',
  },
  {
    route: 'POST /api/classes/{id}/leave',
    prepare: async (app, school) => {
      const user = await registerUser(app, 'student');
      await enrol(app, school.teacher, school.classA, user);
      return { user, readers: [studentReader(user)] };
    },
    write: (school, prepared) => as(prepared.user!, { method: 'POST', url: `/api/classes/${school.classA}/leave` }),
  },
  {
    route: 'DELETE /api/classes/{id}/students/{userId}',
    prepare: async (app, school) => {
      const user = await registerUser(app, 'student');
      await enrol(app, school.teacher, school.classA, user);
      return { user, readers: [studentReader(user)] };
    },
    write: (school, prepared) =>
      as(school.teacher, { method: 'DELETE', url: `/api/classes/${school.classA}/students/${prepared.user!.id}` }),
  },
  {
    route: 'POST /api/classes/{id}/teachers',
    prepare: async (app, school) => {
      const user = await registerUser(app, 'teacher');
      return { user, readers: [teacherReader(user, school)] };
    },
    write: (school, prepared) =>
      as(school.teacher, {
        method: 'POST',
        url: `/api/classes/${school.classA}/teachers`,
        payload: { email: prepared.user!.email },
      }),
  },
  {
    route: 'DELETE /api/classes/{id}/teachers/{userId}',
    prepare: async (app, school) => {
      const user = await registerUser(app, 'teacher');
      await app.inject(
        as(school.teacher, {
          method: 'POST',
          url: `/api/classes/${school.classA}/teachers`,
          payload: { email: user.email },
        }),
      );
      return { user, readers: [teacherReader(user, school)] };
    },
    write: (school, prepared) =>
      as(school.teacher, { method: 'DELETE', url: `/api/classes/${school.classA}/teachers/${prepared.user!.id}` }),
  },
  {
    route: 'PUT /api/users/profile',
    write: (school) =>
      as(school.aziza, {
        method: 'PUT',
        url: '/api/users/profile',
        payload: { fullName: 'Aziza Karimova-Olimova', email: school.aziza.email },
      }),
  },
  {
    route: 'POST /api/submissions/{taskId}',
    write: (school) => {
      const body = submissionBody('Mening yechimim');
      return as(school.bekzod, {
        method: 'POST',
        url: `/api/submissions/${school.taskA}`,
        payload: body.payload,
        headers: body.headers,
      });
    },
  },
  // Resumable uploads: an upload is in no answer until a hand-in (the case above) uses it.
  {
    route: 'POST /api/uploads',
    write: (school) =>
      as(school.bekzod, { method: 'POST', url: '/api/uploads', headers: { ...TUS, 'upload-length': '10' } }),
    showsNothing: 'an upload shows nowhere until a hand-in uses it',
  },
  {
    route: 'PATCH /api/uploads/{id}',
    prepare: async (app, school) => ({ id: await startUpload(app, school.bekzod) }),
    write: (school, { id }) =>
      as(school.bekzod, {
        method: 'PATCH',
        url: `/api/uploads/${id}`,
        headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        payload: Buffer.from('12345'),
      }),
    showsNothing: 'an upload shows nowhere until a hand-in uses it',
  },
  {
    route: 'DELETE /api/uploads/{id}',
    prepare: async (app, school) => ({ id: await startUpload(app, school.bekzod) }),
    write: (school, { id }) => as(school.bekzod, { method: 'DELETE', url: `/api/uploads/${id}`, headers: TUS }),
    showsNothing: 'an upload shows nowhere until a hand-in uses it',
  },
  {
    route: 'PUT /api/submissions/{id}/grade',
    write: (school) =>
      as(school.teacher, {
        method: 'PUT',
        url: `/api/submissions/${school.submissionA}/grade`,
        payload: { score: 90, feedback: 'Yaxshi' },
      }),
  },
  {
    route: 'POST /api/submissions/{id}/return',
    prepare: async (app, school) => {
      const task = await createTask(app, school.teacher, { classId: school.classA, title: 'Qayta ishlash' });
      return { id: json(await submit(app, school.aziza, task._id)).data.submission._id as string };
    },
    write: (school, prepared) =>
      as(school.teacher, {
        method: 'POST',
        url: `/api/submissions/${prepared.id}/return`,
        payload: { feedback: 'Qayta ishlang' },
      }),
  },
  {
    route: 'POST /api/submissions/{id}/comments',
    write: (school) =>
      as(school.aziza, {
        method: 'POST',
        url: `/api/submissions/${school.submissionA}/comments`,
        payload: { text: 'Savolim bor' },
      }),
    showsNothing: 'no kept read shows comments',
  },
  {
    route: 'POST /api/notifications/read',
    write: (school) => as(school.aziza, { method: 'POST', url: '/api/notifications/read', payload: { all: true } }),
    showsNothing: 'notifications are never kept (GET /api/notifications reads afresh)',
  },
  {
    route: 'PUT /api/notifications/preferences',
    write: (school) =>
      as(school.aziza, {
        method: 'PUT',
        url: '/api/notifications/preferences',
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
          quietHours: { from: '22:00', to: '07:00' },
        },
      }),
    showsNothing: 'no kept read shows notification preferences',
  },
  {
    route: 'POST /api/notifications/telegram/link',
    write: (school) => as(school.aziza, { method: 'POST', url: '/api/notifications/telegram/link' }),
    showsNothing: 'no kept read shows Telegram links (and this school has no bot: 409)',
    refusedWith: 409,
  },
  {
    route: 'DELETE /api/notifications/telegram',
    write: (school) => as(school.aziza, { method: 'DELETE', url: '/api/notifications/telegram' }),
    showsNothing: 'no kept read shows Telegram links',
  },
  {
    route: 'POST /api/notifications/telegram/webhook',
    write: () => ({
      method: 'POST',
      url: '/api/notifications/telegram/webhook',
      payload: { update_id: 1 },
    }),
    showsNothing: 'a bot update changes only notification links (and this school has no webhook: 404)',
    refusedWith: 404,
  },
  {
    route: 'POST /api/notifications/push/subscriptions',
    write: (school) =>
      as(school.aziza, {
        method: 'POST',
        url: '/api/notifications/push/subscriptions',
        payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/write-case', keys: PUSH_KEYS },
      }),
    showsNothing: 'no kept read shows push subscriptions',
  },
  {
    route: 'DELETE /api/notifications/push/subscriptions',
    write: (school) =>
      as(school.aziza, {
        method: 'DELETE',
        url: `/api/notifications/push/subscriptions?endpoint=${encodeURIComponent('https://fcm.googleapis.com/fcm/send/write-case')}`,
      }),
    showsNothing: 'no kept read shows push subscriptions',
  },
  {
    route: 'POST /api/tasks',
    write: (school) =>
      as(school.teacher, {
        method: 'POST',
        url: '/api/tasks',
        ...form({
          classId: school.classA,
          title: 'Yangi vazifa',
          description: 'Yangi vazifa tavsifi matni',
          deadline: future(7),
        }),
      }),
  },
  {
    route: 'PUT /api/tasks/{id}',
    prepare: async (app, school) => ({
      id: (await createTask(app, school.teacher, { classId: school.classA, title: 'Eski sarlavha' }))._id,
    }),
    write: (school, prepared) =>
      as(school.teacher, { method: 'PUT', url: `/api/tasks/${prepared.id}`, ...form({ title: 'Yangi sarlavha' }) }),
  },
  {
    route: 'POST /api/tasks/{id}/copy',
    // Into another class of the teacher's: its pupil's lists (and the teacher's) show the copy.
    prepare: async (app, school) => {
      const user = await registerUser(app, 'student');
      const id = (await createClass(app, school.teacher, [user], { name: '7-B' }))._id;
      return { id, user, readers: [studentReader(user)] };
    },
    write: (school, prepared) =>
      as(school.teacher, {
        method: 'POST',
        url: `/api/tasks/${school.taskA}/copy`,
        payload: { classIds: [prepared.id], shiftDays: 1 },
      }),
  },
  {
    route: 'POST /api/calendar/feed',
    write: (school) => as(school.aziza, { method: 'POST', url: '/api/calendar/feed' }),
    showsNothing: 'the calendar feed is read at its own URL, which is not kept',
  },
  {
    route: 'DELETE /api/tasks/{id}',
    prepare: async (app, school) => ({
      id: (await createTask(app, school.teacher, { classId: school.classA, title: 'Ortiqcha' }))._id,
    }),
    write: (school, prepared) => as(school.teacher, { method: 'DELETE', url: `/api/tasks/${prepared.id}` }),
  },
  {
    route: 'PUT /api/tasks/{id}/extensions/{studentId}',
    write: (school) =>
      as(school.teacher, {
        method: 'PUT',
        url: `/api/tasks/${school.taskA}/extensions/${school.bekzod.id}`,
        payload: { deadline: future(30) },
      }),
  },
  {
    route: 'DELETE /api/tasks/{id}/extensions/{studentId}',
    prepare: async (app, school) => {
      await app.inject(
        as(school.teacher, {
          method: 'PUT',
          url: `/api/tasks/${school.taskA}/extensions/${school.aziza.id}`,
          payload: { deadline: future(20) },
        }),
      );
      return {};
    },
    write: (school) =>
      as(school.teacher, { method: 'DELETE', url: `/api/tasks/${school.taskA}/extensions/${school.aziza.id}` }),
  },
  {
    route: 'POST /api/tasks/{id}/bulk',
    write: (school) =>
      as(school.teacher, {
        method: 'POST',
        url: `/api/tasks/${school.taskA}/bulk`,
        payload: { action: 'extend', studentIds: [school.bekzod.id], deadline: future(40) },
      }),
  },
  {
    route: 'PUT /api/classes/{id}/late-policy',
    write: (school) =>
      as(school.teacher, {
        method: 'PUT',
        url: `/api/classes/${school.classA}/late-policy`,
        payload: { perDayPercent: 10, floor: 50, cutoffDays: 3 },
      }),
  },
  {
    route: 'PUT /api/tasks/{id}/excusals/{studentId}',
    prepare: async (app, school) => ({
      id: (await createTask(app, school.teacher, { classId: school.classA, title: 'Kasallik' }))._id,
    }),
    write: (school, prepared) =>
      as(school.teacher, { method: 'PUT', url: `/api/tasks/${prepared.id}/excusals/${school.bekzod.id}` }),
    showsNothing: 'an excusal shows in the roster, the report cards and the gradebook, which are not kept',
  },
  {
    route: 'DELETE /api/tasks/{id}/excusals/{studentId}',
    prepare: async (app, school) => {
      const task = await createTask(app, school.teacher, { classId: school.classA, title: 'Safar' });
      await app.inject(
        as(school.teacher, { method: 'PUT', url: `/api/tasks/${task._id}/excusals/${school.bekzod.id}` }),
      );
      return { id: task._id };
    },
    write: (school, prepared) =>
      as(school.teacher, { method: 'DELETE', url: `/api/tasks/${prepared.id}/excusals/${school.bekzod.id}` }),
    showsNothing: 'an excusal shows in the roster, the report cards and the gradebook, which are not kept',
  },
  {
    route: 'PUT /api/tasks/{id}/rubric',
    write: (school) =>
      as(school.teacher, {
        method: 'PUT',
        url: `/api/tasks/${school.taskA}/rubric`,
        payload: { criteria: rubricCriteria },
      }),
    showsNothing: 'a rubric is read at /api/tasks/{id}/rubric, which is not kept; graded work keeps its own result',
  },
  {
    route: 'DELETE /api/tasks/{id}/rubric',
    prepare: async (app, school) => {
      await app.inject(
        as(school.teacher, {
          method: 'PUT',
          url: `/api/tasks/${school.taskA}/rubric`,
          payload: { criteria: rubricCriteria },
        }),
      );
      return {};
    },
    write: (school) => as(school.teacher, { method: 'DELETE', url: `/api/tasks/${school.taskA}/rubric` }),
    showsNothing: 'a rubric is read at /api/tasks/{id}/rubric, which is not kept; graded work keeps its own result',
  },
  {
    route: 'POST /api/videos',
    write: (school) =>
      as(school.teacher, {
        method: 'POST',
        url: '/api/videos',
        payload: {
          classId: school.classA,
          title: 'Dars',
          description: 'Video dars',
          url: 'https://youtu.be/dQw4w9WgXcQ',
        },
      }),
  },
  {
    route: 'PUT /api/videos/{id}',
    prepare: async (app, school) => ({ id: (await createVideo(app, school.teacher, school.classA))._id }),
    write: (school, prepared) =>
      as(school.teacher, {
        method: 'PUT',
        url: `/api/videos/${prepared.id}`,
        payload: {
          classId: school.classA,
          title: 'Yangi dars',
          description: 'Video dars',
          url: 'https://youtu.be/dQw4w9WgXcQ',
        },
      }),
  },
  {
    route: 'DELETE /api/videos/{id}',
    prepare: async (app, school) => ({ id: (await createVideo(app, school.teacher, school.classA))._id }),
    write: (school, prepared) => as(school.teacher, { method: 'DELETE', url: `/api/videos/${prepared.id}` }),
  },
  {
    route: 'POST /api/ai/ask',
    write: (school) => as(school.aziza, { method: 'POST', url: '/api/ai/ask', payload: { question: 'Kasr nima?' } }),
    showsNothing: 'the assistant answers; no kept read shows a question',
  },
  {
    route: 'POST /api/ai/generate-task',
    write: (school) =>
      as(school.teacher, {
        method: 'POST',
        url: '/api/ai/generate-task',
        payload: { subject: 'Kasrlar', difficulty: 'beginner' },
      }),
    showsNothing: 'a generated draft is saved by the teacher later, as a task',
  },
  {
    route: 'POST /api/ai/rubric',
    write: (school) => as(school.teacher, { method: 'POST', url: '/api/ai/rubric', payload: { title: 'Kasrlar' } }),
    showsNothing: 'a drafted rubric is saved by the teacher later, with PUT /api/tasks/{id}/rubric',
  },
  {
    route: 'POST /api/submissions/{id}/feedback-draft',
    write: (school) =>
      as(school.teacher, { method: 'POST', url: `/api/submissions/${school.submissionA}/feedback-draft` }),
    showsNothing: 'a draft is only returned: nothing is saved or sent until the teacher grades',
  },
  {
    route: 'POST /api/comment-bank',
    write: (school) => as(school.teacher, { method: 'POST', url: '/api/comment-bank', payload: { text: 'Barakalla' } }),
    showsNothing: 'no kept read shows the comment bank',
  },
  {
    route: 'PUT /api/comment-bank/{id}',
    prepare: async (app, school) => ({ id: await bankComment(app, school, 'Tahrir uchun') }),
    write: (school, prepared) =>
      as(school.teacher, {
        method: 'PUT',
        url: `/api/comment-bank/${prepared.id}`,
        payload: { classId: school.classA },
      }),
    showsNothing: 'no kept read shows the comment bank',
  },
  {
    route: 'DELETE /api/comment-bank/{id}',
    prepare: async (app, school) => ({ id: await bankComment(app, school, "O'chirish uchun") }),
    write: (school, prepared) => as(school.teacher, { method: 'DELETE', url: `/api/comment-bank/${prepared.id}` }),
    showsNothing: 'no kept read shows the comment bank',
  },
  {
    route: 'POST /api/comment-bank/{id}/use',
    prepare: async (app, school) => ({ id: await bankComment(app, school, 'Ishlatish uchun') }),
    write: (school, prepared) => as(school.teacher, { method: 'POST', url: `/api/comment-bank/${prepared.id}/use` }),
    showsNothing: 'no kept read shows the comment bank',
  },
  {
    route: 'PUT /api/school',
    prepare: async (app) => ({ token: (await adminOf(app)).token }),
    write: (_school, prepared) =>
      as({ token: prepared.token! }, { method: 'PUT', url: '/api/school', payload: { name: '14-maktab' } }),
    showsNothing: "the school's settings are read at /api/school, which is not kept",
  },
  {
    route: 'PUT /api/admin/users/{id}',
    prepare: async (app) => ({ token: (await adminOf(app)).token }),
    write: (school, prepared) =>
      as(
        { token: prepared.token! },
        { method: 'PUT', url: `/api/admin/users/${school.aziza.id}`, payload: { fullName: 'Aziza Rahimova' } },
      ),
  },
  {
    route: 'POST /api/admin/users/{id}/reset-password',
    prepare: async (app) => ({ token: (await adminOf(app)).token }),
    write: (school, prepared) =>
      as({ token: prepared.token! }, { method: 'POST', url: `/api/admin/users/${school.bekzod.id}/reset-password` }),
  },
  {
    route: 'POST /api/admin/invitations',
    prepare: async (app) => ({ token: (await adminOf(app)).token }),
    write: (_school, prepared) =>
      as({ token: prepared.token! }, { method: 'POST', url: '/api/admin/invitations', payload: {} }),
    showsNothing: 'an invitation shows only in the admin’s list, which is not kept',
  },
  {
    route: 'DELETE /api/admin/invitations/{code}',
    prepare: async (app) => {
      const admin = await adminOf(app);
      const made = await app.inject(as(admin, { method: 'POST', url: '/api/admin/invitations', payload: {} }));
      return { token: admin.token, id: json(made).data.invitation.code as string };
    },
    write: (_school, prepared) =>
      as({ token: prepared.token! }, { method: 'DELETE', url: `/api/admin/invitations/${prepared.id}` }),
    showsNothing: 'an invitation shows only in the admin’s list, which is not kept',
  },
  {
    route: 'POST /api/admin/imports',
    prepare: async (app) => ({ token: (await adminOf(app)).token }),
    write: (_school, prepared) => {
      const body = rosterFile('Yangi Oʻquvchi', true);
      return as({ token: prepared.token! }, { method: 'POST', url: '/api/admin/imports', ...body });
    },
  },
  {
    route: 'POST /api/classes/{id}/import',
    write: (school) => {
      const body = rosterFile('Boshqa Oʻquvchi', false);
      return as(school.teacher, { method: 'POST', url: `/api/classes/${school.classA}/import`, ...body });
    },
  },
  {
    route: 'POST /api/guardian-codes',
    write: (school) => as(school.aziza, { method: 'POST', url: '/api/guardian-codes' }),
    showsNothing: 'a code is in no answer until a guardian links with it',
  },
  {
    route: 'POST /api/guardian/children',
    prepare: async (app, school) => {
      const guardian = await createGuardian(app);
      return { token: guardian.token, id: await guardianCode(app, school.aziza) };
    },
    write: (_school, prepared) =>
      as({ token: prepared.token! }, { method: 'POST', url: '/api/guardian/children', payload: { code: prepared.id } }),
    showsNothing: "a guardian's reads are not kept, and the child's answers do not show their guardians",
  },
  {
    route: 'DELETE /api/guardian/children/{id}',
    prepare: async (app, school) => ({ token: (await linkedGuardian(app, school.aziza)).token }),
    write: (school, prepared) =>
      as({ token: prepared.token! }, { method: 'DELETE', url: `/api/guardian/children/${school.aziza.id}` }),
    showsNothing: "a guardian's reads are not kept, and the child's answers do not show their guardians",
  },
  {
    route: 'DELETE /api/users/guardians/{id}',
    prepare: async (app, school) => ({ id: (await linkedGuardian(app, school.aziza)).id }),
    write: (school, prepared) => as(school.aziza, { method: 'DELETE', url: `/api/users/guardians/${prepared.id}` }),
    showsNothing: "a student's guardians are read at /api/users/guardians, which is not kept",
  },
  {
    route: 'POST /api/classes/{id}/posts',
    write: (school) =>
      as(school.teacher, {
        method: 'POST',
        url: `/api/classes/${school.classA}/posts`,
        payload: { text: 'Ertaga dars' },
      }),
    showsNothing: STREAM_NOT_KEPT,
  },
  {
    route: 'PUT /api/posts/{id}',
    prepare: async (app, school) => ({ id: await classPost(app, school) }),
    write: (school, prepared) =>
      as(school.teacher, { method: 'PUT', url: `/api/posts/${prepared.id}`, payload: { pinned: true } }),
    showsNothing: STREAM_NOT_KEPT,
  },
  {
    route: 'DELETE /api/posts/{id}',
    prepare: async (app, school) => ({ id: await classPost(app, school) }),
    write: (school, prepared) => as(school.teacher, { method: 'DELETE', url: `/api/posts/${prepared.id}` }),
    showsNothing: STREAM_NOT_KEPT,
  },
  {
    route: 'POST /api/posts/{id}/comments',
    prepare: async (app, school) => ({ id: await classPost(app, school) }),
    write: (school, prepared) =>
      as(school.aziza, { method: 'POST', url: `/api/posts/${prepared.id}/comments`, payload: { text: 'Rahmat' } }),
    showsNothing: STREAM_NOT_KEPT,
  },
  {
    route: 'DELETE /api/posts/{id}/comments/{commentId}',
    prepare: async (app, school) => {
      const post = await classPost(app, school);
      const made = await app.inject(
        as(school.aziza, { method: 'POST', url: `/api/posts/${post}/comments`, payload: { text: 'Xato' } }),
      );
      return { id: `${post}/comments/${json(made).data.comment._id as string}` };
    },
    write: (school, prepared) => as(school.aziza, { method: 'DELETE', url: `/api/posts/${prepared.id}` }),
    showsNothing: STREAM_NOT_KEPT,
  },
];

/** A post in class A's stream, by its teacher. */
async function classPost(app: FastifyInstance, school: School): Promise<string> {
  const made = await app.inject(
    as(school.teacher, { method: 'POST', url: `/api/classes/${school.classA}/posts`, payload: { text: 'E’lon' } }),
  );
  return json(made).data.post._id as string;
}

/** A student's guardian link code. */
async function guardianCode(app: FastifyInstance, student: TestUser): Promise<string> {
  const made = await app.inject(as(student, { method: 'POST', url: '/api/guardian-codes' }));
  return json(made).data.code as string;
}

/** A new guardian linked to the student with their code. */
async function linkedGuardian(app: FastifyInstance, student: TestUser): Promise<TestUser> {
  const guardian = await createGuardian(app);
  const code = await guardianCode(app, student);
  const linked = await app.inject(as(guardian, { method: 'POST', url: '/api/guardian/children', payload: { code } }));
  if (linked.statusCode !== 201) throw new Error(`guardian link failed: ${linked.statusCode}`);
  return guardian;
}

/** A new student whom class A's teacher has invited (the invitation still open). */
async function invitedToClassA(app: FastifyInstance, school: School): Promise<TestUser> {
  const user = await registerUser(app, 'student');
  const invited = await app.inject(
    as(school.teacher, {
      method: 'POST',
      url: `/api/classes/${school.classA}/students`,
      payload: { email: user.email },
    }),
  );
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode}`);
  return user;
}

/** A roster of one new pupil (for class A when it names classes), as a school's office program exports it. */
const rosterFile = (fullName: string, withClass: boolean) =>
  multipart([
    {
      name: 'file',
      filename: 'roster.csv',
      content: Buffer.from(withClass ? `fullName;class\n${fullName};7-A\n` : `fullName\n${fullName}\n`),
    },
  ]);

/** The school's admin (made once per app, as `npm run admin:create` would), signed in. */
async function adminOf(app: FastifyInstance): Promise<{ token: string }> {
  const email = 'direktor@maktab.uz';
  const exists = await app.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (exists) return signIn(app, { email, password: 'direktor123' });
  const admin = await createAdmin(app, { email });
  // The school keeps teacher sign-up open, so the tests that follow can still register teachers.
  await saveSchool(app.deps.db, { teacherSignup: 'open' });
  return admin;
}
