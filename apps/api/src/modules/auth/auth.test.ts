import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { bearer, json, registerUser } from '../../test/http';

describe.each(testDatabases)('accounts on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(async () => ctx?.close());

  const register = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, headers });
  const login = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

  it('registers a student and a teacher and answers { success, data: { token, user } }', async () => {
    const response = await register({
      fullName: ' Dilnoza Rahimova ',
      email: ' Dilnoza@Maktab.UZ ',
      password: 'parol123',
      role: 'student',
    });
    expect(response.statusCode).toBe(201);
    const body = json(response);
    expect(body.success).toBe(true);
    expect(body.data.token).toEqual(expect.any(String));
    expect(body.data.user).toEqual({
      _id: expect.any(String),
      fullName: 'Dilnoza Rahimova',
      email: 'dilnoza@maktab.uz',
      username: null,
      role: 'student',
      mustChangePassword: false,
      active: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toContain('parol123');
    const teacher = await register({
      fullName: 'Anvar Tursunov',
      email: 'anvar@maktab.uz',
      password: 'parol123',
      role: 'teacher',
    });
    expect(teacher.statusCode).toBe(201);
    expect(json(teacher).data.user.role).toBe('teacher');
    const stored = await ctx.db
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .where('email', '=', 'dilnoza@maktab.uz')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second account for the same e-mail in any letter case (409)', async () => {
    const response = await register({
      fullName: 'Boshqa',
      email: 'DILNOZA@maktab.uz',
      password: 'parol123',
      role: 'student',
    });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: "Bu email bilan allaqachon ro'yxatdan o'tilgan",
    });
  });

  it('gives the Uzbek password message by default and the English one on request', async () => {
    const payload = { fullName: 'Ali', email: 'ali@maktab.uz', password: '12345', role: 'student' };
    const uz = await register(payload);
    expect(uz.statusCode).toBe(400);
    expect(json(uz)).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: "Parol kamida 6 belgidan iborat bo'lishi kerak",
      errors: [{ path: 'password', message: "Parol kamida 6 belgidan iborat bo'lishi kerak" }],
    });
    const en = await register(payload, { 'accept-language': 'en-US,en;q=0.9' });
    expect(json(en).message).toBe('Password must be at least 6 characters');
    const count = await ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', 'ali@maktab.uz')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it.each([
    ['missing fields', {}, 'fullName'],
    ['a wrong role', { fullName: 'A', email: 'a1@maktab.uz', password: 'parol123', role: 'admin' }, 'role'],
    ['wrong types', { fullName: 123, email: ['x'], password: true, role: 'student' }, 'fullName'],
    [
      'a 10 000-character name',
      { fullName: 'x'.repeat(10_000), email: 'a2@maktab.uz', password: 'parol123', role: 'student' },
      'fullName',
    ],
    [
      'a non-ASCII e-mail',
      { fullName: 'A', email: 'oʻquvchi@maktab.uz', password: 'parol123', role: 'student' },
      'email',
    ],
  ])('refuses %s with 400 naming the field', async (_label, payload, field) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    const body = json(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors?.map((error) => error.path)).toContain(field);
  });

  it("refuses a full name with control, bidi or zero-width characters (400 in the user's language), on sign-up and profile", async () => {
    const base = { email: 'hidden@maktab.uz', password: 'parol123', role: 'student' };
    for (const fullName of [
      'Dilnoza\n=2+2',
      'Ali\u202Eavon',
      'Ali\u2066Vali\u2069',
      'Ali\u200BVali',
      'Ali\u200FVali',
    ]) {
      const uz = await register({ ...base, fullName });
      expect(uz.statusCode, JSON.stringify(fullName)).toBe(400);
      expect(json(uz)).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: "To'liq ismda ko'rinmas yoki boshqaruv belgilari bo'lmasligi kerak",
        errors: [{ path: 'fullName' }],
      });
    }
    const en = await register({ ...base, fullName: 'Ali\uFEFFVali' }, { 'accept-language': 'en' });
    expect(json(en).message).toBe('Full name must not contain invisible or control characters');
    expect((await login({ email: base.email, password: base.password })).statusCode).toBe(401);

    const user = await registerUser(ctx.app, 'student');
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { fullName: 'Ali\u202Eavon', email: user.email },
      headers: { ...bearer(user), 'accept-language': 'en' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(json(renamed).message).toBe('Full name must not contain invisible or control characters');
    const kept = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(user) });
    expect(json(kept).data.user.fullName).toBe(user.fullName);
  });

  it('stores SQL-looking text verbatim and harmlessly', async () => {
    const name = "Robert'); DROP TABLE users;--";
    const response = await register({
      fullName: name,
      email: 'bobby@maktab.uz',
      password: "' OR 1=1 --",
      role: 'student',
    });
    expect(response.statusCode).toBe(201);
    expect(json(response).data.user.fullName).toBe(name);
    expect((await login({ email: 'bobby@maktab.uz', password: "' OR 1=1 --" })).statusCode).toBe(200);
    expect((await login({ email: "' OR 1=1 --", password: 'x' })).statusCode).toBe(400);
  });

  it('answers malformed JSON, a wrong content type and an oversized body with 4xx, never 500', async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email": "a@b.uz",',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: "So'rov tanasi yaroqli JSON emas",
    });
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(text.statusCode).toBe(415);
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: JSON.stringify({ fullName: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    expect(json(huge).success).toBe(false);
    const nullBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(nullBody.statusCode).toBe(400);
  });

  it('logs in with the right password only', async () => {
    const ok = await login({ email: 'DILNOZA@maktab.uz', password: 'parol123' });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data.user.email).toBe('dilnoza@maktab.uz');
    const wrong = await login({ email: 'dilnoza@maktab.uz', password: 'notright' });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong)).toMatchObject({ code: 'UNAUTHENTICATED', message: "Email yoki parol noto'g'ri" });
    const unknown = await login({ email: 'nobody@maktab.uz', password: 'parol123' });
    expect(unknown.statusCode).toBe(401);
    expect(json(unknown).message).toBe(json(wrong).message);
  });

  it('reads the profile with a token, and refuses a missing or forged one', async () => {
    const user = await registerUser(ctx.app, 'student');
    for (const url of ['/api/auth/profile', '/api/users/profile']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(user) });
      expect(response.statusCode).toBe(200);
      expect(json(response).data.user).toMatchObject({ _id: user.id, email: user.email, role: 'student' });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${user.token.slice(0, -2)}xx` },
    });
    expect(forged.statusCode).toBe(401);
    expect(json(forged).code).toBe('UNAUTHENTICATED');
  });

  it('refuses a token of another scheme, another secret, no signature or past its expiry', async () => {
    const user = await registerUser(ctx.app, 'student');
    const claims = { sub: user.id, role: 'student', ver: 0 };
    const otherSecret = createSigner({ key: 'another-secret-another-secret-another', algorithm: 'HS256' })(claims);
    const unsigned = createSigner({ algorithm: 'none' })(claims);
    const expired = createSigner({ key: ctx.config.jwtSecret, algorithm: 'HS256', clockTimestamp: 0, expiresIn: 1000 })(
      claims,
    );
    const accepted = createSigner({ key: ctx.config.jwtSecret, algorithm: 'HS256', expiresIn: 60_000 })(claims);
    for (const authorization of [
      `Basic ${user.token}`,
      `Bearer ${user.token} extra`,
      'Bearer',
      `Bearer ${otherSecret}`,
      `Bearer ${unsigned}`,
      `Bearer ${expired}`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization } });
      expect(response.statusCode, authorization.slice(0, 20)).toBe(401);
    }
    // The same claims signed with the server's secret pass: the refusals above are for the token, not the user.
    const ok = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${accepted}` },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('updates the profile; a password change needs the current password and retires older tokens', async () => {
    const user = await registerUser(ctx.app, 'teacher');
    const put = (token: string, payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        payload,
        headers: { authorization: `Bearer ${token}` },
      });

    const renamed = await put(user.token, { fullName: 'Yangi Ism', email: user.email.toUpperCase() });
    expect(renamed.statusCode).toBe(200);
    expect(json(renamed).data.user).toMatchObject({ fullName: 'Yangi Ism', email: user.email });
    expect(json(renamed).data.token).toBeUndefined();

    const noCurrent = await put(user.token, { fullName: 'Yangi Ism', email: user.email, newPassword: 'yangiparol' });
    expect(noCurrent.statusCode).toBe(400);
    expect(json(noCurrent).errors?.[0]?.path).toBe('currentPassword');
    const wrongCurrent = await put(user.token, {
      fullName: 'Yangi Ism',
      email: user.email,
      currentPassword: 'wrong!',
      newPassword: 'yangiparol',
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(json(wrongCurrent).message).toBe("Joriy parol noto'g'ri");

    const taken = await put(user.token, { fullName: 'Yangi Ism', email: 'dilnoza@maktab.uz' });
    expect(taken.statusCode).toBe(409);

    const changed = await put(user.token, {
      fullName: 'Yangi Ism',
      email: user.email,
      currentPassword: user.password,
      newPassword: 'yangiparol',
    });
    expect(changed.statusCode).toBe(200);
    const freshToken = json(changed).data.token as string;
    expect(freshToken).toEqual(expect.any(String));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(user) })).statusCode).toBe(
      401,
    );
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/users/profile',
          headers: { authorization: `Bearer ${freshToken}` },
        })
      ).statusCode,
    ).toBe(200);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await login({ email: user.email, password: 'yangiparol' })).statusCode).toBe(200);
  });

  it('answers unknown routes with the 404 envelope and reports health', async () => {
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'en' },
    });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ success: false, code: 'NOT_FOUND', message: 'Page not found' });
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(json(health).data).toEqual({
      status: 'ok',
      database: kind,
      fileStore: 'local',
      fileStoreStatus: 'ok',
      redis: 'off',
      backup: null,
    });
  });
});

