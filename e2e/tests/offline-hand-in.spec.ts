import type { Page } from '@playwright/test';
import { makePdf } from '../../apps/api/src/demo/sample-files';
import { expect, test } from './fixtures';
import { classroom, createTask, signIn, submitAsStudent, type Account } from './helpers';

// Hand in while offline (issue 33): a hand-in prepared without a connection waits in the outbox
// (IndexedDB) and is sent when the network returns — while the app is open, or at the next visit.

const ANSWER = 'Javobim: x = 12';

/** Opens the task on the pupil's tasks page, goes offline, and hands in a PDF with a text answer. */
async function handInOffline(page: Page, title: string, content: Buffer) {
  await page.getByTestId('task-card').filter({ hasText: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('textbox', { name: 'Matnli javob' })).toBeVisible();
  await page.context().setOffline(true);
  await dialog.getByRole('textbox', { name: 'Matnli javob' }).fill(ANSWER);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'uy-ishi.pdf', mimeType: 'application/pdf', buffer: content });
  await dialog.getByRole('button', { name: 'Topshirish' }).click();
  const queued = dialog.getByTestId('queued-hand-in');
  await expect(queued).toHaveAttribute('data-phase', 'waiting');
  await expect(queued).toContainText('Tarmoq kutilmoqda');
  await expect(queued).toContainText('Navbatda: uy-ishi.pdf');
  // The time rule is said where the pupil sees the queued work.
  await expect(queued).toContainText('Topshirilgan vaqt — u serverga yetib kelgan payt');
  return dialog;
}

async function teacherCopy(page: Page, teacher: Account, taskId: string) {
  const list = await page.request.get(`/api/submissions/${taskId}`, {
    headers: { authorization: `Bearer ${teacher.token}` },
  });
  const submission = (await list.json()).data.submissions[0];
  if (!submission) return null;
  return { submission, bytes: await (await page.request.get(submission.fileUrl)).body() };
}

/** How many hand-ins the outbox's IndexedDB holds. */
const outboxSize = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('sinfxona-outbox');
        open.onupgradeneeded = () => open.result.createObjectStore('hand-ins');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('hand-ins').objectStore('hand-ins').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
  );

test('a hand-in made offline waits for the network, is sent when it returns, and the server has the same bytes', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { teacher, schoolClass, student } = await classroom(request);
  const title = `Oflayn ${Date.now()}`;
  const task = await createTask(request, teacher, { classId: schoolClass._id, title });
  const content = makePdf(['Oflayn uy ishi', 'ikkinchi sahifa']);
  await signIn(page, student, '/student/tasks');
  const dialog = await handInOffline(page, title, content);
  expect(await outboxSize(page)).toBe(1);

  // The task list says it too.
  await dialog.getByRole('button', { name: 'Yopish' }).first().click();
  const card = page.getByTestId('task-card').filter({ hasText: title });
  await expect(card.getByTestId('queued-badge')).toHaveText('Tarmoq kutilmoqda');

  // Back online: the upload is held a moment so "sending" can be seen, then it goes.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/uploads/**', async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  });
  await page.context().setOffline(false);
  await expect(card.getByTestId('queued-badge')).toHaveAttribute('data-phase', 'sending');
  await expect(card.getByTestId('queued-badge')).toContainText('Yuborilmoqda');
  release();
  await expect(card.getByTestId('queued-badge')).toHaveText('Yuborildi');
  await expect(card.locator('[data-status="submitted"]')).toBeVisible();
  await card.click();
  await expect(page.getByRole('dialog', { name: title }).getByTestId('submission-summary')).toContainText(
    'uy-ishi.pdf',
  );

  const copy = await teacherCopy(page, teacher, task._id);
  expect(copy!.submission.textResponse).toBe(ANSWER);
  expect(copy!.submission.fileName).toBe('uy-ishi.pdf');
  expect(copy!.bytes.equals(content)).toBe(true);
  expect(await outboxSize(page)).toBe(0);
});

