import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createClass, getJson, joinClass, registerAccount, signIn } from './helpers';

/** The preferences, on a desktop and a phone, when `SHOTS_DIR` asks for them. */
async function shoot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('#notifications').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.locator('#notifications').screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a pupil opens the notification settings from the bell, turns a type off and sets quiet hours; the server keeps them', async ({
  page,
  request,
}) => {
  const teacher = await registerAccount(request, 'teacher', 'Dilnoza Rashidova');
  const schoolClass = await createClass(request, teacher, '7-A');
  const pupil = await registerAccount(request, 'student', 'Aziza Karimova');
  await joinClass(request, pupil, schoolClass.joinCode);

  await signIn(page, pupil, '/student/dashboard');
  await page.getByTestId('notification-bell').click();
  await page.getByRole('dialog', { name: 'Bildirishnomalar' }).getByRole('button', { name: 'Sozlamalar' }).click();
  await expect(page).toHaveURL(/\/student\/profile#notifications$/);
  const settings = page.getByRole('region', { name: 'Bildirishnomalar' });
  await expect(settings).toBeVisible();
  // No bot and no SMTP on this server: said so, and nothing to switch on.
  await expect(settings.getByText('Bu serverda sozlanmagan').first()).toBeVisible();
  await expect(settings.getByRole('switch', { name: 'E-pochta' })).toBeDisabled();
  // A pupil's types; a teacher's "new hand-in" is not among them.
  await expect(settings.getByRole('switch', { name: 'Muddat yaqinlashdi (24 soat)' })).toBeChecked();
  await expect(settings.getByRole('switch', { name: 'Yangi topshirilgan ish' })).toHaveCount(0);

  await settings.getByRole('switch', { name: 'Yangi izoh' }).click();
  await expect(page.getByText('Sozlamalar saqlandi').first()).toBeVisible();
  await settings.getByLabel('Boshlanishi').fill('22:30');
  await settings.getByRole('button', { name: 'Saqlash' }).click();
  await expect
    .poll(async () => (await getJson(request, pupil, '/api/notifications/preferences')).preferences)
    .toMatchObject({ types: { comment: false, graded: true }, quietHours: { from: '22:30', to: '07:00' } });
  await shoot(page, 'preferences');

  // Quiet hours off.
  await settings.getByRole('switch', { name: 'Tinch soatlar' }).click();
  await expect
    .poll(async () => (await getJson(request, pupil, '/api/notifications/preferences')).preferences.quietHours)
    .toBeNull();
});
