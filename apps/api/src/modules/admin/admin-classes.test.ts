import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, grade, submit } from '../../test/fixtures';
import { bearer, createAdmin, json, registerUser, type TestUser } from '../../test/http';

describe.each(testDatabases)("the school's admin manages every class as its teachers may, on %s", (kind) => {
  let ctx: TestContext;
  let admin: TestUser;
  let teacher: TestUser;
  let pupil: TestUser;
  let newcomer: TestUser;
  let classId: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher');
    pupil = await registerUser(ctx.app, 'student');
    newcomer = await registerUser(ctx.app, 'student');
    classId = (await createClass(ctx.app, teacher, [pupil], { name: '8-A Kimyo' }))._id;
    admin = await createAdmin(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const call = (method: string, url: string, payload?: object) =>
    ctx.app.inject({ method: method as 'GET', url, payload, headers: bearer(admin) });

  it('sees every class with its code, its roster and its work', async () => {
    const classes = json(await call('GET', '/api/classes')).data.classes as { _id: string; joinCode: string | null }[];
    const theClass = classes.find((item) => item._id === classId);
    expect(theClass?.joinCode).toMatch(/^[A-Z2-9]{7}$/);
    const roster = json(await call('GET', `/api/classes/${classId}/students`)).data.users as { _id: string }[];
    expect(roster.map((user) => user._id)).toEqual([pupil.id]);
  });

  it('sets a task in a teacher’s class and grades its work', async () => {
    const taskId = (await createTask(ctx.app, admin, { classId, title: 'Direktor topshirigʻi' }))._id;
    const work = json(await submit(ctx.app, pupil, taskId)).data.submission._id as string;
    const graded = await grade(ctx.app, admin, work, 90, 'Barakalla');
    expect(graded.statusCode).toBe(200);
    // The pupil sees the grade; the class's teacher sees the task.
    const mine = json(await ctx.app.inject({ method: 'GET', url: '/api/submissions/my', headers: bearer(pupil) }));
    expect(mine.data.submissions[0]).toMatchObject({ score: 90 });
    const teachers = json(await ctx.app.inject({ method: 'GET', url: '/api/tasks', headers: bearer(teacher) }));
    expect(teachers.data.tasks.map((task: { _id: string }) => task._id)).toContain(taskId);
    expect((await createTask(ctx.app, teacher, { classId }))._id).toEqual(expect.any(String));
  });

  it("enrols a student at once (the school's own add needs no consent)", async () => {
    const added = await call('POST', `/api/classes/${classId}/students`, { email: newcomer.email });
    expect(added.statusCode).toBe(201);
    expect(json(added).data).toMatchObject({ status: 'enrolled', user: { _id: newcomer.id } });
    const theirs = json(await ctx.app.inject({ method: 'GET', url: '/api/classes', headers: bearer(newcomer) }));
    expect(theirs.data.classes.map((item: { _id: string }) => item._id)).toEqual([classId]);
  });

  it('is still refused what is a student’s own (403), like a teacher', async () => {
    expect((await call('GET', '/api/submissions/progress')).statusCode).toBe(403);
    expect((await call('GET', '/api/classes/invitations')).statusCode).toBe(403);
  });
});
