import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, grade, submit } from '../../test/fixtures';
import { bearer, createAdmin, json, registerUser, sendMultipart, type TestUser } from '../../test/http';

describe.each(testDatabases)("the school's figures and the people filter by class, on %s", (kind) => {
  let ctx: TestContext;
  let admin: TestUser;
  let teacher: TestUser;
  let pupils: TestUser[];
  /** Registered, in no class. */
  let loner: TestUser;
  let classA: string;
  /** The two pupils' hand-ins of a task of class A. */
  let handedIn: string[] = [];
  let importedClass: string;

  const call = (user: { token: string } | null, method: string, url: string, payload?: object) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: { ...(user ? bearer(user) : {}), 'accept-language': 'en' },
    });
  const stats = async () => {
    const response = await call(admin, 'GET', '/api/admin/stats');
    expect(response.statusCode).toBe(200);
    return json(response).data.stats;
  };
  const peopleOf = async (query: string) =>
    (json(await call(admin, 'GET', `/api/admin/users?${query}`)).data.users as { _id: string }[])
      .map((user) => user._id)
      .sort();

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher');
    pupils = [await registerUser(ctx.app, 'student'), await registerUser(ctx.app, 'student')];
    loner = await registerUser(ctx.app, 'student');
    classA = (await createClass(ctx.app, teacher, pupils, { name: '7-A' }))._id;
    admin = await createAdmin(ctx.app);
  });
  afterAll(async () => ctx?.close());

  it('answers 403 to a teacher and a student, 401 to nobody signed in', async () => {
    expect((await call(teacher, 'GET', '/api/admin/stats')).statusCode).toBe(403);
    expect((await call(pupils[0]!, 'GET', '/api/admin/stats')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/admin/stats')).statusCode).toBe(401);
  });

  it('counts the classes, the active accounts of each role, and who is in no class', async () => {
    expect(await stats()).toEqual({
      classes: 1,
      teachers: 1,
      students: 3,
      admins: 1,
      submissionsThisWeek: 0,
      classesWithoutTeacher: 0,
      studentsInNoClass: 1,
      marks: { '5': 0, '4': 0, '3': 0, '2': 0 },
    });
  });

  it('counts this week’s hand-ins, not those of a deleted task', async () => {
    const kept = await createTask(ctx.app, teacher, { classId: classA });
    const dropped = await createTask(ctx.app, teacher, { classId: classA, title: 'Bekor qilinadi' });
    handedIn = [];
    for (const pupil of pupils) {
      const response = await submit(ctx.app, pupil, kept._id);
      expect(response.statusCode).toBe(201);
      handedIn.push(json(response).data.submission._id);
    }
    expect((await submit(ctx.app, pupils[0]!, dropped._id)).statusCode).toBe(201);
    expect((await stats()).submissionsThisWeek).toBe(3);
    expect((await call(teacher, 'DELETE', `/api/tasks/${dropped._id}`)).statusCode).toBe(200);
    expect((await stats()).submissionsThisWeek).toBe(2);
  });

  it('counts the marks of the graded work on the school’s scale, not work returned for another try', async () => {
    expect((await grade(ctx.app, teacher, handedIn[0]!, 90)).statusCode).toBe(200);
    expect((await grade(ctx.app, teacher, handedIn[1]!, 60)).statusCode).toBe(200);
    expect((await stats()).marks).toEqual({ '5': 1, '4': 0, '3': 1, '2': 0 });
    const scale = (min5: number) => [
      { mark: 5, min: min5 },
      { mark: 4, min: 71 },
      { mark: 3, min: 56 },
      { mark: 2, min: 0 },
    ];
    expect((await call(admin, 'PUT', '/api/school', { gradeScale: scale(91) })).statusCode).toBe(200);
    expect((await stats()).marks).toEqual({ '5': 0, '4': 1, '3': 1, '2': 0 });
    expect((await call(admin, 'PUT', '/api/school', { gradeScale: scale(86) })).statusCode).toBe(200);
    const returned = await call(teacher, 'POST', `/api/submissions/${handedIn[1]}/return`, { feedback: 'Qayta' });
    expect(returned.statusCode).toBe(200);
    expect((await stats()).marks).toEqual({ '5': 1, '4': 0, '3': 0, '2': 0 });
  });

  it('lists a class’s teachers and students, or the people in no class', async () => {
    expect(await peopleOf(`classId=${classA}`)).toEqual([teacher.id, ...pupils.map((pupil) => pupil.id)].sort());
    expect(await peopleOf(`classId=${classA}&role=student`)).toEqual(pupils.map((pupil) => pupil.id).sort());
    expect(await peopleOf('classId=none&role=student')).toEqual([loner.id]);
    // The admin teaches nothing either.
    expect(await peopleOf('classId=none')).toEqual([admin.id, loner.id].sort());
    expect(await peopleOf('classId=no-such-class')).toEqual([]);
    const tooLong = await call(admin, 'GET', `/api/admin/users?classId=${'x'.repeat(65)}`);
    expect(tooLong.statusCode).toBe(400);
  });

  it('counts a class an import made without a teacher until one is assigned', async () => {
    const imported = await sendMultipart(ctx.app, 'POST', '/api/admin/imports', admin, [
      { name: 'createClasses', value: 'true' },
      { name: 'file', filename: 'roster.csv', content: Buffer.from('fullName,class\nValiyev Ali,9-B\n') },
    ]);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await stats()).toMatchObject({ classes: 2, students: 4, classesWithoutTeacher: 1, studentsInNoClass: 1 });
    const classes = json(await call(admin, 'GET', '/api/classes')).data.classes as { _id: string; name: string }[];
    importedClass = classes.find((item) => item.name === '9-B')!._id;
    const assigned = await call(admin, 'POST', `/api/classes/${importedClass}/teachers`, { email: teacher.email });
    expect(assigned.statusCode).toBe(201);
    expect((await stats()).classesWithoutTeacher).toBe(0);
  });

  it('leaves archived classes and deactivated accounts out', async () => {
    expect((await call(admin, 'PUT', `/api/classes/${classA}`, { archived: true })).statusCode).toBe(200);
    expect(await stats()).toMatchObject({
      classes: 1,
      students: 4,
      studentsInNoClass: 3,
      marks: { '5': 0, '4': 0, '3': 0, '2': 0 },
    });
    expect((await call(admin, 'PUT', `/api/admin/users/${loner.id}`, { active: false })).statusCode).toBe(200);
    expect(await stats()).toMatchObject({ students: 3, studentsInNoClass: 2 });
    expect(await peopleOf('classId=none&role=student&active=true')).toEqual(pupils.map((pupil) => pupil.id).sort());
  });
});
