import { readFile } from 'node:fs/promises';
import { makePdf } from '../../apps/api/src/demo/sample-files';
import { expect, test } from './fixtures';
import { classroom, createTask, getJson, registerAccount, enrol, signIn, submitAsStudent } from './helpers';

test('a teacher returns work with feedback, the student resubmits, and the teacher grades it in the queue with the keyboard', async ({
  page,
  request,
}) => {
  const { teacher, schoolClass, student } = await classroom(request, 'Zarina Qosimova');
  const task = await createTask(request, teacher, { classId: schoolClass._id, title: 'Kasrlar: qayta ishlash' });
  await submitAsStudent(request, student, task._id);

  // The teacher sends it back from the task's submissions table; feedback is required.
  await signIn(page, teacher, `/teacher/submissions?task=${task._id}`);
  await page.getByRole('button', { name: 'Qayta ishlashga qaytarish: Zarina Qosimova' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Qayta ishlashga qaytarish' }).click();
  await expect(dialog.getByText('Qaytarish uchun izoh yozing: nimani tuzatish kerak?')).toBeVisible();
  await dialog.getByLabel('Izoh').fill('2-misolni qayta ishlang: umumiy maxrajni toping.');
  await dialog.getByRole('button', { name: 'Qayta ishlashga qaytarish' }).click();
  await expect(page.getByTestId('submissions-table').getByText('Qaytarilgan', { exact: true })).toBeVisible();

  // The student sees it returned with the feedback, comments privately, and hands in attempt 2.
  await signIn(page, student, '/student/tasks');
  const card = page.getByTestId('task-card').filter({ hasText: task.title });
  await expect(card.getByText('Qaytarilgan', { exact: true })).toBeVisible();
  await card.click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByTestId('returned-work').getByText('Qayta ishlashga qaytarilgan')).toBeVisible();
  await expect(detail.getByText('2-misolni qayta ishlang: umumiy maxrajni toping.')).toBeVisible();
  await detail.getByLabel('Yangi izoh').fill('Umumiy maxraj 12 bo‘ladimi?');
  await detail.getByRole('button', { name: 'Yuborish', exact: true }).click();
  await expect(detail.getByTestId('comment-thread').getByText('Umumiy maxraj 12 bo‘ladimi?')).toBeVisible();
  await detail.getByRole('button', { name: 'Qayta topshirish' }).click();
  await detail.locator('input[type=file]').setInputFiles({
    name: 'javob-2.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf(['Ikkinchi urinish']),
  });
  await detail.getByRole('button', { name: 'Topshirish' }).click();
  await expect(page.getByText('Topshiriq muvaffaqiyatli yuborildi')).toBeVisible();
  const mine = await getJson(request, student, '/api/submissions/my');
  expect(mine.submissions[0]).toMatchObject({ attempt: 2, status: 'submitted' });

  // The teacher opens the queue from the dashboard: attempt 2, the PDF drawn inline, the comment,
  // the earlier attempt; grades with the keyboard only (Ctrl+Enter saves and moves on).
  await signIn(page, teacher, '/teacher/dashboard');
  await page.getByRole('link', { name: '1 ta ish baho kutmoqda' }).click();
  await expect(page).toHaveURL(/\/teacher\/grading$/);
  await expect(page.getByTestId('queue-position')).toHaveText('1 / 1');
  await expect(page.getByText('2-urinish').first()).toBeVisible();
  await expect(page.getByTestId('pdf-pages').locator('canvas')).toHaveCount(1);
  await expect(page.getByTestId('comment-thread').getByText('Umumiy maxraj 12 bo‘ladimi?')).toBeVisible();
  await expect(page.getByTestId('attempt-history').getByText('1-urinish')).toBeVisible();
  await page.getByLabel('Yangi izoh').fill('Ha, 12 to‘g‘ri.');
  await page.getByRole('button', { name: 'Yuborish', exact: true }).click();
  await expect(page.getByTestId('comment-thread').getByText('Ha, 12 to‘g‘ri.')).toBeVisible();
  await page.getByLabel('Baho (0–100)').fill('88');
  await page.getByLabel('Izoh', { exact: true }).fill('Yaxshi tuzatilgan.');
  await page.getByLabel('Izoh', { exact: true }).press('Control+Enter');
  await expect(page.getByText('Navbatdagi hamma ish baholandi!')).toBeVisible();
  // K goes back to the work just graded, now showing its grade.
  await page.keyboard.press('k');
  await expect(page.getByTestId('queue-position')).toHaveText('1 / 1');
  await expect(page.getByText('88 · 5').first()).toBeVisible();

  // The task's work goes home in one ZIP: the student's folder with the latest attempt, and the grades.
  await page.goto(`/teacher/submissions?task=${task._id}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Hammasini yuklab olish (ZIP)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = await readFile((await download.path())!);
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.includes(Buffer.from('Qosimova Zarina/javob-2.pdf'))).toBe(true);
  expect(zip.includes(Buffer.from('baholar.csv'))).toBe(true);

  const graded = await getJson(request, student, '/api/submissions/my');
  expect(graded.submissions[0]).toMatchObject({ attempt: 2, status: 'graded', score: 88 });
  const attempts = await getJson(request, student, `/api/submissions/${graded.submissions[0]._id}/attempts`);
  expect(attempts.attempts.map((a: { status: string }) => a.status)).toEqual(['returned', 'graded']);
});

test('a teacher gives one student more time: their late work is on time and they see their own deadline; others keep the task deadline', async ({
  page,
  request,
}) => {
  const { teacher, schoolClass, student } = await classroom(request, 'Sardor Ergashev');
  const other = await registerAccount(request, 'student', 'Malika Tosheva');
  await enrol(request, teacher, schoolClass, other);
  const deadline = new Date(Date.now() + 2_000).toISOString();
  const task = await createTask(request, teacher, { classId: schoolClass._id, title: 'Tezlik masalasi', deadline });
  await page.waitForTimeout(2_500);
  const late = await submitAsStudent(request, student, task._id);
  const alsoLate = await submitAsStudent(request, other, task._id);
  // Both came in after the deadline: the server marks each late as it takes it.
  expect([late.isLate, alsoLate.isLate]).toEqual([true, true]);

  await signIn(page, teacher, `/teacher/submissions?task=${task._id}`);
  const table = page.getByTestId('submissions-table');
  const lateBadge = (studentName: string) =>
    table.getByRole('row').filter({ hasText: studentName }).getByText('Kechikkan', { exact: true });
  await expect(table.getByText('Kechikkan')).toHaveCount(2);
  await expect(lateBadge('Sardor Ergashev')).toBeVisible();
  await expect(lateBadge('Malika Tosheva')).toBeVisible();
  await page.getByRole('button', { name: "Sardor Ergashevga qo'shimcha vaqt berish" }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Yangi muddat').click();
  await page.locator('[data-direction="next"]').first().click();
  await page.locator('table button:not([data-outside])').filter({ hasText: /^15$/ }).first().click();
  await page.locator('[class*="submitButton"]').first().click();
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.getByText("Qo'shimcha vaqt berildi")).toBeVisible();
  await expect(page.getByTestId('extensions-panel').getByText('Sardor Ergashev')).toBeVisible();
  // Sardor's work is on time now; Malika's is still late.
  await expect(table.getByText('Kechikkan')).toHaveCount(1);
  await expect(lateBadge('Sardor Ergashev')).toHaveCount(0);
  await expect(lateBadge('Malika Tosheva')).toBeVisible();
  const rows = await getJson(request, teacher, `/api/submissions/${task._id}`);
  const lateness = Object.fromEntries(rows.submissions.map((s: { _id: string; isLate: boolean }) => [s._id, s.isLate]));
  expect(lateness).toEqual({ [late._id]: false, [alsoLate._id]: true });

  // The student sees their own, later deadline; the other student sees the task's.
  const mine = (await getJson(request, student, `/api/tasks/${task._id}`)).task;
  expect(mine.extended).toBe(true);
  expect(Date.parse(mine.deadline)).toBeGreaterThan(Date.parse(deadline));
  const theirs = (await getJson(request, other, `/api/tasks/${task._id}`)).task;
  expect(theirs).toMatchObject({ extended: false, deadline });
  await signIn(page, student, '/student/tasks');
  await expect(
    page.getByTestId('task-card').filter({ hasText: task.title }).getByText('Muddat uzaytirilgan'),
  ).toBeVisible();
});
