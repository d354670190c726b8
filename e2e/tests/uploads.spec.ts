import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { makePdf } from '../../apps/api/src/demo/sample-files';
import { expect, test } from './fixtures';
import { classroom, createTask, signIn, type Account } from './helpers';

/** A PDF (by its magic bytes) of about `megabytes` MB, its bytes random so nothing compresses them. */
const pdfOf = (megabytes: number) => Buffer.concat([makePdf(['uy ishi']), randomBytes(megabytes * 1024 * 1024)]);

interface Patch {
  at: number;
  offset: number;
  bytes: number;
  outcome: string;
}

/**
 * Watches the upload's PATCH requests and cuts the connection of those whose number (1, 2, …) is
 * in `cuts`: the browser sees a reset, as when a phone loses its signal. Each PATCH is logged with
 * the offset it started at, its size, and what the server then had.
 */
async function cutPatches(page: Page, cuts: number[]) {
  let started = 0;
  const patches: Patch[] = [];
  await page.route('**/api/uploads/**', async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.continue();
    const offset = Number(request.headers()['upload-offset']);
    const bytes = request.postDataBuffer()?.length ?? 0;
    started ||= Date.now();
    const entry: Patch = { at: Date.now() - started, offset, bytes, outcome: '' };
    patches.push(entry);
    if (cuts.includes(patches.length)) {
      entry.outcome = 'cut';
      return route.abort('connectionreset');
    }
    const response = await route.fetch();
    entry.outcome = `${response.status()} → server has ${response.headers()['upload-offset']}`;
    return route.fulfill({ response });
  });
  return patches;
}

async function handInThroughDialog(page: Page, student: Account, title: string, content: Buffer) {
  await signIn(page, student, '/student/dashboard');
  await page.getByRole('button', { name: `Yuborish: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText('Topshirilgan vaqt — ishingiz serverga yetib kelgan payt')).toBeVisible();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'uy-ishi.pdf', mimeType: 'application/pdf', buffer: content });
  await expect(dialog.getByTestId('chosen-file')).toHaveText('uy-ishi.pdf');
  await dialog.getByRole('button', { name: 'Yuborish' }).click();
  await expect(dialog.getByText('Topshiriq muvaffaqiyatli yuborildi')).toBeVisible({ timeout: 60_000 });
}

async function teacherDownload(page: Page, teacher: Account, taskId: string) {
  const list = await page.request.get(`/api/submissions/${taskId}`, {
    headers: { authorization: `Bearer ${teacher.token}` },
  });
  const submission = (await list.json()).data.submissions[0];
  return { submission, bytes: await (await page.request.get(submission.fileUrl)).body() };
}

test('a pupil hands in a 3 MB PDF, the connection drops mid-upload, and the upload resumes to a byte-identical file', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { teacher, schoolClass, student } = await classroom(request);
  const title = `Uzilish ${Date.now()}`;
  const task = await createTask(request, teacher, { classId: schoolClass._id, title });
  const content = pdfOf(3);
  const patches = await cutPatches(page, [2]);
  await handInThroughDialog(page, student, title, content);

  // The second PATCH was cut; the client asked where the server stood and went on from there.
  expect(patches[1]!.outcome).toBe('cut');
  expect(patches[2]!.offset).toBe(patches[1]!.offset);
  const { submission, bytes } = await teacherDownload(page, teacher, task._id);
  expect(submission.fileName).toBe('uy-ishi.pdf');
  expect(bytes.equals(content)).toBe(true);
});

test('a 9 MB hand-in survives two cuts; the timeline is printed', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { teacher, schoolClass, student } = await classroom(request);
  const title = `Ikki uzilish ${Date.now()}`;
  const task = await createTask(request, teacher, { classId: schoolClass._id, title });
  const content = pdfOf(9);
  const patches = await cutPatches(page, [3, 7]);
  await handInThroughDialog(page, student, title, content);

  const posted = patches.reduce((sum, patch) => sum + patch.bytes, 0);
  const kept = patches.filter((patch) => patch.outcome !== 'cut').reduce((sum, patch) => sum + patch.bytes, 0);
  console.log(
    [
      `9 MB upload with two cuts: file ${content.length} bytes, ${patches.length} PATCHes, ` +
        `${posted} bytes posted in all (${(posted / content.length).toFixed(3)}× the file), ${kept} reached the server`,
      ...patches.map(
        (patch, index) =>
          `  #${index + 1} +${patch.at} ms  offset ${patch.offset}  ${patch.bytes} bytes  ${patch.outcome}`,
      ),
    ].join('\n'),
  );
  expect(patches.filter((patch) => patch.outcome === 'cut')).toHaveLength(2);
  expect(kept).toBe(content.length);
  const { bytes } = await teacherDownload(page, teacher, task._id);
  expect(bytes.equals(content)).toBe(true);
});

test('an upload interrupted by closing the app continues from where it stopped when the same file is chosen again', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { teacher, schoolClass, student } = await classroom(request);
  const title = `Qayta ochish ${Date.now()}`;
  const task = await createTask(request, teacher, { classId: schoolClass._id, title });
  const content = pdfOf(4);
  // A file on disk: chosen twice, it is the same file (name, size, time), as on a phone.
  const file = testInfo.outputPath('uy-ishi.pdf');
  writeFileSync(file, content);

  await signIn(page, student, '/student/dashboard');
  await page.getByRole('button', { name: `Yuborish: ${title}` }).click();
  let dialog = page.getByRole('dialog', { name: title });
  await dialog.locator('input[type=file]').setInputFiles(file);
  // The third PATCH never comes back: the app is closed while it travels.
  let patches = 0;
  await page.route('**/api/uploads/**', async (route) => {
    if (route.request().method() === 'PATCH' && ++patches === 3) return; // left hanging
    return route.continue();
  });
  await dialog.getByRole('button', { name: 'Yuborish' }).click();
  await expect.poll(() => patches).toBe(3);
  await page.close();

  const again = await page.context().newPage();
  const offsets: number[] = [];
  again.on('request', (sent) => {
    if (sent.method() === 'PATCH') offsets.push(Number(sent.headers()['upload-offset']));
  });
  await again.goto('/student/dashboard');
  await again.getByRole('button', { name: `Yuborish: ${title}` }).click();
  dialog = again.getByRole('dialog', { name: title });
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Yuborish' }).click();
  await expect(dialog.getByText('Topshiriq muvaffaqiyatli yuborildi')).toBeVisible({ timeout: 60_000 });
  // At least the two megabytes that came back were there (a busy machine may have taken the
  // third too before the close): the reopened app sent only the rest, not the file again.
  expect(offsets[0]).toBeGreaterThanOrEqual(2 * 1024 * 1024);
  expect(offsets[0]).toBeLessThan(content.length);
  const { bytes } = await teacherDownload(again, teacher, task._id);
  expect(bytes.equals(content)).toBe(true);
});
