import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../test/context';
import { json, registerUser } from '../test/http';
import { TEST_REDIS_URL, canRunWithRedis, dropKeys, testKeyPrefix } from '../test/redis';

/** The Cookie header a browser sends back after this answer's Set-Cookie. */
const cookieFrom = (response: LightMyRequestResponse) => {
  const header = response.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : header;
  if (!line) throw new Error(`no Set-Cookie (status ${response.statusCode})`);
  return line.split(';')[0]!;
};

const signIn = (ctx: TestContext, email: string, password: string, remoteAddress: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

const START = Date.parse('2026-11-23T08:00:00Z');
const OWNER = { email: 'nilufar@maktab.uz', password: 'parol123' };
const SCHOOL_NAT = '10.20.0.1';

describe.each(testDatabases)('sign-in with device cookies on %s', (kind) => {
  const contexts: TestContext[] = [];
  let now = START;
  const open = async (options: Parameters<typeof createTestContext>[1] = {}) => {
    now = START;
    const ctx = await createTestContext(kind, { signInGuard: { now: () => now }, ...options });
    contexts.push(ctx);
    await registerUser(ctx.app, 'student', OWNER);
    return ctx;
  };
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((ctx) => ctx.close()));
  });

  it("a classmate on the owner's address with 50 wrong passwords cannot stop the owner's trusted browser", async () => {
    const ctx = await open({ rateLimits: { authPerIpPerMinute: 30 } });
    const first = await signIn(ctx, OWNER.email, OWNER.password, SCHOOL_NAT);
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toMatch(
      /^sinfxona_device=[^;]+; Max-Age=15552000; Path=\/api\/auth; HttpOnly; SameSite=Strict$/,
    );
    const trustedBrowser = cookieFrom(first);

    // The classmate, one guess a second on the school's one address, without the cookie.
    const classmate: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      classmate.push((await signIn(ctx, OWNER.email, `guess${i}`, SCHOOL_NAT)).statusCode);
      now += 1_000;
    }
    // Five guesses are checked, then the account waits for untrusted browsers (15 s, 30 s, …),
    // and past 30 requests a minute the address is over its limit as well.
    expect(classmate).toEqual([
      ...[401, 401, 401, 401, 401], // 0-4 s: checked, then the account waits 15 s
      ...Array(14).fill(429), // 5-18 s
      401, // 19 s: checked, then 30 s
      ...Array(30).fill(429), // 20-49 s; from 30 s the address is over its 30 a minute too
    ]);
    // The owner from a fresh browser on that address waits like everyone untrusted...
    expect((await signIn(ctx, OWNER.email, OWNER.password, SCHOOL_NAT)).statusCode).toBe(429);
    // ...but the trusted browser, on the same address at the same moment, signs in.
    const trusted = await signIn(ctx, OWNER.email, OWNER.password, SCHOOL_NAT, trustedBrowser);
    expect(trusted.statusCode).toBe(200);
    expect(json(trusted).data.user.email).toBe(OWNER.email);
    // And keeps doing so, with the fresh cookie each sign-in gives.
    const again = await signIn(ctx, OWNER.email, OWNER.password, SCHOOL_NAT, cookieFrom(trusted));
    expect(again.statusCode).toBe(200);
  });

  it('20 addresses together get no more wrong guesses at one account than the per-account limit', async () => {
    const ctx = await open();
    const address = (i: number) => `198.51.100.${(i % 20) + 1}`;
    // Sixty guesses at once, three from each of twenty addresses: five are checked.
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(ctx, OWNER.email, `burst${i}`, address(i))),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
    // Then one guess every 5 s, the address turning each time, for the rest of 15 minutes.
    const checkedAt: number[] = [];
    for (let i = 0; now < START + 15 * 60_000; i += 1) {
      if ((await signIn(ctx, OWNER.email, `slow${i}`, address(i))).statusCode === 401) checkedAt.push(now - START);
      now += 5_000;
    }
    // Ten wrong passwords in 15 minutes in all, each wait double the last.
    expect(checkedAt).toEqual([15_000, 45_000, 105_000, 225_000, 465_000]);
    const waiting = await signIn(ctx, OWNER.email, OWNER.password, address(7));
    expect(waiting.statusCode).toBe(429);
    expect(json(waiting)).toMatchObject({
      code: 'RATE_LIMITED',
      message: "Parol ko'p marta noto'g'ri kiritildi. 45 soniyadan so'ng qayta urinib ko'ring",
    });
  });

  it('keeps the per-address limit generous: a class of 40 with a typo each signs in from one address', async () => {
    const ctx = await open();
    const students = await Promise.all(
      Array.from({ length: 40 }, (_, i) => registerUser(ctx.app, 'student', { email: `sinf${i}@maktab.uz` })),
    );
    const typos = await Promise.all(students.map((s) => signIn(ctx, s.email, 'parol12', SCHOOL_NAT)));
    expect(typos.map((r) => r.statusCode)).toEqual(Array(40).fill(401));
    const signedIn = await Promise.all(students.map((s) => signIn(ctx, s.email, s.password, SCHOOL_NAT)));
    expect(signedIn.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
  });

  it("ignores a forged, expired or another account's device cookie", async () => {
    const ctx = await open();
    const other = await registerUser(ctx.app, 'student', { email: 'sardor@maktab.uz' });
    const ownerCookie = cookieFrom(await signIn(ctx, OWNER.email, OWNER.password, '10.30.0.1'));
    // A cookie issued 181 days ago has expired; a fresh one is made for the rest.
    now += 181 * 86_400_000;
    const current = cookieFrom(await signIn(ctx, OWNER.email, OWNER.password, '10.30.0.1'));
    const otherCookie = cookieFrom(await signIn(ctx, other.email, other.password, '10.30.0.1'));
    for (let i = 0; i < 5; i += 1) await signIn(ctx, OWNER.email, `guess${i}`, '10.30.0.9');
    const [ownerId, nonce, expires, signature] = current.split('=')[1]!.split('.');
    const otherSignature = otherCookie.split('.')[3];
    const refused = {
      expired: ownerCookie,
      forgedSignature: `sinfxona_device=${ownerId}.${nonce}.${expires}.${'A'.repeat(43)}`,
      longerLife: `sinfxona_device=${ownerId}.${nonce}.${Number(expires) + 86_400}.${signature}`,
      otherAccount: otherCookie,
      otherSignatureOwnerId: `sinfxona_device=${ownerId}.${otherCookie.split('.')[1]}.${expires}.${otherSignature}`,
      garbage: 'sinfxona_device=%%%~..~',
    };
    for (const [label, cookie] of Object.entries(refused)) {
      expect((await signIn(ctx, OWNER.email, OWNER.password, '10.30.0.1', cookie)).statusCode, label).toBe(429);
    }
    expect((await signIn(ctx, OWNER.email, OWNER.password, '10.30.0.1', current)).statusCode).toBe(200);
    // A sibling signing in on the same browser adds an entry: the owner's stays trusted beside it.
    const shared = cookieFrom(await signIn(ctx, other.email, other.password, '10.30.0.1', current));
    expect(shared.split('~')).toHaveLength(2);
    expect((await signIn(ctx, OWNER.email, OWNER.password, '10.30.0.1', shared)).statusCode).toBe(200);
  });

  it('counts failures made with a device cookie on that cookie only, so a stolen cookie is limited too', async () => {
    const ctx = await open();
    const stolen = cookieFrom(await signIn(ctx, OWNER.email, OWNER.password, '10.40.0.1'));
    const ownersOwn = cookieFrom(await signIn(ctx, OWNER.email, OWNER.password, '10.40.0.2'));
    const thief: number[] = [];
    for (let i = 0; i < 7; i += 1)
      thief.push((await signIn(ctx, OWNER.email, `x${i}`, '203.0.113.5', stolen)).statusCode);
    expect(thief).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // The right password with the locked cookie waits too; the owner's other browser, and an
    // untrusted one, are untouched by the thief's failures.
    expect((await signIn(ctx, OWNER.email, OWNER.password, '203.0.113.5', stolen)).statusCode).toBe(429);
    expect((await signIn(ctx, OWNER.email, OWNER.password, '10.40.0.2', ownersOwn)).statusCode).toBe(200);
    expect((await signIn(ctx, OWNER.email, OWNER.password, '10.40.0.3')).statusCode).toBe(200);
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const ctx = await open({ env: { TRUST_PROXY: '1' } });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: OWNER,
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });
});

