import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, grade, submit } from '../../test/fixtures';
import { bearer, createGuardian, json, registerUser, type TestUser } from '../../test/http';
import { sendDeadlineReminders } from '../notifications/delivery/reminders';

interface Listed {
  type: string;
  title: string;
  body: string;
  url: string;
}

describe.each(testDatabases)("notifications to a child's guardians on %s", (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let aziza: TestUser;
  let bekzod: TestUser;
  let mother: TestUser;
  let classId: string;

  const listed = async (user: TestUser) =>
    json(await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user) })).data
      .notifications as Listed[];
  /** The guardian's unread notifications, then all marked read. */
  const fresh = async (user: TestUser) => {
    const unread = json(
      await ctx.app.inject({ method: 'GET', url: '/api/notifications?unread=true', headers: bearer(user) }),
    ).data.notifications as Listed[];
    await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: bearer(user),
      payload: { all: true },
    });
    return unread;
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher', { fullName: 'Dilnoza Rashidova' });
    aziza = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova' });
    bekzod = await registerUser(ctx.app, 'student', { fullName: 'Bekzod Olimov' });
    classId = (await createClass(ctx.app, teacher, [aziza, bekzod], { name: '7-A' }))._id;
    mother = await createGuardian(ctx.app, { fullName: 'Karimova Dilfuza' });
    const code = json(await ctx.app.inject({ method: 'POST', url: '/api/guardian-codes', headers: bearer(aziza) })).data
      .code;
    const linked = await ctx.app.inject({
      method: 'POST',
      url: '/api/guardian/children',
      headers: bearer(mother),
      payload: { code },
    });
    expect(linked.statusCode).toBe(201);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('tells the guardian of their child’s grade and return, not of a held grade or a classmate’s', async () => {
    const task = (await createTask(ctx.app, teacher, { classId, title: 'Kasrlar' }))._id;
    const work = json(await submit(ctx.app, aziza, task)).data.submission._id;
    const classmate = json(await submit(ctx.app, bekzod, task)).data.submission._id;
    await fresh(mother);

    expect((await grade(ctx.app, teacher, classmate, 80)).statusCode).toBe(200);
    expect(await fresh(mother)).toEqual([]);

    expect((await grade(ctx.app, teacher, work, 90, 'Barakalla')).statusCode).toBe(200);
    const [graded] = await fresh(mother);
    expect(graded).toMatchObject({
      type: 'graded',
      title: 'Aziza Karimova baholandi: Kasrlar',
      body: 'Ball: 90',
      url: `/guardian/children/${aziza.id}`,
    });
    // The child's own words are unchanged.
    expect((await listed(aziza))[0]).toMatchObject({ type: 'graded', title: 'Baholandi: Kasrlar' });

    const returned = await ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${work}/return`,
      headers: bearer(teacher),
      payload: { feedback: 'Birliklarni yozing' },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await fresh(mother)).toMatchObject([{ type: 'returned', title: 'Aziza Karimova ishi qaytarildi: Kasrlar' }]);

    // A held grade: nothing until it is released.
    const other = (await createTask(ctx.app, teacher, { classId, title: 'Tenglamalar' }))._id;
    const heldWork = json(await submit(ctx.app, aziza, other)).data.submission._id;
    const held = await ctx.app.inject({
      method: 'PUT',
      url: `/api/submissions/${heldWork}/grade`,
      headers: bearer(teacher),
      payload: { score: 40, hold: true },
    });
    expect(held.statusCode).toBe(200);
    expect(await fresh(mother)).toEqual([]);
  });

  it('reminds the guardian of a deadline in 24 hours with nothing handed in', async () => {
    const soon = new Date(Date.now() + 20 * 3_600_000).toISOString();
    await createTask(ctx.app, teacher, { classId, title: 'Sheʼr yodlash', deadline: soon });
    await fresh(mother);
    expect(await sendDeadlineReminders(ctx.db, new Date())).toBeGreaterThan(0);
    const reminders = await fresh(mother);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      type: 'deadline_soon',
      title: 'Aziza Karimova: muddat yaqin — Sheʼr yodlash',
    });
    // Once.
    await sendDeadlineReminders(ctx.db, new Date());
    expect(await fresh(mother)).toEqual([]);
  });
});
