import { blockingViolations } from './axe';
import { expect, test } from './fixtures';
import { classroom, createTask, gradeAsTeacher, signIn, submitAsStudent } from './helpers';

test('a pupil makes a code for a parent, the parent signs up with its link and sees the new grade', async ({
  page,
  browser,
  request,
}) => {
  // Two accounts' journeys and ten accessibility scans: give it the time of three tests.
  test.slow();
  const { teacher, schoolClass, student } = await classroom(request, 'Aziza Karimova');
  const task = await createTask(request, teacher, { classId: schoolClass._id, title: 'Kasrlar: uy ishi' });
  const work = await submitAsStudent(request, student, task._id);

  // The pupil makes the code on their profile, with the link to share.
  await signIn(page, student, '/student/profile');
  await page.getByRole('button', { name: 'Ota-ona uchun kod yaratish' }).click();
  const code = (await page.getByTestId('guardian-code-value').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  const link = await page.getByLabel('Havola').inputValue();
  expect(link).toContain(`/register?guardian=${code}`);

  // The parent opens the link in their own browser: "parent" is chosen, and the code links the child after sign-up.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await parent.goto(new URL(link).pathname + new URL(link).search);
  await expect(parent.getByRole('radio', { name: 'Ota-ona' })).toBeChecked();
  await parent.getByLabel("To'liq ism").fill('Karimova Dilfuza');
  await parent.getByLabel('Email').fill(`ota-ona-${Date.now()}@e2e.uz`);
  await parent.getByLabel('Parol').fill('parol123');
  await parent.getByRole('button', { name: "Ro'yxatdan o'tish" }).click();
  await expect(parent).toHaveURL(/\/guardian\/children\/[^/]+$/);
  await expect(parent.getByText('Aziza Karimova').first()).toBeVisible();

  // Not graded yet.
  await parent.getByRole('tab', { name: 'Baholar' }).click();
  await expect(parent.getByText("Hali baho yo'q")).toBeVisible();

  // The teacher grades; the parent sees the mark and the feedback.
  await gradeAsTeacher(request, teacher, work._id, 92, 'Juda yaxshi, barakalla');
  await parent.reload();
  await parent.getByRole('tab', { name: 'Baholar' }).click();
  const grade = parent.getByTestId('child-grade').filter({ hasText: 'Kasrlar: uy ishi' });
  await expect(grade).toContainText('92');
  await expect(grade).toContainText('Juda yaxshi, barakalla');
  await parent.getByRole('tab', { name: 'Vazifalar' }).click();
  await expect(parent.getByTestId('child-task').filter({ hasText: 'Kasrlar: uy ishi' })).toContainText('Baholangan');

  // The teacher keeps written feedback from parents in this class: the mark stays, the words go.
  const off = await request.put(`/api/classes/${schoolClass._id}`, {
    headers: { authorization: `Bearer ${teacher.token}` },
    data: { guardiansSeeFeedback: false },
  });
  expect(off.status()).toBe(200);
  await parent.reload();
  await parent.getByRole('tab', { name: 'Baholar' }).click();
  await expect(grade).toContainText('92');
  await expect(grade).not.toContainText('Juda yaxshi, barakalla');

  // Every guardian screen, on the phone and the desktop, has no serious accessibility problem.
  const found: string[] = [];
  for (const width of [390, 1280]) {
    await parent.setViewportSize({ width, height: 844 });
    for (const tab of ['Shu hafta', 'Vazifalar', 'Baholar', 'Tabel']) {
      await parent.getByRole('tab', { name: tab }).click();
      found.push(...(await blockingViolations(parent)).map((v) => `${width} ${tab} ${v}`));
    }
    await parent.goto('/guardian/children');
    await expect(parent.getByText('Aziza Karimova').first()).toBeVisible();
    found.push(...(await blockingViolations(parent)).map((v) => `${width} children ${v}`));
    await parent.goBack();
  }
  expect(found).toEqual([]);

  // The pupil sees their parent on the profile.
  await page.reload();
  await expect(page.getByText('Karimova Dilfuza')).toBeVisible();
  await parentContext.close();
});

test("a parent's week: what falls due in seven days and the missed tasks, each read from the server", async ({
  page,
  request,
}) => {
  const { teacher, schoolClass, student } = await classroom(request, 'Aziza Karimova');
  // Missed: due in two seconds and never handed in; then thirty newer tasks due next month.
  await createTask(request, teacher, {
    classId: schoolClass._id,
    title: "O'tkazib yuborilgan insho",
    deadline: new Date(Date.now() + 2000).toISOString(),
  });
  const later = [];
  for (let index = 1; index <= 30; index += 1)
    later.push(
      await createTask(request, teacher, {
        classId: schoolClass._id,
        title: `Keyingi oy ${index}`,
        deadline: new Date(Date.now() + 40 * 86_400_000).toISOString(),
      }),
    );
  // One handed in and sent back, one handed in and graded.
  const sentBack = await submitAsStudent(request, student, later[0]!._id);
  const back = await request.post(`/api/submissions/${sentBack._id}/return`, {
    headers: { authorization: `Bearer ${teacher.token}` },
    data: { feedback: 'Misollarni qayta yeching' },
  });
  expect(back.status()).toBe(200);
  const done = await submitAsStudent(request, student, later[1]!._id);
  await gradeAsTeacher(request, teacher, done._id, 88, 'Yaxshi');
  await createTask(request, teacher, {
    classId: schoolClass._id,
    title: 'Shu hafta: kasrlar',
    deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  });

  // The parent links the child with the pupil's code.
  const made = await request.post('/api/guardian-codes', { headers: { authorization: `Bearer ${student.token}` } });
  expect(made.status()).toBe(201);
  const email = `ota-ona-hafta-${Date.now()}@e2e.uz`;
  const registered = await request.post('/api/auth/register', {
    data: { fullName: 'Karimova Dilfuza', email, password: 'parol123', role: 'guardian' },
  });
  expect(registered.status()).toBe(201);
  const parentToken = (await registered.json()).data.token as string;
  const linked = await request.post('/api/guardian/children', {
    headers: { authorization: `Bearer ${parentToken}` },
    data: { code: (await made.json()).data.code },
  });
  expect(linked.status()).toBe(201);

  await page.waitForTimeout(2000);
  await signIn(page, { ...student, token: parentToken }, `/guardian/children/${student.id}`);
  await page.getByRole('tab', { name: 'Shu hafta' }).click();
  const week = page.getByRole('tabpanel');
  await expect(week.getByTestId('child-task').filter({ hasText: 'Shu hafta: kasrlar' })).toBeVisible();
  const missed = week.getByTestId('child-task').filter({ hasText: "O'tkazib yuborilgan insho" });
  await expect(missed).toContainText('Topshirilmagan');
  await expect(week.getByText('Keyingi oy 1', { exact: true })).toHaveCount(0);

  // Grades: the work sent back with the teacher's words first, then the grades.
  await page.getByRole('tab', { name: 'Baholar' }).click();
  const grades = page.getByTestId('child-grade');
  await expect(grades).toHaveCount(2);
  await expect(grades.first()).toContainText('Misollarni qayta yeching');
  await expect(grades.nth(1)).toContainText('88');

  // The tasks tab pages: twenty of thirty-two, then the rest.
  await page.getByRole('tab', { name: 'Vazifalar' }).click();
  await expect(page.getByTestId('child-task')).toHaveCount(20);
  await page.getByRole('button', { name: "Yana ko'rsatish" }).click();
  await expect(page.getByTestId('child-task')).toHaveCount(32);
  expect(await blockingViolations(page)).toEqual([]);
});
