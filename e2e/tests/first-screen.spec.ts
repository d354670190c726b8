import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { classroom, createTask, type Account } from './helpers';

/** Signs a page in as the sign-in form does: the token, and the user kept beside it. */
async function signInWithCopy(page: Page, account: Account) {
  await page.goto('/login');
  const user = { _id: account.id, fullName: account.fullName, email: account.email, role: account.role };
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify({ token, user: { ...user, createdAt: '', updatedAt: '' } }));
    },
    { token: account.token, user },
  );
}

/** Every API read the page makes from now on, with what made it: the entry's early `fetch` or the app's `xhr`. */
function watchReads(page: Page) {
  const reads: { path: string; by: string }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET')
      reads.push({ path: `${url.pathname}${url.search}`, by: request.resourceType() });
  });
  return reads;
}

for (const role of ['teacher', 'student'] as const) {
  test(`the ${role} dashboard asks for its first data once, from the app's entry, before the rest of the app has loaded`, async ({
    page,
    request,
  }) => {
    const { teacher, student, schoolClass } = await classroom(request);
    await createTask(request, teacher, { classId: schoolClass._id, title: 'Kasrlarni qo‘shish' });
    await signInWithCopy(page, role === 'teacher' ? teacher : student);
    const reads = watchReads(page);
    await page.goto(`/${role}/dashboard`);
    await expect(page.getByText('Kasrlarni qo‘shish', { exact: true }).first()).toBeVisible();

    // The user, their classes and the dashboard's data: each asked for once, all by the entry.
    const paths = reads.map((read) => read.path);
    expect(new Set(paths).size, `asked twice: ${paths.join(', ')}`).toBe(paths.length);
    expect(reads.filter((read) => read.by !== 'fetch')).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/profile',
        '/api/classes?archived=false',
        role === 'teacher' ? '/api/users/stats/teacher' : '/api/submissions/progress',
        '/api/tasks?limit=20',
      ]),
    );
  });
}

test('an early answer is not another account’s: after switching accounts the dashboard shows the new one', async ({
  page,
  request,
}) => {
  const first = await classroom(request);
  const second = await classroom(request);
  await createTask(request, first.teacher, { classId: first.schoolClass._id, title: 'Birinchi ustoz vazifasi' });
  await createTask(request, second.teacher, { classId: second.schoolClass._id, title: 'Ikkinchi ustoz vazifasi' });
  await signInWithCopy(page, first.teacher);
  await page.goto('/teacher/dashboard');
  await expect(page.getByText('Birinchi ustoz vazifasi', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Chiqish' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInWithCopy(page, second.teacher);
  await page.goto('/teacher/dashboard');
  await expect(page.getByText('Ikkinchi ustoz vazifasi', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Birinchi ustoz vazifasi')).toHaveCount(0);
});

test('a guest page loads nothing of the signed-in app and asks the API nothing', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // In Cyrillic Uzbek too: its texts are generated, by code the app's entry shares.
  for (const path of ['/', '/login', '/register', '/?lang=uz-Cyrl']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(requested.filter((url) => url.startsWith('/api/'))).toEqual([]);
  expect(requested.filter((url) => /\/assets\/(main|vendor|vendor-stage|start-app)-/.test(url))).toEqual([]);
});

test('the landing page paints before its code is asked for, then comes alive', async ({ page, request }) => {
  // As built, the page names only its small entry: React and the page's code are asked for by the
  // entry once the page has painted (src/shared/lib/guest-entry.ts, tested with its timing).
  const html = await (await request.get('/')).text();
  const named = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)\.js"/g)].map((match) => match[1]);
  expect(named.length).toBeGreaterThan(0);
  expect(named.filter((file) => /^(landing-start|react|landing-page)-/.test(file!))).toEqual([]);
  await page.goto('/');
  // Alive: the language switch redraws the page in English (a click before the code is live
  // changes nothing, so it is repeated until the page redraws).
  await expect(async () => {
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tasks, grades and video lessons — in one friendly classroom',
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the built sign-in forms cannot be sent before their code makes them live', async ({ page, request }) => {
  for (const path of ['/login', '/register']) {
    // As built, the submit is disabled: the browser would send the form itself, password in the address.
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<button type="submit"[^>]*disabled/);
    await page.goto(path);
    await expect(page.locator('button[type="submit"]')).toBeEnabled();
  }
});
