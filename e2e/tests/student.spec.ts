import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makePdf } from '../../apps/api/src/demo/sample-files';
import { makeExe } from '../../apps/api/src/test/odd-files';
import { classroom, createTask, dropFile, getJson, gradeAsTeacher, signIn } from './helpers';

test('a student submits a PDF by drag and drop, is graded, and sees it', async ({ page, request }) => {
  const { teacher, schoolClass, student } = await classroom(request);
  const title = `Insho ${Date.now()}`;
  const task = await createTask(request, teacher, { classId: schoolClass._id, title });

  await signIn(page, student, '/student/tasks');
  const card = page.getByTestId('task-card').filter({ hasText: title });
  await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'pending');
  await expect(card).toContainText('Kutilmoqda');
  await card.click();
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Topshirish' })).toHaveCount(0);
  await modal.getByLabel('Matnli javob').fill('Insho ilova qilindi');
  await dropFile(page, '[data-testid="file-drop"]', {
    name: 'insho.pdf',
    mimeType: 'application/pdf',
    bytes: makePdf(['Mening inshoim']),
  });
  await expect(modal.getByText('insho.pdf')).toBeVisible();
  await modal.getByRole('button', { name: 'Topshirish' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByText('Topshiriq muvaffaqiyatli yuborildi').first()).toBeVisible();
  await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'submitted');

  const submissions = await getJson(request, teacher, `/api/submissions/${task._id}`);
  expect(submissions.submissions[0].textResponse).toBe('Insho ilova qilindi');
  await gradeAsTeacher(request, teacher, submissions.submissions[0]._id, 92, 'Juda yaxshi, barakalla!');

  await page.getByRole('button', { name: 'Yangilash' }).click();
  await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'graded');
  await expect(card.locator('[data-color]')).toHaveAttribute('data-color', 'green');
  await expect(card.locator('[data-color]')).toHaveText('92 · 5');
  await card.click();
  await expect(page.getByTestId('submission-summary')).toContainText('Juda yaxshi, barakalla!');
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Yopish' }).click();

  await page.getByRole('tab', { name: 'Topshirilgan Vazifalar' }).click();
  await expect(page.getByTestId('submission-card').filter({ hasText: title })).toContainText('Juda yaxshi, barakalla!');
  await page.goto('/student/submissions');
  await expect(page.getByTestId('submission-card').filter({ hasText: title })).toContainText('92 · 5');
});

test('an 11 MB file and an .exe renamed .pdf are refused with the Uzbek messages; upload shows progress', async ({
  page,
  request,
}) => {
  const { teacher, schoolClass, student } = await classroom(request);
  const title = `Katta fayl ${Date.now()}`;
  await createTask(request, teacher, { classId: schoolClass._id, title });
  await signIn(page, student, '/student/tasks');
  await page.getByTestId('task-card').filter({ hasText: title }).click();
  const modal = page.getByRole('dialog', { name: title });
  const input = modal.locator('input[type=file]');
  await input.setInputFiles({
    name: 'katta.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([makePdf(['x']), Buffer.alloc(11 * 1024 * 1024)]),
  });
  await expect(modal.getByText("Fayl hajmi 10MB dan katta bo'lishi mumkin emas")).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Topshirish' })).toHaveCount(0);
  await input.setInputFiles({ name: 'virus.pdf', mimeType: 'application/pdf', buffer: makeExe() });
  await expect(modal.getByText("Bu fayl turi qo'llab-quvvatlanmaydi")).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Topshirish' })).toHaveCount(0);

  // A real 9 MB upload at a school's 3 MB/s, its answer held until the bar has been seen full:
  // the progress bar shows while the file travels, part-way, then complete.
  await input.setInputFiles({
    name: 'hajmli.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([makePdf(['katta']), Buffer.alloc(9 * 1024 * 1024, 0x20)]),
  });
  const network = await slowUploads(page);
  await modal.getByRole('button', { name: 'Topshirish' }).click();
  const bar = modal.getByTestId('upload-progress').getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 20_000 });
  await expect(modal.getByRole('button', { name: 'Yuborilmoqda…' })).toBeVisible();
  network.releaseAnswers();
  await expect(page.getByText('Topshiriq muvaffaqiyatli yuborildi').first()).toBeVisible();
  await expect(modal).toHaveCount(0);
});

/**
 * Throttles the page's uploads to 3 MB/s and holds the server's answer to each sent submission
 * until `releaseAnswers()`: without the hold the dialog may close before its bar draws 100 %.
 */
async function slowUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 3 * 1024 * 1024,
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/api/submissions/*', requestStage: 'Response' }] });
  const held: string[] = [];
  let released = false;
  const answer = (requestId: string) => void cdp.send('Fetch.continueRequest', { requestId });
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    if (request.method === 'POST' && !released) held.push(requestId);
    else answer(requestId);
  });
  return {
    releaseAnswers() {
      released = true;
      held.splice(0).forEach(answer);
    },
  };
}

test('a past-due task shows Past Due, and the dashboard figures match the API', async ({ page, request }) => {
  const { teacher, schoolClass, student } = await classroom(request);
  const title = `Muddati tez ${Date.now()}`;
  await createTask(request, teacher, {
    classId: schoolClass._id,
    title,
    deadline: new Date(Date.now() + 2500).toISOString(),
  });
  await page.waitForTimeout(3000);
  await signIn(page, student, '/student/tasks');
  const card = page.getByTestId('task-card').filter({ hasText: title });
  await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'pastDue');
  await expect(card).toContainText("Muddati o'tgan");

  await page.goto('/student/dashboard');
  const progress = await getJson(request, student, '/api/submissions/progress');
  await expect(page.getByTestId('stat-Jami vazifalar')).toHaveText(String(progress.progress.totalTasks));
  await expect(page.getByTestId('stat-Topshirilgan')).toHaveText(String(progress.progress.submittedTasks));
  await expect(page.getByTestId('stat-Baho kutilmoqda')).toHaveText(String(progress.progress.pendingGrades));
  await expect(page.getByTestId('progress-panel')).toContainText(
    `${progress.progress.submittedTasks}/${progress.progress.totalTasks}`,
  );

  // The simple submit dialog from the dashboard.
  await page.getByRole('button', { name: `Yuborish: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'kech.pdf', mimeType: 'application/pdf', buffer: makePdf(['kech']) });
  await expect(dialog.getByTestId('chosen-file')).toHaveText('kech.pdf');
  await dialog.getByRole('button', { name: 'Yuborish' }).click();
  await expect(dialog.getByText('Topshiriq muvaffaqiyatli yuborildi')).toBeVisible();
  await expect(dialog).toHaveCount(0, { timeout: 4000 });
  await expect(page.getByTestId('stat-Topshirilgan')).toHaveText(String(progress.progress.submittedTasks + 1));
});
