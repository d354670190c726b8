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
