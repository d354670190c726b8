import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { classroom, createClass, createTask, registerAccount, signIn, submitAsStudent } from './helpers';

// Three things a teacher ran into (issue 29 "Also seen"), each as the teacher meets it.
const SHOTS = process.env.FIXES_SHOTS_DIR;

/** Screenshots for a person to look at, at 1280 and 390 px wide, when asked for (FIXES_SHOTS_DIR). */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("another teacher's task opened by its address says it is not found, with no Retry", async ({ page, request }) => {
  const { teacher, schoolClass } = await classroom(request);
  const task = await createTask(request, teacher, { classId: schoolClass._id, title: 'Boshqa ustozning vazifasi' });
  const stranger = await registerAccount(request, 'teacher');
  const own = await createClass(request, stranger);
  await createTask(request, stranger, { classId: own._id, title: "O'z vazifam" });
  await signIn(page, stranger, `/teacher/submissions?task=${task._id}`);
  // The server's words ("Vazifa topilmadi") and why trying again will not help.
  const alert = page.getByRole('alert').filter({ hasText: 'topilmadi' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Qayta urinish buni o'zgartirmaydi");
  await expect(page.getByRole('button', { name: 'Qayta urinish' })).toHaveCount(0);
  await shots(page, 'not-found');
});

test("the grade dialog opened from a task's table shows the pupil's comment thread", async ({ page, request }) => {
  const { teacher, schoolClass, student } = await classroom(request, 'Bekzod Olimov');
  const task = await createTask(request, teacher, { classId: schoolClass._id, title: 'Kasrlar' });
  const handedIn = await submitAsStudent(request, student, task._id);
  const question = 'Ustoz, 3-misolni tushunmadim';
  const asked = await request.post(`/api/submissions/${handedIn._id}/comments`, {
    headers: { Authorization: `Bearer ${student.token}` },
    data: { text: question },
  });
  expect(asked.status()).toBe(201);
  await signIn(page, teacher, `/teacher/submissions?task=${task._id}`);
  await page.getByTestId('submissions-table').getByRole('button', { name: 'Baholash: Bekzod Olimov' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('comment-thread')).toContainText(question);
  // The teacher answers from the same dialog.
  await dialog.getByLabel('Yangi izoh').fill('3-misolda avval maxrajlarni tenglang');
  await shots(page, 'grade-dialog-thread');
});

test('a teacher with a new class and no task sees the class with its code to share', async ({ page, request }) => {
  const teacher = await registerAccount(request, 'teacher');
  const schoolClass = await createClass(request, teacher, '5-B Matematika');
  await signIn(page, teacher, '/teacher/dashboard');
  const share = page.getByTestId('share-class-codes');
  await expect(share).toContainText("Sinf kodini o'quvchilaringizga yuboring");
  await expect(share.getByTestId('share-class')).toContainText('5-B Matematika');
  await expect(share.getByTestId('join-code')).toHaveText(schoolClass.joinCode);
  await shots(page, 'dashboard-share-code');
  // Once the class has a task, the dashboard is the usual one.
  await createTask(request, teacher, { classId: schoolClass._id, title: 'Birinchi vazifa' });
  await page.reload();
  await expect(page.getByRole('paragraph').filter({ hasText: 'Birinchi vazifa' })).toBeVisible();
  await expect(page.getByTestId('share-class-codes')).toHaveCount(0);
});
