import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../test/context';
import { createClass, createTask, createVideo, submissionBody, submit } from '../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../test/http';

/**
 * Callers: a guest; someone else's class — a student of another class (`outsider`) and the
 * teacher of another class (`otherTeacher`); two students of class A and its teacher.
 * The strangers are asked first, so their 404 comes from scoping, not from a deleted row.
 */
const CALLERS = ['guest', 'outsider', 'otherTeacher', 'student', 'otherStudent', 'teacher'] as const;
type Caller = (typeof CALLERS)[number];
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
  coTeacher: string;
  coTeacherEmail: string;
  file: string;
};
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (ids: Ids) => string;
  body?: (ids: Ids) => { payload: Buffer | object; headers?: Record<string, string> };
  expect: Record<Caller, number>;
}

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

/** status for: guest, outsider, otherTeacher, student, otherStudent, teacher */
const as = (...codes: [number, number, number, number, number, number]) =>
  Object.fromEntries(CALLERS.map((caller, index) => [caller, codes[index]])) as Record<Caller, number>;

/** Every route of docs/architecture.md §4 and who may call it. Add a row for each new route. */
const routes: Route[] = [
  { method: 'GET', url: () => '/api/auth/profile', expect: as(401, 200, 200, 200, 200, 200) },
  { method: 'GET', url: () => '/api/users/profile', expect: as(401, 200, 200, 200, 200, 200) },
  {
    method: 'PUT',
    url: () => '/api/users/profile',
    body: () => ({ payload: {} }),
    expect: as(401, 400, 400, 400, 400, 400),
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
  { method: 'GET', url: (ids) => `/api/classes/${ids.classA}`, expect: as(401, 404, 404, 200, 200, 200) },
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
  },
  {
    method: 'GET',
    url: (ids) => `/api/submissions/${ids.submission}/comments`,
    expect: as(401, 404, 404, 200, 404, 200),
  },
  {
    method: 'POST',
    url: (ids) => `/api/submissions/${ids.submission}/comments`,
    body: () => ({ payload: { text: 'Savol bor' } }),
    expect: as(401, 404, 404, 201, 404, 201),
  },
  { method: 'GET', url: (ids) => `/api/tasks/${ids.task}/extensions`, expect: as(401, 403, 404, 403, 403, 200) },
  {
    method: 'PUT',
    url: (ids) => `/api/tasks/${ids.task}/extensions/${ids.student}`,
    body: () => ({ payload: { deadline: new Date(Date.now() + 30 * 86_400_000).toISOString() } }),
    expect: as(401, 403, 404, 403, 403, 200),
  },
  { method: 'GET', url: (ids) => `/api/tasks/${ids.task}/submissions.zip`, expect: as(401, 403, 404, 403, 403, 200) },
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
  // A signed link is a bearer link: whoever holds it may read the file, signed in or not.
  { method: 'GET', url: (ids) => ids.file, expect: as(200, 200, 200, 200, 200, 200) },
  { method: 'GET', url: () => '/api/health', expect: as(200, 200, 200, 200, 200, 200) },
  // Removals last: they take away what the rows above use.
  {
    method: 'DELETE',
    url: (ids) => `/api/classes/${ids.classA}/students/${ids.extraStudent}`,
    expect: as(401, 403, 404, 403, 403, 200),
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/classes/${ids.classA}/teachers/${ids.coTeacher}`,
    expect: as(401, 403, 404, 403, 403, 200),
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/tasks/${ids.task}/extensions/${ids.student}`,
    expect: as(401, 403, 404, 403, 403, 200),
  },
  { method: 'DELETE', url: (ids) => `/api/videos/${ids.video}`, expect: as(401, 403, 404, 403, 403, 200) },
  { method: 'DELETE', url: (ids) => `/api/tasks/${ids.task}`, expect: as(401, 403, 404, 403, 403, 200) },
];

describe.each(testDatabases)('permission matrix on %s', (kind) => {
  let ctx: TestContext;
  let users: Record<Exclude<Caller, 'guest'>, TestUser>;
  let ids: Ids;
  const results: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    users = {
      outsider: await registerUser(ctx.app, 'student'),
      otherTeacher: await registerUser(ctx.app, 'teacher'),
      student: await registerUser(ctx.app, 'student'),
      otherStudent: await registerUser(ctx.app, 'student'),
      teacher: await registerUser(ctx.app, 'teacher'),
    };
    const extra = await registerUser(ctx.app, 'student');
    const coTeacher = await registerUser(ctx.app, 'teacher');
    const classA = await createClass(ctx.app, users.teacher, [users.student, users.otherStudent], { name: '7-A' });
    // Someone else's class, with its own task and student.
    const classB = await createClass(ctx.app, users.otherTeacher, [users.outsider], { name: '8-B' });
    await createTask(ctx.app, users.otherTeacher, { classId: classB._id, title: 'Boshqa sinf vazifasi' });
    const classC = await createClass(ctx.app, users.teacher, [], { name: '9-C' });
    const task = await createTask(ctx.app, users.teacher, { classId: classA._id });
    const submission = json(await submit(ctx.app, users.student, task._id)).data.submission;
    const video = await createVideo(ctx.app, users.teacher, classA._id);
    ids = {
      classA: classA._id,
      classC: classC._id,
      joinCodeC: classC.joinCode,
      task: task._id,
      submission: submission._id,
      video: video._id,
      student: users.student.id,
      extraStudent: extra.id,
      extraEmail: extra.email,
      coTeacher: coTeacher.id,
      coTeacherEmail: coTeacher.email,
      file: submission.fileUrl,
    };
  });
  afterAll(async () => {
    if (results.length) console.log(`route × caller → status (${kind})\n${results.join('\n')}`);
    await ctx?.close();
  });

  it('covers every route of the contract', () => {
    const registered = ctx.app.printRoutes({ commonPrefix: false });
    for (const path of ['join-code', 'gradebook', ':userId', 'join', 'generate-task']) {
      expect(registered).toContain(path);
    }
    // Every route but sign-up and sign-in (guest-only), the gradebook twice (whole class and one task).
    expect(routes).toHaveLength(48);
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
      const headers = { ...(body?.headers ?? {}), ...(caller === 'guest' ? {} : bearer(users[caller])) };
      const response = await ctx.app.inject({
        method: route.method,
        url: route.url(ids),
        headers,
        ...(body ? { payload: body.payload } : {}),
      });
      statuses[caller] = response.statusCode;
    }
    results.push(`${name.padEnd(52)} ${CALLERS.map((caller) => `${caller} ${statuses[caller]}`).join('  ')}`);
    expect(statuses).toEqual(route.expect);
  });

  it("keeps one student's submissions and progress from another", async () => {
    const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(user) });
    const mine = json(await get(users.student, '/api/submissions/my')).data.submissions;
    const theirs = json(await get(users.otherStudent, '/api/submissions/my')).data.submissions;
    expect(mine.every((s: { studentId: { _id: string } }) => s.studentId._id === users.student.id)).toBe(true);
    expect(theirs.every((s: { studentId: { _id: string } }) => s.studentId._id === users.otherStudent.id)).toBe(true);
    const tasks = json(await get(users.otherStudent, '/api/tasks')).data.tasks;
    for (const task of tasks)
      expect(task.mySubmission?.studentId._id ?? users.otherStudent.id).toBe(users.otherStudent.id);
  });
});
