import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass } from '../../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../../test/http';
import { sendScheduledAnnouncements } from './queries';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe.each(testDatabases)('stream announcements on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let pupils: TestUser[];
  let classId: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher', { fullName: 'Dilnoza Rashidova' });
    pupils = [await registerUser(ctx.app, 'student'), await registerUser(ctx.app, 'student')];
    classId = (await createClass(ctx.app, teacher, pupils, { name: '7-A' }))._id;
  });
  afterAll(async () => ctx?.close());

  const post = async (fields: object) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/classes/${classId}/posts`,
      headers: bearer(teacher),
      payload: fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return json(response).data.post as { _id: string };
  };
  /** The pupil's `announcement` notifications, in English. */
  const announcements = async (user: TestUser) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications?limit=100',
      headers: { ...bearer(user), 'accept-language': 'en' },
    });
    return (json(response).data.notifications as { type: string; title: string; body: string; url: string }[]).filter(
      (found) => found.type === 'announcement',
    );
  };

  it('tells each pupil of a post at once, once, and not the teacher', async () => {
    await post({ text: 'Ertaga **nazorat** ishi bo‘ladi' });
    for (const pupil of pupils) {
      expect(await announcements(pupil)).toEqual([
        expect.objectContaining({
          title: '7-A: new announcement',
          body: 'Dilnoza Rashidova: Ertaga **nazorat** ishi bo‘ladi',
          url: `/student/classes/${classId}`,
        }),
      ]);
    }
    expect(await announcements(teacher)).toEqual([]);
    // A round of the delivery worker finds nothing more to announce.
    expect(await sendScheduledAnnouncements(ctx.db, new Date())).toBe(0);
    expect(await announcements(pupils[0]!)).toHaveLength(1);
  });

  it('tells the class of a scheduled post when the worker’s round reaches its time, once across racing instances', async () => {
    const scheduled = await post({ text: 'Sayohat haqida', publishAt: inMinutes(30) });
    await ctx.app.notificationDelivery.worker.round();
    expect(await announcements(pupils[0]!)).toHaveLength(1);

    const later = new Date(Date.now() + 31 * 60_000);
    // Two instances' rounds at once, then a restarted one: the class hears of it once.
    const sent = await Promise.all([
      sendScheduledAnnouncements(ctx.db, later),
      sendScheduledAnnouncements(ctx.db, later),
    ]);
    expect(sent[0]! + sent[1]!).toBe(1);
    ctx.app.notificationDelivery.worker.clock = () => later;
    await ctx.app.notificationDelivery.worker.round();
    for (const pupil of pupils) {
      const told = await announcements(pupil);
      expect(told).toHaveLength(2);
      expect(told.filter((found) => found.body.includes('Sayohat haqida'))).toHaveLength(1);
    }
    const row = await ctx.db
      .selectFrom('class_posts')
      .select('announced_at')
      .where('id', '=', scheduled._id)
      .executeTakeFirstOrThrow();
    expect(row.announced_at).toBe(later.toISOString());
  });

  it('tells the class when a teacher brings a scheduled post out now', async () => {
    const waiting = await post({ text: 'Imtihon sanasi', publishAt: inMinutes(60) });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/posts/${waiting._id}`,
      headers: bearer(teacher),
      payload: { publishAt: null },
    });
    expect(response.statusCode, response.body).toBe(200);
    const told = await announcements(pupils[1]!);
    expect(told.filter((found) => found.body.includes('Imtihon sanasi'))).toHaveLength(1);
    expect(await sendScheduledAnnouncements(ctx.db, new Date(Date.now() + 2 * 3_600_000))).toBe(0);
  });
});
