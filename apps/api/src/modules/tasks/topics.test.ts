import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClassroom, createTask, createVideo } from '../../test/fixtures';
import { bearer, json, sendMultipart, type TestUser } from '../../test/http';

/** Topics on tasks and videos: trimmed, ≤ 80 characters, empty → none; lists filter by `topic`. */
describe.each(testDatabases)('topics on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let student: TestUser;
  let classId: string;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    ({ teacher, student, classId } = await createClassroom(ctx.app));
  });
  afterAll(async () => ctx?.close());

  const get = async (user: TestUser, url: string) =>
    json(await ctx.app.inject({ method: 'GET', url, headers: bearer(user) })).data;
  const post = (fields: Record<string, string>) =>
    sendMultipart(
      ctx.app,
      'POST',
      '/api/tasks',
      teacher,
      Object.entries({
        classId,
        title: 'Mavzuli vazifa',
        description: 'Yetarlicha uzun tavsif matni',
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
        ...fields,
      }).map(([name, value]) => ({ name, value })),
    );

  it('keeps a trimmed topic, none for an empty one, and refuses one over 80 characters', async () => {
    expect(json(await post({ topic: '  Kasrlar  ', title: 'Birinchi' })).data.task.topic).toBe('Kasrlar');
    expect(json(await post({ topic: '   ', title: 'Ikkinchi' })).data.task.topic).toBeNull();
    const long = await post({ topic: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(json(long).message).toBe('Matn juda uzun');
    await createTask(ctx.app, teacher, { classId, title: 'Uchinchi', topic: 'Geometriya' });
  });

  it('filters the task list by topic, for the teacher and the student, and gives the teacher the topics', async () => {
    const titles = async (user: TestUser, query: string) =>
      (await get(user, `/api/tasks${query}`)).tasks.map((task: { title: string }) => task.title);
    expect(await titles(student, '?topic=Kasrlar')).toEqual(['Birinchi']);
    expect(await titles(teacher, '?topic=Geometriya')).toEqual(['Uchinchi']);
    expect(await titles(teacher, '?topic=Yo‘q')).toEqual([]);
    expect((await get(teacher, '/api/tasks')).topics).toEqual(['Geometriya', 'Kasrlar']);
    expect((await get(student, '/api/tasks')).topics).toBeUndefined();
  });

  it('changes or clears a task topic on update, and leaves it when not sent', async () => {
    const task = await createTask(ctx.app, teacher, { classId, title: 'Tahrir', topic: 'Eski' });
    const put = async (fields: Record<string, string>) =>
      json(
        await sendMultipart(
          ctx.app,
          'PUT',
          `/api/tasks/${task._id}`,
          teacher,
          Object.entries(fields).map(([name, value]) => ({ name, value })),
        ),
      ).data.task.topic;
    expect(await put({ title: 'Tahrir 2' })).toBe('Eski');
    expect(await put({ topic: 'Yangi' })).toBe('Yangi');
    expect(await put({ topic: '' })).toBeNull();
  });

  it('filters videos by topic', async () => {
    await createVideo(ctx.app, teacher, classId, { title: 'Kasr darsi', topic: 'Kasrlar' });
    await createVideo(ctx.app, teacher, classId, { title: 'Boshqa dars' });
    const listed = await get(student, '/api/videos?topic=Kasrlar');
    expect(listed.videos.map((video: { title: string }) => video.title)).toEqual(['Kasr darsi']);
    expect(listed.pagination.total).toBe(1);
    expect((await get(teacher, '/api/videos')).topics).toEqual(['Kasrlar']);
  });
});