describe('teacher invite code', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { env: { TEACHER_INVITE_CODE: 'maktab-2026' } });
  });
  afterAll(async () => ctx?.close());

  it('is needed to register as a teacher when configured, and never for students', async () => {
    const base = { fullName: 'Ustoz', password: 'parol123', role: 'teacher' };
    const without = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...base, email: 't1@maktab.uz' },
    });
    expect(without.statusCode).toBe(403);
    expect(json(without).message).toBe("O'qituvchi taklif kodi noto'g'ri");
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...base, email: 't1@maktab.uz', inviteCode: 'guess' },
    });
    expect(wrong.statusCode).toBe(403);
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...base, email: 't1@maktab.uz', inviteCode: 'maktab-2026' },
    });
    expect(right.statusCode).toBe(201);
    const student = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...base, role: 'student', email: 's1@maktab.uz' },
    });
    expect(student.statusCode).toBe(201);
  });
});

describe('sign-in rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterAll(async () => ctx?.close());

  it('lets a class of 40 behind one IP register and sign in at once', async () => {
    const students = Array.from({ length: 40 }, (_, i) => ({
      fullName: `O'quvchi ${i}`,
      email: `class${i}@maktab.uz`,
      password: 'parol123',
      role: 'student',
    }));
    const registered = await Promise.all(
      students.map((payload) =>
        ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: '10.1.1.1' }),
      ),
    );
    expect(registered.map((r) => r.statusCode)).toEqual(Array(40).fill(201));
    const signedIn = await Promise.all(
      students.map(({ email, password }) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password },
          remoteAddress: '10.1.1.1',
        }),
      ),
    );
    expect(signedIn.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
  });

  it('counts untrusted wrong passwords per account wherever they come from, and delays grow', async () => {
    let now = Date.parse('2026-11-23T08:00:00Z');
    const clocked = await createTestContext('sqlite', { signInGuard: { now: () => now } });
    try {
      await registerUser(clocked.app, 'student', { email: 'nilufar@maktab.uz', password: 'parol123' });
      const signIn = (password: string, remoteAddress: string, language = 'uz') =>
        clocked.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'nilufar@maktab.uz', password },
          remoteAddress,
          headers: { 'accept-language': language },
        });
      const a = '10.2.0.1';
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) statuses.push((await signIn(`guess${i}`, a)).statusCode);
      // Five mistakes are free; then the account waits (15 s), and attempts in that wait are not checked.
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
      // Without a device cookie (plugins/sign-in-guard.test.ts) another address waits as well,
      // and even the right password is told how long.
      const waiting = await signIn('parol123', '10.9.9.9');
      expect(waiting.statusCode).toBe(429);
      expect(json(waiting)).toMatchObject({
        code: 'RATE_LIMITED',
        message: "Parol ko'p marta noto'g'ri kiritildi. 15 soniyadan so'ng qayta urinib ko'ring",
      });
      expect(waiting.headers['retry-after']).toBe('15');
      // Each further failure doubles the wait: 30 s, then 60 s, then minutes.
      now += 16_000;
      expect((await signIn('guess10', '10.9.9.9')).statusCode).toBe(401);
      expect(json(await signIn('guess11', a, 'en')).message).toBe('Too many wrong passwords. Try again in 30 seconds');
      now += 31_000;
      expect((await signIn('guess12', a)).statusCode).toBe(401);
      now += 61_000;
      expect((await signIn('guess13', a)).statusCode).toBe(401);
      expect(json(await signIn('guess14', a, 'en')).message).toBe('Too many wrong passwords. Try again in 2 minutes');
      // A success clears the count: the next mistake is free again.
      now += 121_000;
      expect((await signIn('parol123', a)).statusCode).toBe(200);
      expect((await signIn('guess15', a)).statusCode).toBe(401);
      expect((await signIn('parol123', a)).statusCode).toBe(200);
    } finally {
      await clocked.close();
    }
  });

  it('keeps the generous per-address limit for a class behind one NAT', async () => {
    const limited = await createTestContext('sqlite', { rateLimits: { authPerIpPerMinute: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `nat${i}@maktab.uz`, password: 'parol123' },
          remoteAddress: '10.3.3.3',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('limits current-password checks on the profile like sign-in, and needs the password to change the e-mail', async () => {
    let now = Date.parse('2026-11-23T08:00:00Z');
    const clocked = await createTestContext('sqlite', { signInGuard: { now: () => now } });
    try {
      const user = await registerUser(clocked.app, 'student', { email: 'sardor@maktab.uz', password: 'parol123' });
      const put = (payload: object) =>
        clocked.app.inject({ method: 'PUT', url: '/api/users/profile', payload, headers: bearer(user) });
      const noPassword = await put({ fullName: 'Sardor', email: 'sardor.yangi@maktab.uz' });
      expect(noPassword.statusCode).toBe(400);
      expect(json(noPassword).message).toBe("Emailni o'zgartirish uchun joriy parolni kiriting");
      const guesses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        guesses.push(
          (await put({ fullName: 'Sardor', email: 'sardor.yangi@maktab.uz', currentPassword: `x${i}` })).statusCode,
        );
      }
      expect(guesses).toEqual([400, 400, 400, 400, 400, 429, 429]);
      // A name-only change without a password does not reset the count.
      expect((await put({ fullName: 'Sardor R.', email: 'sardor@maktab.uz' })).statusCode).toBe(200);
      expect(
        (await put({ fullName: 'Sardor', email: 'sardor.yangi@maktab.uz', currentPassword: 'parol123' })).statusCode,
      ).toBe(429);
      now += 16_000;
      const moved = await put({ fullName: 'Sardor', email: 'sardor.yangi@maktab.uz', currentPassword: 'parol123' });
      expect(moved.statusCode).toBe(200);
      expect(json(moved).data.user.email).toBe('sardor.yangi@maktab.uz');
    } finally {
      await clocked.close();
    }
  });
});
