import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoInstancesOverRedis } from '../../test/two-instances';
import { createTestContext, type TestContext } from '../../test/context';
import { bearer, json, registerUser, type TestUser } from '../../test/http';
import { countLaneAnswers } from '../../test/lane-answers';
import { startSession } from './queries';
import { canRunWithRedis } from '../../test/redis';

const withRedis = await canRunWithRedis('the sessions-over-Redis test');

/** The status of a GET over real HTTP: only there does the fast lane (plugins/read-fast-lane.ts) answer. */
const status = async (base: string, url: string, user: { token: string }) =>
  (await fetch(`${base}${url}`, { headers: bearer(user) })).status;

/** A second session of the user, started on `ctx`. */
async function signIn(ctx: TestContext, user: TestUser) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode).toBe(200);
  return { token: json(response).data.token as string };
}

describe('an ended session and the kept answers (SQLite, real HTTP)', () => {
  let ctx: TestContext;
  let base: string;
  let laneAnswers = () => 0;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    laneAnswers = countLaneAnswers(ctx.app);
  });
  afterAll(async () => ctx?.close());

  it.each([
    ['logout', 'POST', () => '/api/auth/logout', 'ended'],
    ['DELETE of the session from another one', 'DELETE', (id: string) => `/api/auth/sessions/${id}`, 'other'],
  ] as const)(
    'after %s the token gets 401 on a read the fast lane keeps for the user, the other session 200',
    async (_label, method, url, caller) => {
      const user = await registerUser(ctx.app, 'student');
      const ended = await signIn(ctx, user);
      const other = await signIn(ctx, user);
      const before = laneAnswers();
      expect(await status(base, '/api/auth/profile', ended)).toBe(200);
      expect(await status(base, '/api/auth/profile', ended)).toBe(200);
      expect(laneAnswers() - before).toBe(1);
      const sessions = json(await ctx.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(ended) }))
        .data.sessions as { _id: string; current: boolean }[];
      const endedId = sessions.find((session) => session.current)!._id;
      const response = await ctx.app.inject({
        method,
        url: url(endedId),
        headers: bearer(caller === 'ended' ? ended : other),
      });
      expect(response.statusCode).toBe(200);
      // The user's other session reads again, so the answer and the account are kept afresh…
      const keptAgain = laneAnswers();
      expect(await status(base, '/api/auth/profile', other)).toBe(200);
      expect(await status(base, '/api/auth/profile', other)).toBe(200);
      expect(laneAnswers() - keptAgain).toBe(1);
      // …and the ended token still gets no kept answer.
      expect(await status(base, '/api/auth/profile', ended)).toBe(401);
      expect(await status(base, '/api/auth/profile', other)).toBe(200);
    },
  );

  it('accepts at once a session this instance has not heard of (started on another instance)', async () => {
    const user = await registerUser(ctx.app, 'teacher');
    expect(await status(base, '/api/auth/profile', user)).toBe(200);
    expect(await status(base, '/api/auth/profile', user)).toBe(200);
    // Started straight in the database, as another instance would before its news arrives here.
    const sid = await startSession(ctx.db, user.id, 'Boshqa', new Date(Date.now() + 60_000));
    const sign = createSigner({ key: ctx.config.jwtSecret, algorithm: 'HS256', expiresIn: 60_000 });
    const elsewhere = { token: sign({ sub: user.id, role: 'teacher', ver: 0, sid }) };
    expect(await status(base, '/api/auth/profile', elsewhere)).toBe(200);
  });
});

describe.runIf(withRedis)('sessions across two instances told of writes through Redis', () => {
  const startTwo = twoInstancesOverRedis();

  it('a logout on one instance ends the token on the other; a session just started there works at once', async () => {
    const { a, b } = await startTwo();
    const [baseA, baseB] = [
      await a.app.listen({ port: 0, host: '127.0.0.1' }),
      await b.app.listen({ port: 0, host: '127.0.0.1' }),
    ];
    const user = await registerUser(a.app, 'student');
    const ended = await signIn(a, user);
    // B keeps the account and the answer once its subscription to A's writes is up.
    await expect
      .poll(
        async () => {
          expect(await status(baseB, '/api/auth/profile', ended)).toBe(200);
          return b.app.readCacheStats().hits;
        },
        { timeout: 5_000 },
      )
      .toBeGreaterThan(0);
    // A session started on A is known to B at its first request, whatever B remembers.
    const fresh = await signIn(a, user);
    expect(await status(baseB, '/api/auth/profile', fresh)).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(ended) })).statusCode).toBe(
      200,
    );
    expect(await status(baseA, '/api/auth/profile', ended)).toBe(401);
    await expect.poll(() => status(baseB, '/api/auth/profile', ended), { timeout: 2_000 }).toBe(401);
    expect(await status(baseB, '/api/auth/profile', fresh)).toBe(200);
  });
});
