import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, grade, submit } from '../../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../../test/http';

interface Listed {
  _id: string;
  type: string;
  title: string;
  body: string;
  url: string;
  createdAt: string;
  readAt: string | null;
}

/**
 * Notifications (docs/architecture.md §4 "Notifications"): each event reaches exactly its
 * recipients, in the same transaction as its change, and reads in the reader's language.
 * Class 7-A: Dilnoza and her co-teacher Jasur teach Aziza and Bekzod; class 8-B: another teacher
 * (Olim) and his pupil (Sardor) get nothing from 7-A.
 */
describe.each(testDatabases)('notifications on %s', (kind) => {
  let ctx: TestContext;
  let dilnoza: TestUser;
  let jasur: TestUser;
  let aziza: TestUser;
  let bekzod: TestUser;
  let olim: TestUser;
  let sardor: TestUser;
  let classId: string;
  let everyone: TestUser[];

  const list = async (user: TestUser, query = '', language = 'en') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/notifications${query}`,
      headers: { ...bearer(user), 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return json(response).data as { notifications: Listed[]; unreadCount: number; pagination: { total: number } };
  };
  const markRead = (user: TestUser, payload: object, language = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { ...bearer(user), 'accept-language': language },
      payload,
    });
  const readAll = async (user: TestUser) => expect((await markRead(user, { all: true })).statusCode).toBe(200);
  /** The unread notifications of each user, by type; then all marked read for the next test. */
  const unreadByUser = async () => {
    const seen: Record<string, string[]> = {};
    for (const user of everyone) {
      const { notifications } = await list(user, '?unread=true');
      if (notifications.length > 0) seen[user.fullName] = notifications.map((n) => n.type);
      await readAll(user);
    }
    return seen;
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    dilnoza = await registerUser(ctx.app, 'teacher', { fullName: 'Dilnoza Rashidova' });
    jasur = await registerUser(ctx.app, 'teacher', { fullName: 'Jasur Aliyev' });
    aziza = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova' });
    bekzod = await registerUser(ctx.app, 'student', { fullName: 'Bekzod Olimov' });
    olim = await registerUser(ctx.app, 'teacher', { fullName: 'Olim Nazarov' });
    sardor = await registerUser(ctx.app, 'student', { fullName: 'Sardor Umarov' });
    everyone = [dilnoza, jasur, aziza, bekzod, olim, sardor];
    classId = (await createClass(ctx.app, dilnoza, [aziza, bekzod], { name: '7-A' }))._id;
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/classes/${classId}/teachers`,
      headers: bearer(dilnoza),
      payload: { email: jasur.email },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    await createClass(ctx.app, olim, [sardor], { name: '8-B' });
  });
  afterAll(async () => ctx?.close());
  beforeEach(async () => {
    for (const user of everyone ?? []) await readAll(user);
  });

  it('tells an invited student, and only them, once however often they are invited', async () => {
    const pupil = await registerUser(ctx.app, 'student', { fullName: 'Malika Yusupova' });
    const invite = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/classes/${classId}/students`,
        headers: bearer(dilnoza),
        payload: { email: pupil.email },
      });
    expect((await invite()).statusCode).toBe(201);
    expect((await invite()).statusCode).toBe(201);
    const { notifications, unreadCount } = await list(pupil);
    expect(unreadCount).toBe(1);
    expect(notifications).toEqual([
      expect.objectContaining({
        type: 'class_invitation',
        title: 'Invitation to 7-A',
        body: 'Dilnoza Rashidova invited you to the class: accept or decline',
        url: '/student/classes',
        readAt: null,
      }),
    ]);
    expect(await unreadByUser()).toEqual({});
  });

  it("tells the class's students of a new task, and nobody else", async () => {
    await createTask(ctx.app, dilnoza, { classId, title: 'Kasrlar' });
    expect(await unreadByUser()).toEqual({ 'Aziza Karimova': ['task_published'], 'Bekzod Olimov': ['task_published'] });
  });

  it("tells the class's teachers of a hand-in; the pupil hears of its grade, return, extension and comments", async () => {
    const task = await createTask(ctx.app, dilnoza, { classId, title: 'Tenglamalar' });
    await unreadByUser();

    const handedIn = await submit(ctx.app, aziza, task._id);
    expect(handedIn.statusCode).toBe(201);
    const submissionId = json(handedIn).data.submission._id as string;
    const teachers = await list(dilnoza);
    expect(teachers.notifications[0]).toMatchObject({
      type: 'submission_received',
      title: 'New hand-in: Tenglamalar',
      body: 'Aziza Karimova handed in their work (7-A)',
      url: `/teacher/submissions?task=${task._id}`,
    });
    expect(await unreadByUser()).toEqual({
      'Dilnoza Rashidova': ['submission_received'],
      'Jasur Aliyev': ['submission_received'],
    });

    expect((await grade(ctx.app, jasur, submissionId, 92, 'Yaxshi')).statusCode).toBe(200);
    expect((await list(aziza)).notifications[0]).toMatchObject({
      type: 'graded',
      title: 'Graded: Tenglamalar',
      body: 'Your score: 92',
      url: '/student/submissions',
    });
    expect(await unreadByUser()).toEqual({ 'Aziza Karimova': ['graded'] });

    const returned = await ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${submissionId}/return`,
      headers: bearer(dilnoza),
      payload: { feedback: "Yechimni to'liq yozing" },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await unreadByUser()).toEqual({ 'Aziza Karimova': ['returned'] });

    const extended = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tasks/${task._id}/extensions/${bekzod.id}`,
      headers: bearer(dilnoza),
      payload: { deadline: new Date(Date.now() + 20 * 86_400_000).toISOString() },
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(await unreadByUser()).toEqual({ 'Bekzod Olimov': ['extension'] });

    const comment = (user: TestUser, text: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/submissions/${submissionId}/comments`,
        headers: bearer(user),
        payload: { text },
      });
    expect((await comment(aziza, 'Qaysi qismini?')).statusCode).toBe(201);
    expect(await unreadByUser()).toEqual({ 'Dilnoza Rashidova': ['comment'], 'Jasur Aliyev': ['comment'] });
    expect((await comment(dilnoza, 'Ikkinchi mashqni')).statusCode).toBe(201);
    expect((await list(aziza)).notifications[0]).toMatchObject({
      type: 'comment',
      body: 'Dilnoza Rashidova: Ikkinchi mashqni',
      url: '/student/submissions',
    });
    expect(await unreadByUser()).toEqual({ 'Aziza Karimova': ['comment'] });
  });

  it('writes no event when the change is refused', async () => {
    const task = await createTask(ctx.app, dilnoza, { classId, title: 'Ikki marta' });
    const first = await submit(ctx.app, bekzod, task._id);
    expect(first.statusCode).toBe(201);
    const submissionId = json(first).data.submission._id as string;
    await unreadByUser();
    // A second hand-in (409), an outsider's (404), a grade by another class's teacher (404).
    expect((await submit(ctx.app, bekzod, task._id)).statusCode).toBe(409);
    expect((await submit(ctx.app, sardor, task._id)).statusCode).toBe(404);
    expect((await grade(ctx.app, olim, submissionId, 50)).statusCode).toBe(404);
    expect((await grade(ctx.app, dilnoza, submissionId, 500)).statusCode).toBe(400);
    expect(await unreadByUser()).toEqual({});
  });

  it('keeps the change and its event together: an event that cannot be written undoes the hand-in', async () => {
    const task = await createTask(ctx.app, dilnoza, { classId, title: 'Yiqilgan' });
    await unreadByUser();
    const db = ctx.app.deps.db;
    if (kind === 'postgres') {
      await sql`create function refuse_event() returns trigger as $$ begin raise exception 'refused'; end $$ language plpgsql`.execute(
        db,
      );
      await sql`create trigger refuse_event before insert on notifications for each row when (new.type = 'submission_received') execute function refuse_event()`.execute(
        db,
      );
    } else {
      await sql`create trigger refuse_event before insert on notifications when new.type = 'submission_received' begin select raise(abort, 'refused'); end`.execute(
        db,
      );
    }
    try {
      expect((await submit(ctx.app, aziza, task._id)).statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_event${kind === 'postgres' ? sql` on notifications` : sql``}`.execute(db);
      if (kind === 'postgres') await sql`drop function refuse_event()`.execute(db);
    }
    const stored = await db.selectFrom('submissions').select('id').where('task_id', '=', task._id).execute();
    expect(stored).toEqual([]);
    expect(await unreadByUser()).toEqual({});
    // With the event writable again the same hand-in goes through, and its event with it.
    expect((await submit(ctx.app, aziza, task._id)).statusCode).toBe(201);
    expect(await unreadByUser()).toEqual({
      'Dilnoza Rashidova': ['submission_received'],
      'Jasur Aliyev': ['submission_received'],
    });
  });

  it("counts and marks read only the caller's own; another's ids change nothing", async () => {
    await createTask(ctx.app, dilnoza, { classId, title: 'Birinchi' });
    await createTask(ctx.app, dilnoza, { classId, title: 'Ikkinchi' });
    await createTask(ctx.app, dilnoza, { classId, title: 'Uchinchi' });
    const azizas = await list(aziza, '?unread=true');
    expect(azizas.unreadCount).toBe(3);
    expect(azizas.notifications.map((n) => n.title)).toEqual([
      'New task: Uchinchi',
      'New task: Ikkinchi',
      'New task: Birinchi',
    ]);
    const bekzods = await list(bekzod, '?unread=true');

    const stranger = await markRead(bekzod, { ids: azizas.notifications.map((n) => n._id) });
    expect(stranger.statusCode).toBe(200);
    expect(json(stranger).data).toEqual({ unreadCount: 3 });
    expect((await list(aziza)).unreadCount).toBe(3);

    const own = await markRead(aziza, { ids: [azizas.notifications[0]!._id] });
    expect(json(own).data).toEqual({ unreadCount: 2 });
    const after = await list(aziza, '?limit=2');
    expect(after.unreadCount).toBe(2);
    expect(after.notifications[0]!.readAt).not.toBeNull();
    expect(after.notifications).toHaveLength(2);
    expect((await list(aziza, '?unread=true')).pagination.total).toBe(2);

    expect(json(await markRead(aziza, { all: true })).data).toEqual({ unreadCount: 0 });
    expect((await list(bekzod)).unreadCount).toBe(bekzods.unreadCount);
  });

  it("writes title and body in the caller's language at read time", async () => {
    await createTask(ctx.app, dilnoza, { classId, title: 'Geometriya' });
    const titleIn = async (language: string) => (await list(aziza, '', language)).notifications[0]!;
    expect(await titleIn('uz')).toMatchObject({
      title: 'Yangi vazifa: Geometriya',
      body: 'Dilnoza Rashidova 7-A sinfiga yangi vazifa berdi',
    });
    expect((await titleIn('ru')).title).toBe('Новое задание: Geometriya');
    expect((await titleIn('uz-Cyrl')).title).toBe('Янги вазифа: Geometriya');
    expect((await titleIn('en')).body).toBe('Dilnoza Rashidova set a new task in 7-A');
  });

  it("refuses bad input with a 400 in the caller's language", async () => {
    const empty = await markRead(aziza, {}, 'ru');
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toBe('Укажите, какие уведомления отметить прочитанными: ids или all');
    expect((await markRead(aziza, { ids: [] })).statusCode).toBe(400);
    expect((await markRead(aziza, { all: false })).statusCode).toBe(400);
    const badQuery = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications?unread=maybe',
      headers: bearer(aziza),
    });
    expect(badQuery.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('keeps preferences per user, with defaults until saved', async () => {
    const get = async (user: TestUser) =>
      json(await ctx.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: bearer(user) })).data
        .preferences;
    const defaults = await get(aziza);
    expect(defaults).toEqual({
      channels: { telegram: false, email: false, push: false },
      types: {
        task_published: true,
        deadline_soon: true,
        submission_received: true,
        graded: true,
        returned: true,
        extension: true,
        comment: true,
        class_invitation: true,
        task_missing: true,
        weekly_digest: true,
        announcement: true,
      },
      quietHours: { from: '21:00', to: '07:00' },
    });
    const changed = { ...defaults, types: { ...defaults.types, comment: false }, quietHours: null };
    const put = (user: TestUser, payload: object, language = 'en') =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/notifications/preferences',
        headers: { ...bearer(user), 'accept-language': language },
        payload,
      });
    const saved = await put(aziza, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data.preferences).toEqual(changed);
    expect(await get(aziza)).toEqual(changed);
    expect(await get(bekzod)).toEqual(defaults);

    const badTime = await put(aziza, { ...defaults, quietHours: { from: '25:00', to: '07:00' } }, 'uz');
    expect(badTime.statusCode).toBe(400);
    expect(json(badTime).message).toBe("Vaqtni SS:DD ko'rinishida kiriting, masalan 21:00");
    expect((await put(aziza, { ...defaults, types: { ...defaults.types, nonsense: true } })).statusCode).toBe(400);
    expect((await put(aziza, { channels: defaults.channels })).statusCode).toBe(400);
    expect(await get(aziza)).toEqual(changed);
  });
});
