import { createHmac } from 'node:crypto';
import { expect, test } from './fixtures';
import { registerAccount } from './helpers';

/** The server's secret in this suite (playwright.config.ts), to make a token as it would have two days ago. */
const SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e';
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

/** The same session's token, issued `ageHours` ago with the default three-day life. */
function agedToken(token: string, ageHours: number) {
  const { sub, role, ver, sid } = claimsOf(token);
  const iat = Math.floor(Date.now() / 1000) - ageHours * 3600;
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, role, ver, sid, iat, exp: iat + 3 * 86_400 })}`;
  return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
}

test('a token past half its life is renewed while the pupil uses the app, and the session goes on', async ({
  page,
  request,
}) => {
  const pupil = await registerAccount(request, 'student');
  const aged = agedToken(pupil.token, 40);
  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('token', token), aged);
  await page.goto('/student/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe(aged);
  const renewed = (await page.evaluate(() => localStorage.getItem('token')))!;
  expect(claimsOf(renewed).sid).toBe(claimsOf(aged).sid);
  expect(claimsOf(renewed).exp).toBeGreaterThan(claimsOf(aged).exp);
  const profile = await request.get('/api/auth/profile', { headers: { Authorization: `Bearer ${renewed}` } });
  expect(profile.status()).toBe(200);
  // Still one session: renewing never starts another.
  const sessions = await request.get('/api/auth/sessions', { headers: { Authorization: `Bearer ${renewed}` } });
  expect((await sessions.json()).data.sessions).toHaveLength(1);
  // Moving on in the app keeps working with the new token.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/student\/dashboard/);
});