test('queued, the app closed: the next visit with a connection sends it', async ({ page, request }) => {
  const { teacher, schoolClass, student } = await classroom(request);
  const title = `Keyingi tashrif ${Date.now()}`;
  const task = await createTask(request, teacher, { classId: schoolClass._id, title });
  const content = makePdf(['Keyingi tashrifda yuboriladi']);
  await signIn(page, student, '/student/tasks');
  await handInOffline(page, title, content);
  const context = page.context();
  await page.close();
  await context.setOffline(false);

  const again = await context.newPage();
  await again.goto('/student/dashboard');
  const row = again.getByTestId('dashboard-task').filter({ hasText: title });
  await expect(row.locator('[data-status="submitted"]')).toBeVisible({ timeout: 20_000 });
  const copy = await teacherCopy(again, teacher, task._id);
  expect(copy!.submission.textResponse).toBe(ANSWER);
  expect(copy!.bytes.equals(content)).toBe(true);
  expect(await outboxSize(again)).toBe(0);
});

test('a queued hand-in the server refuses (handed in from elsewhere meanwhile) shows the server’s message and can be discarded', async ({
  page,
  request,
}) => {
  const { teacher, schoolClass, student } = await classroom(request);
  const title = `Rad etilgan ${Date.now()}`;
  const task = await createTask(request, teacher, { classId: schoolClass._id, title });
  await signIn(page, student, '/student/tasks');
  const dialog = await handInOffline(page, title, makePdf(['Kechikkan nusxa']));
  // Meanwhile the pupil handed in from another device.
  await submitAsStudent(request, student, task._id);
  await page.context().setOffline(false);

  const queued = dialog.getByTestId('queued-hand-in');
  await expect(queued).toHaveAttribute('data-phase', 'refused', { timeout: 20_000 });
  await expect(queued).toContainText('Qabul qilinmadi');
  await expect(queued).toContainText('Bu vazifa uchun topshiriq allaqachon yuborilgan');
  expect(await outboxSize(page)).toBe(1);
  await queued.getByRole('button', { name: "O'chirish" }).click();
  await expect(queued).toHaveCount(0);
  expect(await outboxSize(page)).toBe(0);
  // What the server kept is the other device's work.
  expect((await teacherCopy(page, teacher, task._id))!.submission.fileName).toBe('javob.pdf');
});

test('logging out with an unsent hand-in asks first, and leaves nothing of it on the device', async ({
  page,
  request,
}) => {
  const { teacher, schoolClass, student } = await classroom(request);
  const title = `Yuborilmagan ${Date.now()}`;
  await createTask(request, teacher, { classId: schoolClass._id, title });
  await signIn(page, student, '/student/tasks');
  const dialog = await handInOffline(page, title, makePdf(['Yuborilmaydi']));
  await dialog.getByRole('button', { name: 'Yopish' }).first().click();
  await page.getByTestId('sidebar').getByRole('button', { name: 'Chiqish' }).click();
  const warning = page.getByRole('dialog', { name: 'Yuborilmagan ish bor' });
  await expect(warning).toContainText('1 ta topshiriq hali yuborilmagan');
  await warning.getByRole('button', { name: 'Bekor qilish' }).click();
  expect(await outboxSize(page)).toBe(1);

  await page.getByTestId('sidebar').getByRole('button', { name: 'Chiqish' }).click();
  await page
    .getByRole('dialog', { name: 'Yuborilmagan ish bor' })
    .getByRole('button', { name: 'Baribir chiqish' })
    .click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await outboxSize(page)).toBe(0);
});

test('from the dashboard’s submit dialog: queued offline, its row says so, and it is sent when the network returns', async ({
  page,
  request,
}) => {
  const { teacher, schoolClass, student } = await classroom(request);
  const title = `Panel ${Date.now()}`;
  const task = await createTask(request, teacher, { classId: schoolClass._id, title });
  const content = makePdf(['Paneldan oflayn']);
  await signIn(page, student, '/student/dashboard');
  await page.getByRole('button', { name: `Yuborish: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText('Topshirilgan vaqt — ishingiz serverga yetib kelgan payt')).toBeVisible();
  await page.context().setOffline(true);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'panel.pdf', mimeType: 'application/pdf', buffer: content });
  await dialog.getByRole('button', { name: 'Yuborish' }).click();
  await expect(dialog.getByTestId('queued-hand-in')).toContainText('Tarmoq kutilmoqda');
  await dialog.getByRole('button', { name: 'Yopish' }).last().click();
  const row = page.getByTestId('dashboard-task').filter({ hasText: title });
  await expect(row.getByTestId('queued-badge')).toHaveText('Tarmoq kutilmoqda');

  await page.context().setOffline(false);
  await expect(row.locator('[data-status="submitted"]')).toBeVisible({ timeout: 20_000 });
  const copy = await teacherCopy(page, teacher, task._id);
  expect(copy!.bytes.equals(content)).toBe(true);
});
