import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass } from '../../test/fixtures';
import { bearer, createGuardian, json, registerUser, type TestUser } from '../../test/http';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface PostAnswer {
  _id: string;
  text: string;
  pinned: boolean;
  commentsEnabled: boolean;
  publishAt: string | null;
  author: { _id: string; fullName: string };
  commentCount: number;
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe.each(testDatabases)('class stream on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let pupil: TestUser;
  let classmate: TestUser;
  let otherTeacher: TestUser;
  let outsider: TestUser;
  let classId: string;
  let otherClassId: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher', { fullName: 'Dilnoza Rashidova' });
    pupil = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova' });
    classmate = await registerUser(ctx.app, 'student', { fullName: 'Bekzod Olimov' });
    otherTeacher = await registerUser(ctx.app, 'teacher');
    outsider = await registerUser(ctx.app, 'student');
    classId = (await createClass(ctx.app, teacher, [pupil, classmate], { name: '7-A' }))._id;
    otherClassId = (await createClass(ctx.app, otherTeacher, [outsider], { name: '8-B' }))._id;
  });
  afterAll(async () => ctx?.close());

  const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...(user ? bearer(user) : {}), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const post = async (fields: object, into = classId, by = teacher) => {
    const response = await call(by, 'POST', `/api/classes/${into}/posts`, fields);
    expect(response.statusCode, response.body).toBe(201);
    return json(response).data.post as PostAnswer;
  };
  const stream = async (user: TestUser, query = '') => {
    const response = await call(user, 'GET', `/api/classes/${classId}/posts${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return json(response).data as { posts: PostAnswer[]; pagination: { total: number; pages: number } };
  };

  it('posts Markdown with comments on by default, and lists pinned posts first, then the newest', async () => {
    const first = await post({ text: '  **Ertaga** nazorat ishi  ' });
    expect(first).toMatchObject({
      text: '**Ertaga** nazorat ishi',
      pinned: false,
      commentsEnabled: true,
      publishAt: null,
      author: { _id: teacher.id, fullName: 'Dilnoza Rashidova' },
      commentCount: 0,
    });
    const pinned = await post({ text: 'Dars jadvali', pinned: true });
    const latest = await post({ text: 'Kitoblarni olib keling', commentsEnabled: false });
    const { posts, pagination } = await stream(pupil);
    expect(posts.map((found) => found._id)).toEqual([pinned._id, latest._id, first._id]);
    expect(pagination).toMatchObject({ total: 3, pages: 1 });
    const paged = await stream(pupil, '?limit=2&page=2');
    expect(paged.posts.map((found) => found._id)).toEqual([first._id]);
    expect(paged.pagination).toMatchObject({ total: 3, pages: 2 });
  });

  it('refuses empty or overlong text and a publish time in the past (400)', async () => {
    for (const body of [{ text: '   ' }, { text: 'x'.repeat(5001) }, { text: 'Salom', publishAt: inMinutes(-1) }]) {
      const response = await call(teacher, 'POST', `/api/classes/${classId}/posts`, body);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(json(await call(teacher, 'POST', `/api/classes/${classId}/posts`, { text: '' })).message).toBe(
      'Write the announcement first',
    );
  });

  it('shows a scheduled post only to the teachers until its time, and then to the class, kept lists included', async () => {
    const later = await post({ text: 'Keyingi hafta sayohat', publishAt: inMinutes(60) });
    expect(later.publishAt).not.toBeNull();
    expect((await stream(teacher)).posts.map((found) => found._id)).toContain(later._id);
    const before = await stream(pupil);
    expect(before.posts.map((found) => found._id)).not.toContain(later._id);
    expect(before.pagination.total).toBe(3);
    // Asked again, as a kept read would be answered.
    expect((await stream(pupil)).posts.map((found) => found._id)).not.toContain(later._id);
    expect((await call(pupil, 'GET', `/api/posts/${later._id}/comments`)).statusCode).toBe(404);
    expect((await call(pupil, 'POST', `/api/posts/${later._id}/comments`, { text: 'Qachon?' })).statusCode).toBe(404);
    expect((await call(teacher, 'GET', `/api/posts/${later._id}/comments`)).statusCode).toBe(200);

    // Its time comes with no write at all: nothing forgets a kept list, and the pupil still sees it.
    const past = inMinutes(-1);
    await ctx.db
      .updateTable('class_posts')
      .set({ publish_at: past, posted_at: past })
      .where('id', '=', later._id)
      .execute();
    const after = await stream(pupil);
    expect(after.posts.map((found) => found._id)).toContain(later._id);
    expect(after.pagination.total).toBe(4);
    expect((await call(pupil, 'POST', `/api/posts/${later._id}/comments`, { text: 'Qachon?' })).statusCode).toBe(201);
  });

  it('edits and reschedules a post; one already out keeps its time (409)', async () => {
    const waiting = await post({ text: 'Ota-onalar majlisi', publishAt: inMinutes(30) });
    const moved = await call(teacher, 'PUT', `/api/posts/${waiting._id}`, { publishAt: inMinutes(90), pinned: true });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved).data.post).toMatchObject({ pinned: true, text: 'Ota-onalar majlisi' });
    const now = await call(teacher, 'PUT', `/api/posts/${waiting._id}`, { publishAt: null, text: 'Majlis bugun' });
    expect(json(now).data.post).toMatchObject({ publishAt: null, text: 'Majlis bugun' });
    expect((await stream(pupil)).posts[0]!._id).toBe(waiting._id);
    const again = await call(teacher, 'PUT', `/api/posts/${waiting._id}`, { publishAt: inMinutes(30) });
    expect(again.statusCode).toBe(409);
    expect((await call(pupil, 'PUT', `/api/posts/${waiting._id}`, { text: 'Men' })).statusCode).toBe(403);
  });

  it('takes comments from the class, refuses them when off (403), and lets a teacher delete any', async () => {
    const open = await post({ text: 'Savollaringiz bormi?' });
    const closed = await post({ text: 'Faqat e’lon', commentsEnabled: false });
    const refused = await call(pupil, 'POST', `/api/posts/${closed._id}/comments`, { text: 'Salom' });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('Comments are turned off for this announcement');

    const mine = json(await call(pupil, 'POST', `/api/posts/${open._id}/comments`, { text: 'Ha, bor' })).data.comment;
    expect(mine).toMatchObject({ text: 'Ha, bor', author: { _id: pupil.id, fullName: 'Aziza Karimova' } });
    const theirs = json(await call(classmate, 'POST', `/api/posts/${open._id}/comments`, { text: 'Menda ham' })).data
      .comment;
    const thread = json(await call(classmate, 'GET', `/api/posts/${open._id}/comments`)).data;
    expect(thread.comments.map((found: { text: string }) => found.text)).toEqual(['Ha, bor', 'Menda ham']);
    expect((await stream(pupil)).posts.find((found) => found._id === open._id)!.commentCount).toBe(2);

    expect((await call(pupil, 'DELETE', `/api/posts/${open._id}/comments/${theirs._id}`)).statusCode).toBe(403);
    expect((await call(pupil, 'DELETE', `/api/posts/${open._id}/comments/${mine._id}`)).statusCode).toBe(200);
    expect((await call(teacher, 'DELETE', `/api/posts/${open._id}/comments/${theirs._id}`)).statusCode).toBe(200);
    expect(json(await call(teacher, 'GET', `/api/posts/${open._id}/comments`)).data.comments).toEqual([]);
    expect((await call(teacher, 'DELETE', `/api/posts/${open._id}`)).statusCode).toBe(200);
    expect((await call(pupil, 'GET', `/api/posts/${open._id}/comments`)).statusCode).toBe(404);
  });

  it('lets the class’s teacher turn comments off for the whole stream, whatever each post says', async () => {
    const open = await post({ text: 'Ertangi dars haqida' });
    const classSwitch = (streamComments: boolean, by = teacher) =>
      call(by, 'PUT', `/api/classes/${classId}`, { streamComments });
    expect((await classSwitch(false, pupil)).statusCode).toBe(403);
    const off = await classSwitch(false);
    expect(off.statusCode, off.body).toBe(200);
    expect(json(off).data.class.streamComments).toBe(false);
    expect((await stream(pupil)).posts.find((found) => found._id === open._id)!.commentsEnabled).toBe(false);
    const refused = await call(pupil, 'POST', `/api/posts/${open._id}/comments`, { text: 'Savol' });
    expect(refused.statusCode).toBe(403);
    expect((await classSwitch(true)).statusCode).toBe(200);
    expect((await stream(pupil)).posts.find((found) => found._id === open._id)!.commentsEnabled).toBe(true);
    expect((await call(pupil, 'POST', `/api/posts/${open._id}/comments`, { text: 'Savol' })).statusCode).toBe(201);
  });

  it('answers another class’s teacher and pupils 404 on every route, and a guardian 403', async () => {
    const theirs = await post({ text: 'Boshqa sinf' });
    const comment = json(await call(pupil, 'POST', `/api/posts/${theirs._id}/comments`, { text: 'Bizniki' })).data
      .comment;
    const routes: [Method, string, object?][] = [
      ['GET', `/api/classes/${classId}/posts`],
      ['POST', `/api/classes/${classId}/posts`, { text: 'Begona' }],
      ['PUT', `/api/posts/${theirs._id}`, { text: 'Begona' }],
      ['GET', `/api/posts/${theirs._id}/comments`],
      ['POST', `/api/posts/${theirs._id}/comments`, { text: 'Begona' }],
      ['DELETE', `/api/posts/${theirs._id}/comments/${comment._id}`],
      ['DELETE', `/api/posts/${theirs._id}`],
    ];
    const guardian = await createGuardian(ctx.app);
    for (const [method, url, body] of routes) {
      expect((await call(otherTeacher, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(guardian, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      if (method === 'GET' || url.includes('/comments')) {
        expect((await call(outsider, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
      }
    }
    // And the other teacher's own class is theirs: nothing of class 7-A in it.
    expect(json(await call(otherTeacher, 'GET', `/api/classes/${otherClassId}/posts`)).data.posts).toEqual([]);
  });

  it('keeps an archived class read-only: its stream reads, nothing is posted or commented (409)', async () => {
    const kept = await post({ text: 'Yil yakuni' });
    const archived = await call(teacher, 'PUT', `/api/classes/${classId}`, { archived: true });
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await stream(pupil)).posts.map((found) => found._id)).toContain(kept._id);
    expect((await call(teacher, 'POST', `/api/classes/${classId}/posts`, { text: 'Yana' })).statusCode).toBe(409);
    expect((await call(teacher, 'PUT', `/api/posts/${kept._id}`, { text: 'Yana' })).statusCode).toBe(409);
    expect((await call(pupil, 'POST', `/api/posts/${kept._id}/comments`, { text: 'Yana' })).statusCode).toBe(409);
    expect((await call(teacher, 'DELETE', `/api/posts/${kept._id}`)).statusCode).toBe(409);
    await call(teacher, 'PUT', `/api/classes/${classId}`, { archived: false });
  });
});
