import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass } from '../../test/fixtures';
import { bearer, createAdmin, json, registerUser, type TestUser } from '../../test/http';

describe.each(testDatabases)("the school's administration on %s", (kind) => {
  let ctx: TestContext;
  let admin: TestUser;
  let teacher: TestUser;
  let student: TestUser;

  const call = (user: { token: string } | null, method: string, url: string, payload?: object) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: { ...(user ? bearer(user) : {}), 'accept-language': 'en' },
    });
  const registerTeacher = (email: string, inviteCode?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'en' },
      payload: { fullName: 'Yangi Ustoz', email, password: 'parol123', role: 'teacher', inviteCode },
    });

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    // Before any admin exists, teacher sign-up is open, as the spec's /register has it.
    teacher = await registerUser(ctx.app, 'teacher');
    student = await registerUser(ctx.app, 'student');
    expect(json(await call(teacher, 'GET', '/api/school')).data.school.teacherSignup).toBe('open');
    admin = await createAdmin(ctx.app, { fullName: 'Direktor Karimov' });
  });
  afterAll(async () => ctx?.close());

  it('answers 403 to anyone but an admin on /api/admin/*, 401 to nobody signed in', async () => {
    const routes: [string, string, object?][] = [
      ['GET', '/api/admin/users'],
      ['PUT', `/api/admin/users/${student.id}`, { active: false }],
      ['POST', `/api/admin/users/${student.id}/reset-password`],
      ['GET', '/api/admin/invitations'],
      ['POST', '/api/admin/invitations', {}],
      ['DELETE', '/api/admin/invitations/ABCDEFGHJKLM'],
      ['GET', '/api/admin/audit'],
      ['PUT', '/api/school', { name: 'Boshqa maktab' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(teacher, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(student, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    // Nothing changed: the student is still active, the school unnamed.
    expect((await call(student, 'GET', '/api/auth/profile')).statusCode).toBe(200);
    expect(json(await call(student, 'GET', '/api/school')).data.school.name).toBe('');
  });

  it('keeps the school’s settings: defaults, changes by the admin, refusals that change nothing', async () => {
    const before = json(await call(teacher, 'GET', '/api/school')).data.school;
    expect(before).toMatchObject({
      teacherSignup: 'invite',
      gradeScale: [
        { mark: 5, min: 86 },
        { mark: 4, min: 71 },
        { mark: 3, min: 56 },
        { mark: 2, min: 0 },
      ],
    });
    expect(before.terms).toHaveLength(4);
    const saved = await call(admin, 'PUT', '/api/school', { name: '14-maktab', address: 'https://maktab14.uz' });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({
      message: 'School settings saved',
      data: { school: { name: '14-maktab', address: 'https://maktab14.uz', teacherSignup: 'invite' } },
    });
    const badScale = await call(admin, 'PUT', '/api/school', {
      name: 'Other',
      gradeScale: [
        { mark: 5, min: 50 },
        { mark: 4, min: 60 },
        { mark: 2, min: 0 },
      ],
    });
    expect(badScale.statusCode).toBe(400);
    expect(json(badScale).errors).toEqual([
      { path: 'gradeScale', message: 'Marks go from the highest down, each for fewer points, the last from 0' },
    ]);
    const overlapping = await call(admin, 'PUT', '/api/school', {
      terms: [
        { name: '1', start: '2026-09-01', end: '2026-11-10' },
        { name: '2', start: '2026-11-05', end: '2026-12-31' },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(json(await call(student, 'GET', '/api/school')).data.school.name).toBe('14-maktab');
  });

  it('lets a teacher sign up only with an unused, unexpired invitation once an admin exists', async () => {
    expect((await registerTeacher(`t1-${kind}@maktab.uz`)).statusCode).toBe(403);
    const created = await call(admin, 'POST', '/api/admin/invitations', { expiresInDays: 3 });
    expect(created.statusCode).toBe(201);
    const { invitation } = json(created).data as { invitation: { code: string; url: string; expiresAt: string } };
    // The link starts where the admin's browser reached the server (inject's Host is localhost:80).
    expect(invitation.url).toBe(`http://localhost:80/register?invite=${invitation.code}`);
    expect(Date.parse(invitation.expiresAt) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    const wrong = await registerTeacher(`t1-${kind}@maktab.uz`, 'WRONGCODE234');
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong).message).toBe('The teacher invite code is wrong');
    expect((await registerTeacher(`t1-${kind}@maktab.uz`, invitation.code.toLowerCase())).statusCode).toBe(201);
    expect((await registerTeacher(`t2-${kind}@maktab.uz`, invitation.code)).statusCode).toBe(403);
    // A student's sign-up needs nothing.
    const pupil = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 'Yangi O‘quvchi', email: `s-${kind}@maktab.uz`, password: 'parol123', role: 'student' },
    });
    expect(pupil.statusCode).toBe(201);

    const forOne = json(await call(admin, 'POST', '/api/admin/invitations', { email: `named-${kind}@maktab.uz` })).data
      .invitation as { code: string };
    expect((await registerTeacher(`other-${kind}@maktab.uz`, forOne.code)).statusCode).toBe(403);
    expect((await registerTeacher(`named-${kind}@maktab.uz`, forOne.code)).statusCode).toBe(201);

    const revoked = json(await call(admin, 'POST', '/api/admin/invitations', {})).data.invitation as { code: string };
    expect((await call(admin, 'DELETE', `/api/admin/invitations/${revoked.code}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/admin/invitations/${revoked.code}`)).statusCode).toBe(404);
    expect((await registerTeacher(`t3-${kind}@maktab.uz`, revoked.code)).statusCode).toBe(403);

    const listed = json(await call(admin, 'GET', '/api/admin/invitations')).data.invitations as {
      code: string;
      usedAt: string | null;
    }[];
    expect(listed.find((item) => item.code === invitation.code)?.usedAt).toEqual(expect.any(String));
    expect(listed.map((item) => item.code)).not.toContain(revoked.code);
    expect((await call(admin, 'POST', '/api/admin/invitations', { expiresInDays: 31 })).statusCode).toBe(400);

    // The admin may open sign-up again.
    await call(admin, 'PUT', '/api/school', { teacherSignup: 'open' });
    expect((await registerTeacher(`t4-${kind}@maktab.uz`)).statusCode).toBe(201);
    await call(admin, 'PUT', '/api/school', { teacherSignup: 'invite' });
  });

  it('lists the school’s people by role, search and activity, a page at a time', async () => {
    const teachers = await call(admin, 'GET', '/api/admin/users?role=teacher&limit=2&page=1');
    expect(teachers.statusCode).toBe(200);
    const body = json(teachers).data as { users: { role: string }[]; pagination: { total: number; pages: number } };
    expect(body.users).toHaveLength(2);
    expect(body.users.every((user) => user.role === 'teacher')).toBe(true);
    expect(body.pagination.total).toBeGreaterThanOrEqual(3);
    const found = json(await call(admin, 'GET', `/api/admin/users?search=${encodeURIComponent(student.email)}`)).data;
    expect(found.users.map((user: { _id: string }) => user._id)).toEqual([student.id]);
    expect((await call(admin, 'GET', '/api/admin/users?role=wizard')).statusCode).toBe(400);
  });

  it('deactivates an account (its tokens 401 at once), moves teachers and admins, keeps one admin', async () => {
    const pupil = await registerUser(ctx.app, 'student');
    expect((await call(pupil, 'GET', '/api/tasks')).statusCode).toBe(200);
    const off = await call(admin, 'PUT', `/api/admin/users/${pupil.id}`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(json(off).data.user).toMatchObject({ active: false });
    expect((await call(pupil, 'GET', '/api/tasks')).statusCode).toBe(401);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { login: pupil.email, password: pupil.password },
    });
    expect(refused.statusCode).toBe(403);
    const inactive = json(await call(admin, 'GET', '/api/admin/users?active=false')).data.users;
    expect(inactive.map((user: { _id: string }) => user._id)).toContain(pupil.id);
    expect((await call(admin, 'PUT', `/api/admin/users/${pupil.id}`, { active: true })).statusCode).toBe(200);

    expect((await call(admin, 'PUT', `/api/admin/users/${pupil.id}`, { role: 'admin' })).statusCode).toBe(400);
    const promoted = await call(admin, 'PUT', `/api/admin/users/${teacher.id}`, { role: 'admin' });
    expect(json(promoted).data.user.role).toBe('admin');
    // The teacher's old token named the old role: it ends.
    expect((await call(teacher, 'GET', '/api/auth/profile')).statusCode).toBe(401);
    expect((await call(admin, 'PUT', `/api/admin/users/${teacher.id}`, { role: 'teacher' })).statusCode).toBe(200);
    const alone = await call(admin, 'PUT', `/api/admin/users/${admin.id}`, { active: false });
    expect(alone.statusCode).toBe(409);
    expect(json(alone).message).toBe('The school must keep at least one active admin');
    expect((await call(admin, 'PUT', '/api/admin/users/no-such-user', { active: false })).statusCode).toBe(404);
  });

  it('resets a forgotten password to a one-time one that ends the old tokens', async () => {
    const pupil = await registerUser(ctx.app, 'student');
    const reset = await call(admin, 'POST', `/api/admin/users/${pupil.id}/reset-password`);
    expect(reset.statusCode).toBe(200);
    const { password } = json(reset).data as { password: string };
    expect(password).toMatch(/^[A-Z2-9]{10}$/);
    expect((await call(pupil, 'GET', '/api/tasks')).statusCode).toBe(401);
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: pupil.email, password },
    });
    expect(json(signedIn).data.user.mustChangePassword).toBe(true);
    const stored = await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', pupil.id)
      .executeTakeFirst();
    expect(stored?.password_hash).not.toContain(password);
  });

  it('keeps an audit log of what the admin did, newest first, with who and from where', async () => {
    const log = await call(admin, 'GET', '/api/admin/audit?limit=50');
    expect(log.statusCode).toBe(200);
    const entries = json(log).data.entries as { action: string; actor: { _id: string } | null; ip: string }[];
    const actions = entries.map((entry) => entry.action);
    for (const action of [
      'password_reset',
      'role_changed',
      'account_deactivated',
      'account_activated',
      'invitation_created',
      'invitation_revoked',
      'school_updated',
    ])
      expect(actions).toContain(action);
    // Each saved change of the settings, not the refused ones: the name and address, then the sign-up policy twice.
    const settings = entries.filter((entry) => entry.action === 'school_updated');
    expect(settings.map((entry) => (entry as { target?: string }).target)).toEqual([
      'teacherSignup',
      'teacherSignup',
      'name: 14-maktab; address',
    ]);
    expect(actions[0]).toBe('password_reset');
    expect(entries[0]).toMatchObject({ actor: { _id: admin.id, fullName: 'Direktor Karimov' }, ip: '127.0.0.1' });
  });
  it('logs a sign-in lockout once, and a gradebook export, for the admin to see', async () => {
    const target = await registerUser(ctx.app, 'student');
    let status = 0;
    for (let attempt = 0; attempt < 14 && status !== 429; attempt += 1) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: target.email, password: `wrong-${attempt}` },
      });
      status = answer.statusCode;
    }
    expect(status).toBe(429);
    // Refused again while locked: still one entry.
    await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: target.email, password: 'x' } });
    // The teacher's earlier token ended with the role changes above: signed in afresh.
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: teacher.email, password: teacher.password },
    });
    const again = { ...teacher, token: json(signedIn).data.token as string };
    const classId = (await createClass(ctx.app, again, [], { name: '5-V' }))._id;
    expect((await call(again, 'GET', `/api/classes/${classId}/gradebook`)).statusCode).toBe(200);
    const entries = json(await call(admin, 'GET', '/api/admin/audit?limit=100')).data.entries as {
      action: string;
      target: string;
      actor: { _id: string } | null;
    }[];
    const lockouts = entries.filter((entry) => entry.action === 'sign_in_locked' && entry.target === target.email);
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]!.actor).toBeNull();
    const exported = entries.find((entry) => entry.action === 'gradebook_exported');
    expect(exported?.actor?._id).toBe(teacher.id);
  });
});
