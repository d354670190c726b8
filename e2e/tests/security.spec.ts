import { classroom, createTask, registerAccount, signIn, submitAsStudent } from './helpers';
import { expect, test } from './fixtures';

/** Each screen with what makes it load most: a class, a task with work handed in, a video. */
async function school(request: Parameters<typeof classroom>[0]) {
  const { teacher, schoolClass, student } = await classroom(request);
  const task = await createTask(request, teacher, { classId: schoolClass._id, title: 'Kasrlarni qo‘shish' });
  await submitAsStudent(request, student, task._id);
  const video = await request.post('/api/videos', {
    headers: { Authorization: `Bearer ${teacher.token}` },
    data: {
      classId: schoolClass._id,
      title: 'Kasrlar darsi',
      description: 'Kasrlarni qo‘shish va ayirish',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      duration: 300,
    },
  });
  expect(video.status()).toBe(201);
  return { teacher, schoolClass, student, task };
}

const loaded = async (page: import('@playwright/test').Page) => {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByText(/^(Yuklanmoqda|Loading)…$/)).toHaveCount(0);
};

test('every screen loads under the Content-Security-Policy the server sends, with no violation', async ({
  page,
  request,
}) => {
  // Twenty-odd screens one after another: on a busy 2-core machine that alone can pass a minute.
  test.setTimeout(180_000);
  const answer = await request.get('/');
  const policy = answer.headers()['content-security-policy'];
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain("script-src 'self' 'unsafe-inline'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(answer.headers()['x-frame-options']).toBe('DENY');

  // The guest pages are built ahead, so their text shows even if the policy blocked every script:
  // each step also proves the page's code ran.
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Vazifalar, baholar va video darslar — bitta qulay sinf xonasida');
  // The page's code starts after the first paint: a click before it is live changes nothing, so
  // the click is repeated until the page redraws (it never does if the policy blocked the code).
  await expect(async () => {
    await page.getByRole('button', { name: 'English' }).click();
    await expect(heading).toHaveText('Tasks, grades and video lessons — in one friendly classroom', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: "O'zbek" }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  for (const [path, title, submit] of [
    ['/login', 'Tizimga kirish', 'Kirish'],
    ['/register', "Ro'yxatdan o'tish", "Ro'yxatdan o'tish"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('button', { name: submit, exact: true })).toBeEnabled();
  }
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sahifa topilmadi');
  await expect(page.getByRole('link', { name: 'Bosh sahifaga', exact: true })).toBeVisible();

  const { teacher, schoolClass, student, task } = await school(request);
  // A guest who asks for a signed-in screen is sent to sign in, and sees none of its data.
  for (const path of ['/teacher/dashboard', `/teacher/submissions?task=${task._id}`, '/student/tasks']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tizimga kirish');
    await expect(page.getByText('Kasrlarni qo‘shish')).toHaveCount(0);
  }
  await signIn(page, teacher, '/teacher/dashboard');
  for (const path of [
    '/teacher/dashboard',
    '/teacher/classes',
    `/teacher/classes/${schoolClass._id}`,
    '/teacher/tasks',
    '/teacher/create-task',
    `/teacher/submissions?task=${task._id}`,
    '/teacher/videos',
    '/teacher/students',
    '/teacher/ai',
    '/teacher/profile',
  ]) {
    await page.goto(path);
    await loaded(page);
  }
  // The YouTube player is a frame of the embed host the policy names.
  await page.goto('/teacher/videos');
  await expect(page.locator('iframe[src*="youtube-nocookie.com"]').first()).toBeAttached();

  const other = await registerAccount(request, 'student');
  await signIn(page, student, '/student/dashboard');
  for (const path of [
    '/student/dashboard',
    '/student/classes',
    '/student/tasks',
    '/student/submissions',
    '/student/videos',
    '/student/ai',
    '/student/profile',
  ]) {
    await page.goto(path);
    await loaded(page);
  }
  // A student with no class sees the call to join one on every class screen, under the same
  // policy, and nothing of the classes that exist (a task and a video are in one).
  await signIn(page, other, '/student/dashboard');
  for (const path of ['/student/dashboard', '/student/tasks', '/student/videos']) {
    await page.goto(path);
    await loaded(page);
    const prompt = page.getByTestId('no-class');
    await expect(prompt.getByRole('heading', { name: "Sinfga qo'shiling" })).toBeVisible();
    await expect(prompt.getByLabel('Sinf kodi')).toBeEditable();
    await expect(prompt.getByRole('button', { name: "Qo'shilish" })).toBeVisible();
    await expect(page.getByText('Kasrlarni qo‘shish')).toHaveCount(0);
    await expect(page.getByText('Kasrlar darsi')).toHaveCount(0);
    await expect(page.getByText(schoolClass.name)).toHaveCount(0);
  }
});
