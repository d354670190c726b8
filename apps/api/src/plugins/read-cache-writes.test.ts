import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoInstancesOverRedis } from '../test/two-instances';
import { createTestContext, type TestContext } from '../test/context';
import { createClass } from '../test/fixtures';
import { bearer, registerUser, type TestUser } from '../test/http';
import { canRunWithRedis } from '../test/redis';

const withRedis = await canRunWithRedis('the read-cache hang-up-over-Redis test');

/** The status of a GET over real HTTP (the fast lane answers there, as in production). */
const status = async (base: string, url: string, user: TestUser) =>
  (await fetch(`${base}${url}`, { headers: bearer(user) })).status;

/**
 * A password change whose client sends the whole request and hangs up at once, so the server
 * handles it with nobody to answer (Fastify's onResponse never comes). Meanwhile the old token
 * keeps reading, as a thief's would, until the new password is in the database.
 */
async function changePasswordAndHangUp(ctx: TestContext, base: string, user: TestUser, readWith: string) {
  const body = JSON.stringify({
    fullName: user.fullName,
    email: user.email,
    currentPassword: user.password,
    newPassword: 'yangi-parol1',
  });
  const { port } = new URL(base);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `PUT /api/users/profile HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${user.token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  socket.end();
  socket.destroy();
  const version = async () =>
    (await ctx.db.selectFrom('users').select('token_version').where('id', '=', user.id).executeTakeFirstOrThrow())
      .token_version;
  const before = await version();
  let reads = 0;
  for (const deadline = Date.now() + 10_000; (await version()) === before; reads += 1) {
    if (Date.now() > deadline) throw new Error('the password change never reached the database');
    await status(readWith, '/api/auth/profile', user);
  }
  // The handler's answer follows its commit in a moment.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return reads;
}

describe('what a write forgets (SQLite, one instance, real HTTP)', () => {
  let ctx: TestContext;
  let base: string;
  let teacher: TestUser;
  let student: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    teacher = await registerUser(ctx.app, 'teacher');
    student = await registerUser(ctx.app, 'student');
    await createClass(ctx.app, teacher, [student]);
  });
  afterAll(async () => ctx?.close());

  it('keeps every answer through refused and anonymous requests', async () => {
    const read = () => ctx.app.inject({ method: 'GET', url: '/api/classes', headers: bearer(student) });
    await read();
    const before = ctx.app.readCacheStats();
    const refused = [
      await ctx.app.inject({ method: 'OPTIONS', url: '/api/nope' }),
      await ctx.app.inject({ method: 'POST', url: '/api/nope', headers: bearer(teacher) }),
      await ctx.app.inject({ method: 'POST', url: '/api/classes', payload: { name: '8-A', subject: 'Fizika' } }),
      await ctx.app.inject({ method: 'POST', url: '/api/classes', headers: bearer(student), payload: { name: '8-A' } }),
      await ctx.app.inject({ method: 'POST', url: '/api/classes', headers: bearer(teacher), payload: { name: '' } }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: student.email, password: 'notogri-parol' },
      }),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual([404, 404, 401, 403, 400, 401]);
    expect((await read()).statusCode).toBe(200);
    expect(ctx.app.readCacheStats()).toMatchObject({ hits: before.hits + 1, misses: before.misses });
    // A write that passes its guards still forgets.
    await createClass(ctx.app, teacher, [], { name: '9-B' });
    await read();
    expect(ctx.app.readCacheStats()).toMatchObject({ hits: before.hits + 1, misses: before.misses + 1 });
  });

  it('ends the old token when the password change was cut off by its client', async () => {
    const charos = await registerUser(ctx.app, 'student', { fullName: 'Charos Nazarova' });
    expect(await status(base, '/api/auth/profile', charos)).toBe(200);
    expect(await status(base, '/api/auth/profile', charos)).toBe(200);
    const reads = await changePasswordAndHangUp(ctx, base, charos, base);
    expect(reads).toBeGreaterThan(0);
    expect(await status(base, '/api/auth/profile', charos)).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(charos) })).statusCode,
    ).toBe(401);
  });
});

describe.runIf(withRedis)('a write cut off by its client, told to the other instances through Redis', () => {
  const startTwo = twoInstancesOverRedis();

  it('ends the old token on the other instance too', async () => {
    const { a, b } = await startTwo();
    const [baseA, baseB] = [
      await a.app.listen({ port: 0, host: '127.0.0.1' }),
      await b.app.listen({ port: 0, host: '127.0.0.1' }),
    ];
    const student = await registerUser(a.app, 'student');
    // B keeps the account and the answer once its subscription to A's writes is up.
    await expect
      .poll(
        async () => {
          expect(await status(baseB, '/api/auth/profile', student)).toBe(200);
          return b.app.readCacheStats().hits;
        },
        { timeout: 5_000 },
      )
      .toBeGreaterThan(0);
    // A knows the account already, so the cut-off request reaches its handler before the hang-up
    // is noticed (a lookup on a read thread first would let the hang-up drop the unread body).
    expect(await status(baseA, '/api/auth/profile', student)).toBe(200);
    await changePasswordAndHangUp(a, baseA, student, baseB);
    // The message crosses Redis in a moment; without it B would serve the old token for READ_CACHE_SECONDS.
    await expect.poll(() => status(baseB, '/api/auth/profile', student), { timeout: 2_000 }).toBe(401);
  });
});
