import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass } from '../../test/fixtures';
import { bearer, createAdmin, json, registerUser, type TestUser } from '../../test/http';

describe.each(testDatabases)('comment bank on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let coTeacher: TestUser;
  let stranger: TestUser;
  let student: TestUser;
  let classA: string;
  let classB: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher', { fullName: 'Dilnoza Rashidova' });
    coTeacher = await registerUser(ctx.app, 'teacher', { fullName: 'Anvar Tursunov' });
    stranger = await registerUser(ctx.app, 'teacher', { fullName: 'Jasur Aliyev' });
    student = await registerUser(ctx.app, 'student');
    classA = (await createClass(ctx.app, teacher, [student], { name: '7-A' }))._id;
    classB = (await createClass(ctx.app, stranger, [], { name: '8-B' }))._id;
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/classes/${classA}/teachers`,
      headers: bearer(teacher),
      payload: { email: coTeacher.email },
    });
    expect(added.statusCode).toBe(201);
  });
  afterAll(async () => ctx?.close());

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...(user ? bearer(user) : {}), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const save = async (user: TestUser, text: string, classId?: string) => {
    const response = await call(user, 'POST', '/api/comment-bank', { text, classId });
    expect(response.statusCode, response.body).toBe(201);
    return json(response).data.comment as { _id: string; text: string; classId: string | null };
  };
  const list = async (user: TestUser, query = '') => {
    const response = await call(user, 'GET', `/api/comment-bank${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return json(response).data.comments as {
      _id: string;
      text: string;
      mine: boolean;
      shared: boolean;
      useCount: number;
      lastUsedAt: string | null;
    }[];
  };

  it('saves a trimmed comment and lists it as the caller’s own, private', async () => {
    const saved = await save(teacher, '  Yechim to‘g‘ri, lekin birliklarni yozing.  ');
    expect(saved).toMatchObject({ text: 'Yechim to‘g‘ri, lekin birliklarni yozing.', classId: null });
    const mine = await list(teacher);
    expect(mine.find((comment) => comment._id === saved._id)).toMatchObject({
      mine: true,
      shared: false,
      useCount: 0,
      lastUsedAt: null,
    });
    // Private: nobody else sees it.
    expect((await list(coTeacher)).some((comment) => comment._id === saved._id)).toBe(false);
  });

  it('refuses the same text twice with a clear 409, and blank or too long text with a 400', async () => {
    await save(teacher, 'Chiroyli yozilgan');
    const again = await call(teacher, 'POST', '/api/comment-bank', { text: ' Chiroyli yozilgan ' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This comment is already in your bank');
    // Another teacher may keep the same words.
    await save(coTeacher, 'Chiroyli yozilgan');
    const blank = await call(teacher, 'POST', '/api/comment-bank', { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(json(blank).message).toBe('Enter the comment text');
    const long = await call(teacher, 'POST', '/api/comment-bank', { text: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(json(long).message).toBe('A comment is at most 2000 characters');
  });

  it("shares a comment with the class's co-teachers only, and only into a class the caller teaches", async () => {
    const shared = await save(teacher, 'Kasrlarni qisqartirishni unutmang', classA);
    const seen = (await list(coTeacher)).find((comment) => comment._id === shared._id);
    expect(seen).toMatchObject({ mine: false, shared: true });
    expect((await list(stranger)).some((comment) => comment._id === shared._id)).toBe(false);
    // With classId: own comments and that class's shared ones.
    const inA = await list(coTeacher, `?classId=${classA}`);
    expect(inA.some((comment) => comment._id === shared._id)).toBe(true);
    expect((await call(coTeacher, 'GET', `/api/comment-bank?classId=${classB}`)).statusCode).toBe(404);
    // Sharing into someone else's class is refused.
    const elsewhere = await call(teacher, 'POST', '/api/comment-bank', { text: 'Boshqa sinf', classId: classB });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('searches case-insensitively anywhere in the text', async () => {
    await save(teacher, 'Grafikni CHIZISH aniq bo‘lsin');
    const found = await list(teacher, '?q=chizish');
    expect(found.map((comment) => comment.text)).toEqual(['Grafikni CHIZISH aniq bo‘lsin']);
    expect(await list(teacher, '?q=%25')).toEqual([]);
  });

  it('puts the most used first after a use, which any teacher who sees the comment may count', async () => {
    const rare = await save(teacher, 'Kamdan-kam ishlatiladi');
    const often = await save(teacher, 'Juda yaxshi ish!', classA);
    for (const user of [teacher, coTeacher]) {
      const used = await call(user, 'POST', `/api/comment-bank/${often._id}/use`);
      expect(used.statusCode).toBe(200);
    }
    const used = await call(teacher, 'POST', `/api/comment-bank/${rare._id}/use`);
    expect(json(used).data.comment).toMatchObject({ useCount: 1 });
    const order = (await list(teacher)).map((comment) => comment._id);
    expect(order.indexOf(often._id)).toBeLessThan(order.indexOf(rare._id));
    expect((await list(teacher))[0]).toMatchObject({ _id: often._id, useCount: 2 });
    // Someone who cannot see it cannot use it.
    expect((await call(stranger, 'POST', `/api/comment-bank/${rare._id}/use`)).statusCode).toBe(404);
    expect((await call(coTeacher, 'POST', `/api/comment-bank/${rare._id}/use`)).statusCode).toBe(404);
  });

  it('lets only the owner edit, share, unshare and delete a comment', async () => {
    const own = await save(teacher, 'Tahrir qilinadi');
    const edited = await call(teacher, 'PUT', `/api/comment-bank/${own._id}`, {
      text: 'Tahrir qilindi',
      classId: classA,
    });
    expect(edited.statusCode).toBe(200);
    expect(json(edited).data.comment).toMatchObject({ text: 'Tahrir qilindi', classId: classA, shared: true });
    expect((await call(coTeacher, 'PUT', `/api/comment-bank/${own._id}`, { text: 'Meniki' })).statusCode).toBe(404);
    expect((await call(coTeacher, 'DELETE', `/api/comment-bank/${own._id}`)).statusCode).toBe(404);
    expect((await call(teacher, 'PUT', `/api/comment-bank/${own._id}`, { classId: classB })).statusCode).toBe(404);
    const duplicate = await call(teacher, 'PUT', `/api/comment-bank/${own._id}`, { text: 'Chiroyli yozilgan' });
    expect(duplicate.statusCode).toBe(409);
    const unshared = await call(teacher, 'PUT', `/api/comment-bank/${own._id}`, { classId: null });
    expect(json(unshared).data.comment).toMatchObject({ text: 'Tahrir qilindi', classId: null, shared: false });
    expect((await list(coTeacher)).some((comment) => comment._id === own._id)).toBe(false);
    const removed = await call(teacher, 'DELETE', `/api/comment-bank/${own._id}`);
    expect(removed.statusCode).toBe(200);
    expect((await list(teacher)).some((comment) => comment._id === own._id)).toBe(false);
    expect((await call(teacher, 'DELETE', `/api/comment-bank/${own._id}`)).statusCode).toBe(404);
  });

  it('answers 403 to a student, 401 to a guest, and lets an admin keep a bank', async () => {
    expect((await call(student, 'GET', '/api/comment-bank')).statusCode).toBe(403);
    expect((await call(student, 'POST', '/api/comment-bank', { text: 'Salom' })).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/comment-bank')).statusCode).toBe(401);
    const admin = await createAdmin(ctx.app);
    const saved = await save(admin, 'Direktor izohi', classA);
    expect(saved.classId).toBe(classA);
    // The admin sees the class's shared comments too.
    expect((await list(admin, `?classId=${classA}`)).some((comment) => comment.text === 'Juda yaxshi ish!')).toBe(true);
  });
});
