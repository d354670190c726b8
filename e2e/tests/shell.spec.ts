import { expect, test } from './fixtures';
import { registerAccount, signIn } from './helpers';

test('the server answers health and a guest sees the landing page', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect((await health.json()).data).toEqual({
    status: 'ok',
    database: 'sqlite',
    fileStore: 'local',
    fileStoreStatus: 'ok',
    redis: 'off',
    backup: null,
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vazifalar, baholar va video darslar');
  for (const anchor of ['#features', '#about', '#contact']) await expect(page.locator(anchor)).toBeAttached();
  await expect(page.locator('#about')).toContainText('25');
  await expect(page.locator('#about')).toContainText('150');
  await expect(page.getByRole('link', { name: 'info@sinfxona.uz' })).toHaveAttribute('href', 'mailto:info@sinfxona.uz');
  await expect(page).toHaveTitle('Bosh sahifa · Sinfxona');
});

test('guards: guests go to /login, each role to its own dashboard', async ({ page, request }) => {
  for (const path of ['/student/dashboard', '/teacher/tasks', '/student']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  const student = await registerAccount(request, 'student');
  await signIn(page, student, '/teacher/dashboard');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  for (const path of ['/', '/login', '/register', '/student']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/student\/dashboard$/);
  }
  const teacher = await registerAccount(request, 'teacher');
  await signIn(page, teacher, '/student/tasks');
  await expect(page).toHaveURL(/\/teacher\/dashboard$/);
  await page.goto('/teacher');
  await expect(page).toHaveURL(/\/teacher\/dashboard$/);
});

test('a bad stored token is dropped and the user sent to /login', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
  await page.goto('/student/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a kept copy of the user draws the frame at once, but a revoked token still ends at /login', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('token', 'not-a-real-token');
    const user = { _id: 'u1', fullName: 'Aziza Karimova', email: 'a@b.uz', role: 'student' };
    localStorage.setItem('user', JSON.stringify({ token: 'not-a-real-token', user }));
  });
  await page.goto('/student/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
});

test('login: client-side messages, the server message, then the dashboard; logout goes home', async ({
  page,
  request,
}) => {
  const teacher = await registerAccount(request, 'teacher', 'Anvar Tursunov');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Kirish' }).click();
  await expect(page.getByText('Email yoki login kiritilishi shart')).toBeVisible();
  await expect(page.getByText('Parol kiritilishi shart')).toBeVisible();
  await page.getByLabel('Email yoki login').fill(teacher.email);
  await page.getByLabel('Parol').fill('wrong-password');
  await page.getByRole('button', { name: 'Kirish' }).click();
  await expect(page.getByRole('alert')).toHaveText("Email yoki parol noto'g'ri");
  await page.getByLabel('Parol').fill(teacher.password);
  await page.getByRole('button', { name: 'Kirish' }).click();
  await expect(page).toHaveURL(/\/teacher\/dashboard$/);
  await expect(page.getByTestId('user-name')).toHaveText('Anvar Tursunov');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: 'Chiqish' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The server ended that session too: a copy of the token is refused.
  const profileStatus = async () =>
    (await request.get('/api/auth/profile', { headers: { authorization: `Bearer ${token}` } })).status();
  await expect.poll(profileStatus).toBe(401);
});

test('register: both roles, the password rule and a taken e-mail', async ({ page, request }) => {
  const taken = await registerAccount(request, 'student');
  await page.goto('/register');
  await page.getByLabel("To'liq ism").fill('Malika Yusupova');
  await page.getByLabel('Email').fill(taken.email);
  await page.getByLabel('Parol').fill('123');
  await page.getByRole('button', { name: "Ro'yxatdan o'tish" }).click();
  await expect(page.getByText("Parol kamida 6 belgidan iborat bo'lishi kerak")).toBeVisible();
  await page.getByLabel('Parol').fill('parol123');
  await page.getByRole('button', { name: "Ro'yxatdan o'tish" }).click();
  await expect(page.getByRole('alert')).toHaveText("Bu email bilan allaqachon ro'yxatdan o'tilgan");
  await page.getByLabel('Email').fill(`malika-${Date.now()}@e2e.uz`);
  await page.getByRole('button', { name: "Ro'yxatdan o'tish" }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);

  await page.getByRole('button', { name: 'Chiqish' }).click();
  // Signing out first checks the device's outbox (IndexedDB): wait until it is done.
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/register?lang=en');
  await page.getByLabel('Full name').fill('Rustam Qodirov');
  await page.getByLabel('Email').fill(`rustam-${Date.now()}@e2e.uz`);
  await page.getByLabel('Password').fill('parol123');
  await page.getByText('Teacher', { exact: true }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/teacher\/dashboard$/);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Sahifa topilmadi' })).toBeVisible();
  await page.goto('/no/such/page?lang=en');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the language switch changes every string and is remembered', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Tizimga kirish' })).toBeVisible();
  await page.getByText('English').click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.goto('/login?lang=uz');
  await expect(page.getByRole('button', { name: 'Kirish' })).toBeVisible();
});

test('desktop sidebar collapses to icons with tooltips', async ({ page, request }) => {
  const student = await registerAccount(request, 'student');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, student, '/student/dashboard');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeVisible();
  expect((await sidebar.boundingBox())!.width).toBeCloseTo(240, -1);
  await page.getByRole('button', { name: "Menyuni yig'ish" }).click();
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeLessThan(70);
  await page.getByRole('link', { name: 'Vazifalar' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Vazifalar');
  await page.getByRole('link', { name: 'Vazifalar' }).click();
  await expect(page).toHaveURL(/\/student\/tasks$/);
  await expect(page).toHaveTitle('Vazifalar · Sinfxona');
  await page.getByRole('button', { name: 'Menyuni yoyish' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeGreaterThan(200);
});

test('on a phone the menu is a 70 % overlay that closes on an outside click and on a link click', async ({
  page,
  request,
}) => {
  const teacher = await registerAccount(request, 'teacher');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, teacher, '/teacher/dashboard');
  const menu = page.getByRole('dialog');
  await expect(menu).toHaveCount(0);
  await page.getByRole('button', { name: 'Menyu' }).click();
  await expect(menu).toBeVisible();
  const box = (await page.locator('.mantine-Drawer-content').boundingBox())!;
  expect(box.width).toBeCloseTo(390 * 0.7, -1);
  await page.mouse.click(370, 400);
  await expect(menu).toHaveCount(0);
  await page.getByRole('button', { name: 'Menyu' }).click();
  await page.getByRole('link', { name: "O'quvchilar" }).click();
  await expect(page).toHaveURL(/\/teacher\/students$/);
  await expect(menu).toHaveCount(0);
});

test('a toast appears, can be closed by its labelled button', async ({ page, request }) => {
  const student = await registerAccount(request, 'student', 'Laylo Hamidova');
  await signIn(page, student, '/student/profile');
  await page.getByLabel("To'liq ism").fill('Laylo Hamidova-Sobirova');
  // The profile form's own button (the notification settings below have one too).
  await page
    .locator('form')
    .filter({ has: page.getByLabel("To'liq ism") })
    .getByRole('button', { name: 'Saqlash' })
    .click();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Profil yangilandi' });
  await expect(toast).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText('Laylo Hamidova-Sobirova');
  await toast.getByRole('button', { name: 'Yopish' }).click();
  await expect(toast).toHaveCount(0);
});
