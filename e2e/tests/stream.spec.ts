import path from 'node:path';
import type { Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { expect, test } from './fixtures';
import { classroom, signIn } from './helpers';

/** Where the screenshots go when asked for (`SHOTS_DIR`): the stream on a desktop and a phone. */
async function shoot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a teacher posts an announcement, and a pupil of the class is told, reads it and comments', async ({
  page,
  request,
  browser,
}) => {
  const { teacher, schoolClass, student } = await classroom(request, 'Aziza Karimova');

  await signIn(page, teacher, `/teacher/classes/${schoolClass._id}?tab=stream`);
  await expect(page.getByRole('tab', { name: "E'lonlar" })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText("Hozircha e'lon yo'q")).toBeVisible();
  await page
    .getByRole('textbox', { name: "Yangi e'lon" })
    .fill('Ertaga **nazorat ishi** bo‘ladi.\n\n- Kasrlar\n- Tenglamalar');
  await page.getByRole('switch', { name: 'Tepada qadash' }).check();
  await page.getByRole('button', { name: 'Joylash' }).click();
  const posted = page.getByTestId('post-card').filter({ hasText: 'Kasrlar' });
  await expect(posted).toBeVisible();
  await expect(posted.getByText('nazorat ishi')).toHaveJSProperty('tagName', 'STRONG');
  await expect(posted.getByText('Qadalgan')).toBeVisible();
  await expect(page.getByRole('textbox', { name: "Yangi e'lon" })).toHaveValue('');
  expect(await blockingViolations(page)).toEqual([]);
  await shoot(page, 'teacher-stream');

  // The pupil, in a browser of their own: the bell tells them, and its item opens the class's stream.
  const pupilContext = await browser.newContext();
  const pupilPage = await pupilContext.newPage();
  await signIn(pupilPage, student, '/student/dashboard');
  const bell = pupilPage.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/o'qilmagan/);
  await bell.click();
  const item = pupilPage.getByTestId('notification-item').filter({ hasText: "yangi e'lon" });
  await expect(item).toContainText(`${teacher.fullName}: Ertaga **nazorat ishi** bo‘ladi.`);
  await item.click();
  await expect(pupilPage).toHaveURL(new RegExp(`/student/classes/${schoolClass._id}$`));

  const seen = pupilPage.getByTestId('post-card').filter({ hasText: 'Kasrlar' });
  await expect(seen).toBeVisible();
  await expect(pupilPage.getByTestId('post-composer')).toHaveCount(0);
  await seen.getByRole('button', { name: 'Izohlar (0)' }).click();
  await expect(seen.getByText("Hali izoh yo'q")).toBeVisible();
  await seen.getByRole('textbox', { name: 'Izohingiz' }).fill('Tushunarli, rahmat!');
  await seen.getByRole('button', { name: 'Yuborish' }).click();
  await expect(seen.getByTestId('post-comment')).toContainText('Tushunarli, rahmat!');
  await expect(seen.getByRole('textbox', { name: 'Izohingiz' })).toHaveValue('');
  expect(await blockingViolations(pupilPage)).toEqual([]);
  await shoot(pupilPage, 'student-stream');
  await pupilContext.close();

  // The teacher sees the pupil's comment under the post.
  await page.reload();
  const again = page.getByTestId('post-card').filter({ hasText: 'Kasrlar' });
  await again.getByRole('button', { name: 'Izohlar (1)' }).click();
  await expect(again.getByTestId('post-comment')).toContainText('Aziza Karimova');
  await expect(again.getByTestId('post-comment')).toContainText('Tushunarli, rahmat!');
});
