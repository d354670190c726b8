import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../test/context';
import { createTask, submissionBody, submit } from '../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../test/http';

type Caller = 'guest' | 'student' | 'otherStudent' | 'teacher';
type Ids = { task: string; submission: string; video: string; student: string; file: string };
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (ids: Ids) => string;
  body?: (ids: Ids) => { payload: Buffer | object; headers?: Record<string, string> };
  expect: Record<Caller, number>;
}

const future = () => new Date(Date.now() + 86_400_000).toISOString();
const videoBody = () => ({ payload: { title: 'Dars', description: 'Video dars', url: 'https://youtu.be/dQw4w9WgXcQ' } });
const taskUpdateBody = () => {
  const boundary = 'permissionsboundary';
  return { payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nYangi sarlavha\r\n--${boundary}--\r\n`), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
const taskCreateBody = () => {
  const boundary = 'permissionsboundary';
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return { payload: Buffer.from(`${field('title', 'Yangi vazifa')}${field('description', 'Yangi vazifa tavsifi matni')}${field('deadline', future())}--${boundary}--\r\n`), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

/** Every route of ARCHITECTURE §4 and who may call it. Add a row for each new route. */
const routes: Route[] = [
  { method: 'GET', url: () => '/api/auth/profile', expect: { guest: 401, student: 200, otherStudent: 200, teacher: 200 } },
  { method: 'GET', url: () => '/api/users/profile', expect: { guest: 401, student: 200, otherStudent: 200, teacher: 200 } },
  { method: 'PUT', url: () => '/api/users/profile', body: () => ({ payload: {} }), expect: { guest: 401, student: 400, otherStudent: 400, teacher: 400 } },
  { method: 'GET', url: () => '/api/users', expect: { guest: 401, student: 403, otherStudent: 403, teacher: 200 } },
  { method: 'GET', url: (ids) => `/api/users/${ids.student}/progress`, expect: { guest: 401, student: 403, otherStudent: 403, teacher: 200 } },
  { method: 'GET', url: () => '/api/users/stats/teacher', expect: { guest: 401, student: 403, otherStudent: 403, teacher: 200 } },
  { method: 'GET', url: () => '/api/users/stats/student', expect: { guest: 401, student: 200, otherStudent: 200, teacher: 403 } },
  { method: 'GET', url: () => '/api/tasks', expect: { guest: 401, student: 200, otherStudent: 200, teacher: 200 } },
  { method: 'GET', url: (ids) => `/api/tasks/${ids.task}`, expect: { guest: 401, student: 200, otherStudent: 200, teacher: 200 } },
  { method: 'POST', url: () => '/api/tasks', body: taskCreateBody, expect: { guest: 401, student: 403, otherStudent: 403, teacher: 201 } },
  { method: 'PUT', url: (ids) => `/api/tasks/${ids.task}`, body: taskUpdateBody, expect: { guest: 401, student: 403, otherStudent: 403, teacher: 200 } },
  { method: 'GET', url: (ids) => `/api/tasks/${ids.task}/stats`, expect: { guest: 401, student: 403, otherStudent: 403, teacher: 200 } },
  { method: 'GET', url: () => '/api/submissions/progress', expect: { guest: 401, student: 200, otherStudent: 200, teacher: 403 } },
  { method: 'GET', url: () => '/api/submissions/my', expect: { guest: 401, student: 200, otherStudent: 200, teacher: 403 } },
  // The student already submitted this task (409); the other student may (201).
  { method: 'POST', url: (ids) => `/api/submissions/${ids.task}`, body: () => submissionBody(), expect: { guest: 401, student: 409, otherStudent: 201, teacher: 403 } },
  { method: 'GET', url: (ids) => `/api/submissions/${ids.task}`, expect: { guest: 401, student: 403, otherStudent: 403, teacher: 200 } },
  { method: 'GET', url: () => '/api/submissions', expect: { guest: 401, student: 403, otherStudent: 403, teacher: 200 } },
  { method: 'PUT', url: (ids) => `/api/submissions/${ids.submission}/grade`, body: () => ({ payload: { score: 90, feedback: 'Yaxshi' } }), expect: { guest: 401, student: 403, otherStudent: 403, teacher: 200 } },
  { method: 'GET', url: () => '/api/videos', expect: { guest: 401, student: 200, otherStudent: 200, teacher: 200 } },
  { method: 'POST', url: () => '/api/videos', body: videoBody, expect: { guest: 401, student: 403, otherStudent: 403, teacher: 201 } },
  { method: 'PUT', url: (ids) => `/api/videos/${ids.video}`, body: videoBody, expect: { guest: 401, student: 403, otherStudent: 403, teacher: 200 } },
  { method: 'POST', url: () => '/api/ai/ask', body: () => ({ payload: { question: 'Salom' } }), expect: { guest: 401, student: 200, otherStudent: 200, teacher: 403 } },
  { method: 'POST', url: () => '/api/ai/generate-task', body: () => ({ payload: { subject: 'Kasrlar', difficulty: 'beginner' } }), expect: { guest: 401, student: 403, otherStudent: 403, teacher: 200 } },
  { method: 'GET', url: () => '/api/users/gradebook', expect: { guest: 401, student: 403, otherStudent: 403, teacher: 200 } },
  { method: 'GET', url: (ids) => `/api/users/gradebook?taskId=${ids.task}`, expect: { guest: 401, student: 403, otherStudent: 403, teacher: 200 } },
  { method: 'GET', url: () => '/api/health', expect: { guest: 200, student: 200, otherStudent: 200, teacher: 200 } },
  // Deletions last: they remove what the rows above use.
  { method: 'DELETE', url: (ids) => `/api/videos/${ids.video}`, expect: { guest: 401, student: 403, otherStudent: 403, teacher: 200 } },
  { method: 'DELETE', url: (ids) => `/api/tasks/${ids.task}`, expect: { guest: 401, student: 403, otherStudent: 403, teacher: 200 } },
];

describe.each(testDatabases)('permission matrix on %s', (kind) => {
  let ctx: TestContext;
  let users: Record<Exclude<Caller, 'guest'>, TestUser>;
  let ids: Ids;
  const results: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    users = { student: await registerUser(ctx.app, 'student'), otherStudent: await registerUser(ctx.app, 'student'), teacher: await registerUser(ctx.app, 'teacher') };
    const task = await createTask(ctx.app, users.teacher);
    const submission = json(await submit(ctx.app, users.student, task._id)).data.submission;
    const video = json(await ctx.app.inject({ method: 'POST', url: '/api/videos', headers: bearer(users.teacher), ...videoBody() })).data.video;
    ids = { task: task._id, submission: submission._id, video: video._id, student: users.student.id, file: submission.fileUrl };
  });
  afterAll(async () => {
    if (results.length) console.log(`route × caller → status (${kind})\n${results.join('\n')}`);
    await ctx?.close();
  });

  it('covers every route of the contract', () => {
    const registered = ctx.app.printRoutes({ commonPrefix: false });
    for (const path of ['/api/tasks/:id/stats', '/api/submissions/:id/grade', '/api/users/:id/progress', '/api/ai/generate-task', '/api/videos/:id']) {
      expect(registered).toContain(path.split('/').pop());
    }
    expect(routes).toHaveLength(28);
  });

  it.each(routes.map((route) => [`${route.method} ${route.url({ task: ':task', submission: ':id', video: ':id', student: ':id', file: '' })}`, route] as const))('%s answers each caller as it should', async (_name, route) => {
    const statuses: Partial<Record<Caller, number>> = {};
    for (const caller of ['guest', 'student', 'otherStudent', 'teacher'] as Caller[]) {
      const body = route.body?.(ids);
      const headers = { ...(body?.headers ?? {}), ...(caller === 'guest' ? {} : bearer(users[caller])) };
      const response = await ctx.app.inject({ method: route.method, url: route.url(ids), headers, ...(body ? { payload: body.payload } : {}) });
      statuses[caller] = response.statusCode;
    }
    results.push(`${_name.padEnd(44)} guest ${statuses.guest}  student ${statuses.student}  other ${statuses.otherStudent}  teacher ${statuses.teacher}`);
    expect(statuses).toEqual(route.expect);
  });

  it("keeps one student's submissions and progress from another", async () => {
    const mine = json(await ctx.app.inject({ method: 'GET', url: '/api/submissions/my', headers: bearer(users.student) })).data.submissions;
    const theirs = json(await ctx.app.inject({ method: 'GET', url: '/api/submissions/my', headers: bearer(users.otherStudent) })).data.submissions;
    expect(mine.every((s: { studentId: { _id: string } }) => s.studentId._id === users.student.id)).toBe(true);
    expect(theirs.every((s: { studentId: { _id: string } }) => s.studentId._id === users.otherStudent.id)).toBe(true);
    const tasks = json(await ctx.app.inject({ method: 'GET', url: '/api/tasks', headers: bearer(users.otherStudent) })).data.tasks;
    for (const task of tasks) expect(task.mySubmission?.studentId._id ?? users.otherStudent.id).toBe(users.otherStudent.id);
  });
});
