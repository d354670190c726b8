import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { bearer, json } from '../../test/http';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

describe.each(testDatabases)('accounts of a school (usernames, one-time passwords, deactivation) on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(async () => ctx?.close());

  /** A pupil as a roster import makes one: a username, no e-mail, maybe a one-time password. */
  const pupil = async (options: { mustChange?: boolean } = {}) => {
    const id = randomUUID();
    const username = `pupil.${id.slice(0, 8)}`;
    const now = new Date().toISOString();
    await ctx.db
      .insertInto('users')
      .values({
        id,
        full_name: 'Gʻulomov Oʻktam',
        email: null,
        username,
        password_hash: await hashPassword('K7MX2P9QAZ'),
        role: 'student',
        must_change_password: options.mustChange ? 1 : 0,
        active: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { id, username, password: 'K7MX2P9QAZ' };
  };
  const signIn = (body: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, headers: { 'accept-language': 'en' } });
  const get = (url: string, token: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...bearer({ token }), 'accept-language': 'en' } });

  it('signs in by username, whatever its case, or by e-mail as `login` or `email`', async () => {
    const { username, password } = await pupil();
    const byUsername = await signIn({ login: username.toUpperCase(), password });
    expect(byUsername.statusCode).toBe(200);
    expect(json(byUsername).data.user).toMatchObject({ username, email: null, role: 'student', active: true });
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 'Aziza Karimova', email: `aziza-${kind}@maktab.uz`, password: 'parol123', role: 'student' },
    });
    expect(registered.statusCode).toBe(201);
    expect((await signIn({ login: `Aziza-${kind}@Maktab.uz`, password: 'parol123' })).statusCode).toBe(200);
    expect((await signIn({ email: `aziza-${kind}@maktab.uz`, password: 'parol123' })).statusCode).toBe(200);
    expect((await signIn({ login: username, password: 'wrong-password' })).statusCode).toBe(401);
    const neither = await signIn({ login: 'no spaces allowed', password: 'x' });
    expect(neither.statusCode).toBe(400);
    expect(json(neither).message).toBe('Enter a valid email or username');
    expect(json(await signIn({ password: 'x' })).message).toBe('Enter your email or username');
  });

  it('a one-time password opens only the password change; the new password opens everything', async () => {
    const { username, password } = await pupil({ mustChange: true });
    const first = await signIn({ login: username, password });
    expect(first.statusCode).toBe(200);
    const { token, user } = json(first).data as { token: string; user: { mustChangePassword: boolean } };
    expect(user.mustChangePassword).toBe(true);
    for (const url of ['/api/tasks', '/api/auth/profile', '/api/classes', '/api/submissions']) {
      const refused = await get(url, token);
      expect(refused.statusCode, url).toBe(403);
      expect(json(refused)).toMatchObject({
        code: 'PASSWORD_CHANGE_REQUIRED',
        message: 'Set a new password to continue',
      });
    }
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer({ token }),
      payload: { fullName: 'Gʻulomov Oʻktam', currentPassword: password, newPassword: 'mening-parolim' },
    });
    expect(changed.statusCode).toBe(200);
    const after = json(changed).data as { token: string; user: { mustChangePassword: boolean; email: string | null } };
    expect(after.user).toMatchObject({ mustChangePassword: false, email: null });
    expect((await get('/api/tasks', after.token)).statusCode).toBe(200);
    expect((await signIn({ login: username, password })).statusCode).toBe(401);
    expect((await signIn({ login: username, password: 'mening-parolim' })).statusCode).toBe(200);
  });

  it('a deactivated account: its tokens answer 401 at once, its right password a message, a wrong one 401', async () => {
    const { id, username, password } = await pupil();
    const { token } = json(await signIn({ login: username, password })).data as { token: string };
    expect((await get('/api/auth/profile', token)).statusCode).toBe(200);
    await ctx.db.updateTable('users').set({ active: 0 }).where('id', '=', id).execute();
    // Written past the API here (the admin's route does it through a write): the kept account goes too.
    ctx.app.forgetReads();
    expect((await get('/api/auth/profile', token)).statusCode).toBe(401);
    const refused = await signIn({ login: username, password });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe("This account has been deactivated: ask your school's administration");
    expect((await signIn({ login: username, password: 'not-it' })).statusCode).toBe(401);
  });
});

describe('npm run admin:create', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-admin-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('makes the first admin with a one-time password printed once, which must be changed', async () => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const { stdout } = await run(
      'node',
      [
        '--import',
        'tsx',
        'apps/api/src/tools/admin-create.ts',
        '--email',
        'Direktor@Maktab.uz',
        '--full-name',
        'Direktor',
      ],
      { cwd: repoRoot, env },
    );
    const password = /One-time password[^:]*: (\S+)/.exec(stdout)?.[1];
    expect(password).toMatch(/^[A-Z2-9]{10}$/);
    const ctx = await createTestContext('sqlite', { env: { DATA_DIR: dataDir } });
    try {
      const signedIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: 'direktor@maktab.uz', password },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(json(signedIn).data.user).toMatchObject({ role: 'admin', mustChangePassword: true });
      const stored = await ctx.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
      expect(stored.password_hash).not.toContain(password!);
    } finally {
      await ctx.close();
    }
    await expect(
      run('node', ['--import', 'tsx', 'apps/api/src/tools/admin-create.ts', '--email', 'not-an-email'], {
        cwd: repoRoot,
        env,
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('use --email E --full-name "N"') });
  }, 60_000);
});
