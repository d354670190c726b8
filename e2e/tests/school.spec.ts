import { expect, test } from './fixtures';
import { classroom, createClass, createTask, getJson, registerAccount, signIn } from './helpers';

test('a pupil imported from the class list signs in with the card’s username and one-time password, sets their own and sees the class’s task', async ({
  page,
  request,
}) => {
  const teacher = await registerAccount(request, 'teacher');
  const schoolClass = await createClass(request, teacher);
  const task = await createTask(request, teacher, { classId: schoolClass._id, title: 'Kasrlarni qoʻshish' });
  const stamp = Date.now().toString(36);
  const imported = await request.post(`/api/classes/${schoolClass._id}/import`, {
    headers: { Authorization: `Bearer ${teacher.token}` },
    multipart: {
      file: {
        name: 'sinf.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFFfullName;username\nGʻulomov Oʻktam;oktam.${stamp}\n`, 'utf8'),
      },
    },
  });
  expect(imported.status()).toBe(200);
  const [row] = (await imported.json()).data.import.rows as { username: string; password: string }[];

  await page.goto('/login?lang=en');
  await page.getByLabel('Email or username').fill(row!.username.toUpperCase());
  await page.getByLabel('Password').fill(row!.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Set your own password' })).toBeVisible();
  await page.getByLabel('New password').fill('mening-parolim');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard/);
  await page.goto('/student/tasks');
  await expect(page.getByText(task.title)).toBeVisible();

  // The card's password no longer opens the account; the pupil's own does.
  const withCard = await request.post('/api/auth/login', { data: { login: row!.username, password: row!.password } });
  expect(withCard.status()).toBe(401);
  const withOwn = await request.post('/api/auth/login', { data: { login: row!.username, password: 'mening-parolim' } });
  expect(withOwn.status()).toBe(200);
});

test('a pupil leaves a class after a confirm that says their work is kept', async ({ page, request }) => {
  const { schoolClass, student } = await classroom(request, 'Malika Yusupova');
  await signIn(page, student, '/student/classes');
  await expect(page.getByTestId('class-card')).toContainText(schoolClass.name);
  await page.getByRole('button', { name: `${schoolClass.name} sinfidan chiqish` }).click();
  const dialog = page.getByRole('dialog', { name: `${schoolClass.name} sinfidan chiqasizmi?` });
  await expect(dialog).toContainText('Ishlaringiz va baholaringiz saqlanadi');
  await dialog.getByRole('button', { name: 'Chiqish' }).click();
  await expect(page.getByTestId('class-card')).toHaveCount(0);
  expect((await getJson(request, student, '/api/classes')).classes).toEqual([]);
});