const withRedis = await canRunWithRedis('the device-cookie tests with Redis');

describe.runIf(withRedis)('sign-in with device cookies across instances (REDIS_URL)', () => {
  const contexts: TestContext[] = [];
  const prefix = testKeyPrefix();
  afterAll(async () => {
    await Promise.all(contexts.map((ctx) => ctx.close()));
    await dropKeys(prefix);
  });

  it('counts an account on every instance as one, and trusts a cookie from one instance on the other', async () => {
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, JWT_SECRET: 'q3V8t2nXk9LpZr7sWm4yHc6bFd1gJe5a' };
    const [a, b] = [await createTestContext('sqlite', { env }), await createTestContext('sqlite', { env })];
    contexts.push(a, b);
    // One account on both, as one shared database would have it.
    await registerUser(a.app, 'student', OWNER);
    const row = await a.db.selectFrom('users').selectAll().where('email', '=', OWNER.email).executeTakeFirstOrThrow();
    await b.db.insertInto('users').values(row).execute();
    const trustedBrowser = cookieFrom(await signIn(a, OWNER.email, OWNER.password, SCHOOL_NAT));
    // Forty guesses at once from twenty addresses, split between the instances: five are checked.
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(i % 2 ? a : b, OWNER.email, `g${i}`, `198.51.100.${i % 20}`)),
    );
    expect(burst.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(35);
    expect((await signIn(a, OWNER.email, OWNER.password, SCHOOL_NAT)).statusCode).toBe(429);
    // The cookie made by instance a lets the owner in on instance b.
    expect((await signIn(b, OWNER.email, OWNER.password, SCHOOL_NAT, trustedBrowser)).statusCode).toBe(200);
  });
});
