import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass } from '../../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../../test/http';

interface Seen {
  type: string;
  title: string;
  body: string;
  url: string;
}

/**
 * A comment in a class's stream reaches the other side of its thread (docs/architecture.md §4
 * "Notifications", `comment`): the post's author and whoever commented before, still of the
 * class, never the commenter; each on their own page of the class.
 */
describe.each(testDatabases)('stream comment notifications on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let aziza: TestUser;
  let bobur: TestUser;
  let quiet: TestUser;
  let classId: string;
  let postId: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher', { fullName: 'Dilnoza Rashidova' });
    aziza = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova' });
    bobur = await registerUser(ctx.app, 'student', { fullName: 'Bobur Aliyev' });
    quiet = await registerUser(ctx.app, 'student', { fullName: 'Sardor Nazarov' });
    classId = (await createClass(ctx.app, teacher, [aziza, bobur, quiet], { name: '7-A' }))._id;
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/api/classes/${classId}/posts`,
      headers: bearer(teacher),
      payload: { text: 'Ertaga nazorat ishi' },
    });
    expect(posted.statusCode).toBe(201);
    postId = json(posted).data.post._id;
  });
  afterAll(async () => ctx?.close());

  const comment = async (user: TestUser, text: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/posts/${postId}/comments`,
      headers: bearer(user),
      payload: { text },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const comments = async (user: TestUser, language = 'en') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications?limit=100',
      headers: { ...bearer(user), 'accept-language': language },
    });
    return (json(response).data.notifications as Seen[]).filter((found) => found.type === 'comment');
  };

  it("tells the post's author of a pupil's comment, not the pupil, on the class's stream tab", async () => {
    await comment(aziza, 'Qaysi mavzulardan?');
    expect(await comments(teacher)).toEqual([
      expect.objectContaining({
        title: '7-A: new comment on an announcement',
        body: 'Aziza Karimova: Qaysi mavzulardan?',
        url: `/teacher/classes/${classId}?tab=stream`,
      }),
    ]);
    expect((await comments(teacher, 'uz'))[0]!.title).toBe("7-A: e'longa yangi izoh");
    expect(await comments(aziza)).toEqual([]);
    expect(await comments(bobur)).toEqual([]);
  });

  it('tells everyone already in the thread of the next comment, each on their own page', async () => {
    await comment(bobur, 'Men ham bilmoqchiman');
    expect((await comments(teacher)).map((found) => found.body)).toEqual([
      'Bobur Aliyev: Men ham bilmoqchiman',
      'Aziza Karimova: Qaysi mavzulardan?',
    ]);
    expect(await comments(aziza)).toEqual([
      expect.objectContaining({ body: 'Bobur Aliyev: Men ham bilmoqchiman', url: `/student/classes/${classId}` }),
    ]);
    expect(await comments(bobur)).toEqual([]);
    // A classmate who never joined the thread hears nothing of it.
    expect(await comments(quiet)).toEqual([]);

    await comment(teacher, "Kasrlar va o'nli kasrlar");
    expect((await comments(aziza))[0]!.body).toBe("Dilnoza Rashidova: Kasrlar va o'nli kasrlar");
    expect((await comments(bobur))[0]!.body).toBe("Dilnoza Rashidova: Kasrlar va o'nli kasrlar");
    expect(await comments(teacher)).toHaveLength(2);
  });

  it('leaves out someone no longer in the class', async () => {
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/classes/${classId}/students/${bobur.id}`,
      headers: bearer(teacher),
    });
    expect(removed.statusCode).toBe(200);
    await comment(aziza, 'Rahmat!');
    expect(await comments(bobur)).toHaveLength(1);
    expect((await comments(teacher))[0]!.body).toBe('Aziza Karimova: Rahmat!');
  });
});
