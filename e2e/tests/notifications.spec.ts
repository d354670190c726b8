import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  createClass,
  createTask,
  gradeAsTeacher,
  joinClass,
  registerAccount,
  signIn,
  submitAsStudent,
} from './helpers';

/** Where the screenshots go when asked for (`SHOTS_DIR`): the bell open, on a desktop and a phone. */
async function shoot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const bell = page.getByTestId('notification-bell');
    await bell.click();
    await expect(page.getByRole('dialog', { name: 'Bildirishnomalar' })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}-${width}.png`) });
    await page.keyboard.press('Escape');
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a pupil sees a new task on the bell, opens it onto the task list, and a grade arrives without a reload', async ({
  page,
  request,
}) => {
  // The grade comes with the next poll: up to 30 s.
  test.setTimeout(120_000);
  const teacher = await registerAccount(request, 'teacher', 'Dilnoza Rashidova');
  const schoolClass = await createClass(request, teacher, '7-A');
  const pupil = await registerAccount(request, 'student', 'Aziza Karimova');
  await joinClass(request, pupil, schoolClass.joinCode);

  await signIn(page, pupil, '/student/dashboard');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Bildirishnomalar');

  const task = await createTask(request, teacher, { classId: schoolClass._id, title: 'Kasrlar' });
  await page.reload();
  await expect(bell).toHaveAccessibleName("Bildirishnomalar, 1 ta o'qilmagan");
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Bildirishnomalar' });
  const item = list.getByTestId('notification-item').filter({ hasText: 'Yangi vazifa: Kasrlar' });
  await expect(item).toContainText('Dilnoza Rashidova 7-A sinfiga yangi vazifa berdi');
  await item.click();
  await expect(page).toHaveURL(/\/student\/tasks$/);
  await expect(page.getByText('Kasrlar').first()).toBeVisible();
  await expect(bell).toHaveAccessibleName('Bildirishnomalar');

  // Handed in and graded elsewhere: the bell shows it on its own.
  const submission = await submitAsStudent(request, pupil, task._id);
  await gradeAsTeacher(request, teacher, submission._id, 95, "A'lo");
  await expect(bell).toHaveAccessibleName("Bildirishnomalar, 1 ta o'qilmagan", { timeout: 40_000 });
  await bell.click();
  await expect(list.getByTestId('notification-item').filter({ hasText: 'Baholandi: Kasrlar' })).toContainText(
    'Sizning ballingiz: 95',
  );
  await page.keyboard.press('Escape');
  await shoot(page, 'bell');

  // In Russian at once: the server writes them in the reader's language of the moment.
  await page.getByRole('banner').getByText('Русский', { exact: true }).click();
  await expect(bell).toHaveAccessibleName('Уведомления, непрочитанных: 1');
  await bell.click();
  await expect(
    page.getByRole('dialog', { name: 'Уведомления' }).getByTestId('notification-item').first(),
  ).toContainText('Оценено: Kasrlar');
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByText("O'zbek", { exact: true }).click();

  // Mark all read: the count goes, the server agrees.
  await bell.click();
  await list.getByRole('button', { name: "Hammasi o'qildi" }).click();
  await expect(bell).toHaveAccessibleName('Bildirishnomalar');
  // The bell clears at once (optimistic): the server's answer to the click may still be on its way.
  const unreadOnServer = async () => {
    const unread = await request.get('/api/notifications?unread=true', {
      headers: { Authorization: `Bearer ${pupil.token}` },
    });
    return ((await unread.json()) as { data: { unreadCount: number } }).data.unreadCount;
  };
  await expect.poll(unreadOnServer).toBe(0);
});
