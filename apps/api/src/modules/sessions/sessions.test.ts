import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { bearer, json, registerUser, type TestUser } from '../../test/http';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

describe.each(testDatabases)('sessions the server can end on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(async () => ctx?.close());

  /** Signs the user in once more, from another device: a second session. */
  const signIn = async (user: TestUser, userAgent = FIREFOX_WINDOWS) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      headers: { 'user-agent': userAgent },
    });
    expect(response.statusCode).toBe(200);
    return { ...user, token: json(response).data.token as string };
  };
  const profileStatus = async (user: { token: string }) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(user) })).statusCode;
  const listSessions = async (user: { token: string }) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(user) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return json(response).data.sessions as { _id: string; current: boolean; device: string }[];
  };

  it("logout ends the caller's token only: 401 from then on, the user's other session goes on", async () => {
    const phone = await signIn(await registerUser(ctx.app, 'student'), CHROME_ANDROID);
    const laptop = await signIn(phone);
    expect(await profileStatus(phone)).toBe(200);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(phone), 'accept-language': 'en' },
    });
    expect(logout.statusCode).toBe(200);
    expect(json(logout)).toMatchObject({ success: true, message: 'Signed out' });
    expect(await profileStatus(phone)).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tasks', headers: bearer(phone) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone) })).statusCode).toBe(
      401,
    );
    expect(await profileStatus(laptop)).toBe(200);
  });

  it('lists the live sessions with the device, the dates and which one is asking', async () => {
    const registered = await registerUser(ctx.app, 'teacher');
    const phone = await signIn(registered, CHROME_ANDROID);
    const laptop = await signIn(registered, FIREFOX_WINDOWS);
    const sessions = await listSessions(phone);
    // Sign-up started a session too (inject's own User-Agent, kept as sent).
    expect(sessions).toHaveLength(3);
    const current = sessions.filter((session) => session.current);
    expect(current).toEqual([
      {
        _id: expect.any(String),
        current: true,
        device: 'Chrome · Android',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        lastSeenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      },
    ]);
    expect(sessions.map((session) => session.device).sort()).toEqual([
      'Chrome · Android',
      'Firefox · Windows',
      'lightMyRequest',
    ]);
    const fromLaptop = await listSessions(laptop);
    expect(fromLaptop.find((session) => session.current)?.device).toBe('Firefox · Windows');
    expect(fromLaptop.find((session) => session.current)?._id).not.toBe(current[0]!._id);
    // Another user's list holds none of these.
    const other = await registerUser(ctx.app, 'student');
    const theirs = await listSessions(other);
    expect(theirs).toHaveLength(1);
    expect(sessions.map((session) => session._id)).not.toContain(theirs[0]!._id);
  });

  it("ends another of one's own sessions; someone else's session answers 404 and goes on", async () => {
    const registered = await registerUser(ctx.app, 'student');
    const phone = await signIn(registered, CHROME_ANDROID);
    const laptop = await signIn(registered, FIREFOX_WINDOWS);
    const laptopId = (await listSessions(laptop)).find((session) => session.current)!._id;
    const stranger = await registerUser(ctx.app, 'teacher');
    const notYours = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${laptopId}`,
      headers: { ...bearer(stranger), 'accept-language': 'en' },
    });
    expect(notYours.statusCode).toBe(404);
    expect(json(notYours)).toMatchObject({ code: 'NOT_FOUND', message: 'Session not found' });
    const unknown = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions/no-such-session',
      headers: bearer(phone),
    });
    expect(unknown.statusCode).toBe(404);
    expect(await profileStatus(laptop)).toBe(200);

    const ended = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${laptopId}`,
      headers: bearer(phone),
    });
    expect(ended.statusCode).toBe(200);
    expect(await profileStatus(laptop)).toBe(401);
    expect(await profileStatus(phone)).toBe(200);
    expect((await listSessions(phone)).map((session) => session._id)).not.toContain(laptopId);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${laptopId}`,
      headers: bearer(phone),
    });
    expect(again.statusCode).toBe(404);
  });

  it('a password change ends every other session; the current one goes on with its new token', async () => {
    const registered = await registerUser(ctx.app, 'teacher');
    const phone = await signIn(registered, CHROME_ANDROID);
    const laptop = await signIn(registered, FIREFOX_WINDOWS);
    const phoneId = (await listSessions(phone)).find((session) => session.current)!._id;
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(phone),
      payload: {
        fullName: registered.fullName,
        email: registered.email,
        currentPassword: registered.password,
        newPassword: 'yangi-parol',
      },
    });
    expect(changed.statusCode).toBe(200);
    const renewed = { token: json(changed).data.token as string };
    expect(await profileStatus(laptop)).toBe(401);
    expect(await profileStatus(registered)).toBe(401);
    expect(await profileStatus(renewed)).toBe(200);
    expect(await listSessions(renewed)).toEqual([expect.objectContaining({ _id: phoneId, current: true })]);
  });
});
