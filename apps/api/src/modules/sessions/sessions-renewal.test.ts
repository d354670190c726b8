import { createSigner } from 'fast-jwt';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { bearer, json, registerUser } from '../../test/http';
import { sweepSessions } from './queries';

const DAY_MS = 86_400_000;
/** A token's claims as the client reads them (its middle part). */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sid: string;
    iat: number;
    exp: number;
  };

describe.each(testDatabases)('short-lived tokens renewed while used, ended sessions swept, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(async () => ctx?.close());

  const renew = (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/renew',
      headers: { ...bearer({ token }), 'accept-language': 'en' },
    });
  const profileStatus = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer({ token }) })).statusCode;
  const sessionRow = (id: string) =>
    ctx.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('a token lives three days by default, not seven', async () => {
    const { token } = await registerUser(ctx.app, 'student');
    const { iat, exp } = claimsOf(token);
    expect(exp - iat).toBe(3 * 86_400);
  });

  it('renewal gives a later token of the same session and moves the session’s end with it', async () => {
    const user = await registerUser(ctx.app, 'student');
    const before = claimsOf(user.token);
    const endBefore = (await sessionRow(before.sid)).expires_at;
    // Token times are in whole seconds: a renewal in the same second would sign the same claims.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const renewed = await renew(user.token);
    expect(renewed.statusCode).toBe(200);
    const { token, user: shown } = json(renewed).data as { token: string; user: { _id: string } };
    expect(shown._id).toBe(user.id);
    const after = claimsOf(token);
    expect(token).not.toBe(user.token);
    expect(after.sid).toBe(before.sid);
    expect(after.exp).toBeGreaterThan(before.exp);
    expect(new Date((await sessionRow(after.sid)).expires_at).getTime()).toBeGreaterThan(new Date(endBefore).getTime());
    expect(await profileStatus(token)).toBe(200);
    // Still one session for this device: the sessions list does not grow with renewals.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer({ token }) });
    expect(json(list).data.sessions).toHaveLength(1);
  });

  it('an ended session, an expired token, a forged one and no token are not renewed (401)', async () => {
    const user = await registerUser(ctx.app, 'teacher');
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user) });
    expect(logout.statusCode).toBe(200);
    const ended = await renew(user.token);
    expect(ended.statusCode).toBe(401);
    expect(json(ended)).toMatchObject({ success: false });

    const other = await registerUser(ctx.app, 'student');
    const { sid, ver } = claimsOf(other.token) as { sid: string; ver?: number };
    const signExpired = createSigner({ key: ctx.config.jwtSecret, algorithm: 'HS256' });
    const longAgo = Math.floor(Date.now() / 1000) - 4 * 86_400;
    const expired = signExpired({ sub: other.id, role: 'student', ver, sid, iat: longAgo, exp: longAgo + 3 * 86_400 });
    expect((await renew(expired)).statusCode).toBe(401);
    const forged = createSigner({ key: 'not-the-secret-'.repeat(4), algorithm: 'HS256', expiresIn: DAY_MS });
    expect((await renew(forged({ sub: other.id, role: 'student', ver, sid }))).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/renew' })).statusCode).toBe(401);
    // The holder of the live token is untouched by all of that.
    expect((await renew(other.token)).statusCode).toBe(200);
  });

  it('the sweep removes sessions ended or expired over a day ago and keeps the rest', async () => {
    const user = await registerUser(ctx.app, 'student');
    const now = Date.now();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const rows = {
      endedLongAgo: { ended_at: at(-2 * DAY_MS), expires_at: at(DAY_MS) },
      expiredLongAgo: { ended_at: null, expires_at: at(-2 * DAY_MS) },
      endedAnHourAgo: { ended_at: at(-3_600_000), expires_at: at(DAY_MS) },
      live: { ended_at: null, expires_at: at(DAY_MS) },
    };
    const ids = Object.fromEntries(Object.keys(rows).map((name) => [name, randomUUID()]));
    await ctx.db
      .insertInto('sessions')
      .values(
        Object.entries(rows).map(([name, row]) => ({
          id: ids[name]!,
          user_id: user.id,
          device: 'test',
          created_at: at(-3 * DAY_MS),
          last_seen_at: at(-3 * DAY_MS),
          ...row,
        })),
      )
      .execute();
    expect(await sweepSessions(ctx.db, new Date(now))).toBeGreaterThanOrEqual(2);
    const left = await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    const leftIds = left.map((row) => row.id);
    expect(leftIds).not.toContain(ids.endedLongAgo);
    expect(leftIds).not.toContain(ids.expiredLongAgo);
    expect(leftIds).toEqual(expect.arrayContaining([ids.endedAnHourAgo, ids.live]));
    // The sign-up's own session is live and stays.
    expect(await profileStatus(user.token)).toBe(200);
  });
});
