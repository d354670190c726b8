import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { classroom, pickNextMonthDay, signIn, type Account } from './helpers';

/** Tomorrow's date on the school's clock (Tashkent, UTC+5): day of month, and whether it is next month there. */
function tomorrowInTashkent() {
  const parts = (instant: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent', year: 'numeric', month: '2-digit', day: '2-digit' })
      .format(instant)
      .split('-')
      .map(Number) as [number, number, number];
  const [, month] = parts(Date.now());
  const [, nextMonth, day] = parts(Date.now() + 86_400_000);
  return {
    day,
    nextMonth: nextMonth !== month,
    label: `${String(day).padStart(2, '0')}/${String(nextMonth).padStart(2, '0')}`,
  };
}

/** Picks a day of the shown month (or the next) and a time in the open Mantine date-time picker. */
async function pickDayAndTime(page: Page, day: number, nextMonth: boolean, hours: string, minutes: string) {
  if (nextMonth) await page.locator('[data-direction="next"]').first().click();
  await page
    .locator('table button:not([data-outside])')
    .filter({ hasText: new RegExp(`^${day}$`) })
    .first()
    .click();
  // The time's hour and minute fields (spin inputs), typed as a person does.
  const fields = page.getByRole('spinbutton');
  await fields.nth(0).click();
  await page.keyboard.type(hours);
  await fields.nth(1).click();
  await page.keyboard.type(minutes);
  await page.locator('[class*="submitButton"]').first().click();
}

async function publish(
  request: import('@playwright/test').APIRequestContext,
  teacher: Account,
  fields: Record<string, string>,
) {
  const response = await request.post('/api/tasks', {
    headers: { Authorization: `Bearer ${teacher.token}` },
    multipart: {
      description: 'Darslikdagi mashqlarni bajaring va javobni yuklang.',
      deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
}

test('a teacher schedules a task for tomorrow 08:00: the class does not see it until its time comes', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { teacher, schoolClass, student } = await classroom(request, 'Aziza Karimova');
  const title = `Ertangi vazifa ${Date.now()}`;
  await signIn(page, teacher, '/teacher/tasks');
  await page.getByRole('button', { name: 'Yangi vazifa' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Sarlavha').fill(title);
  await modal.getByLabel('Tavsif').fill("Kasrlarni qo'shish bo'yicha 10 ta misol yeching.");
  await modal.getByRole('button', { name: 'Muddat' }).click();
  await pickNextMonthDay(page, 15);
  await modal.getByRole('textbox', { name: 'Mavzu' }).fill('Kasrlar');
  const tomorrow = tomorrowInTashkent();
  await modal.getByRole('button', { name: /E'lon qilish vaqti/ }).click();
  await pickDayAndTime(page, tomorrow.day, tomorrow.nextMonth, '08', '00');
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.getByText('Vazifa yaratildi').first()).toBeVisible();

  // The teacher sees it under its topic, marked with its publish time on the school's clock.
  const kasrlar = page.getByRole('region', { name: 'Kasrlar' });
  const card = kasrlar.getByTestId('teacher-task').filter({ hasText: title });
  await expect(card).toContainText(new RegExp(`${tomorrow.label}/\\d{4} 08:00 da e'lon qilinadi`));
  // The next task's form suggests the class's topic.
  await page.getByRole('button', { name: 'Yangi vazifa' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Mavzu' }).fill('Ka');
  await expect(page.getByRole('option', { name: 'Kasrlar' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Another task, scheduled a few seconds ahead (minutes are the picker's finest step: through the API).
  const soon = `Tez orada ${Date.now()}`;
  await publish(request, teacher, {
    classId: schoolClass._id,
    title: soon,
    publishAt: new Date(Date.now() + 25_000).toISOString(),
  });

  const pupil = await browser.newPage();
  await signIn(pupil, student, '/student/tasks');
  await expect(pupil.getByRole('heading', { name: 'Vazifalar' }).first()).toBeVisible();
  await expect(pupil.getByTestId('task-card').filter({ hasText: soon })).toHaveCount(0);
  await expect(pupil.getByTestId('task-card').filter({ hasText: title })).toHaveCount(0);

  // Time passes: reloading, the pupil finds the task once its time came, and still not tomorrow's.
  await expect(async () => {
    await pupil.reload();
    await expect(pupil.getByTestId('task-card').filter({ hasText: soon })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 90_000, intervals: [3_000] });
  await expect(pupil.getByTestId('task-card').filter({ hasText: title })).toHaveCount(0);
  await pupil.close();
});
