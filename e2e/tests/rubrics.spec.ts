import { expect, test } from './fixtures';
import { makePdf } from '../../apps/api/src/demo/sample-files';
import { classroom, createTask, dropFile, getJson, signIn } from './helpers';

test('a teacher builds a rubric, the pupil sees it and hands in, the teacher grades by levels with a bank comment on a phone, the pupil sees the result', async ({
  page,
  request,
}) => {
  const { teacher, schoolClass, student } = await classroom(request, 'Madina Rasulova');
  const title = `Kasrlar insho ${Date.now()}`;
  const task = await createTask(request, teacher, { classId: schoolClass._id, title });

  // The builder on the task's page: two criteria, their levels and points, the total that makes 100.
  await signIn(page, teacher, `/teacher/submissions?task=${task._id}`);
  await page.getByRole('button', { name: "Mezonlar qo'shish" }).click();
  const builder = page.getByTestId('rubric-builder');
  await expect(builder).toBeVisible();
  const first = builder.getByTestId('rubric-criterion').nth(0);
  await first.getByLabel('Mezon nomi').fill('Mazmun');
  await first.getByRole('textbox', { name: /Daraja nomi 1$/ }).fill("To'liq");
  await first.getByRole('textbox', { name: /Ball 1$/ }).fill('10');
  await first.getByRole('textbox', { name: /Daraja nomi 2$/ }).fill("Yo'q");
  await first.getByRole('button', { name: "Daraja qo'shish" }).click();
  await first.getByRole('textbox', { name: /Daraja nomi 3$/ }).fill('Qisman');
  await first.getByRole('textbox', { name: /Ball 3$/ }).fill('5');
  await builder.getByRole('button', { name: "Mezon qo'shish" }).click();
  const second = builder.getByTestId('rubric-criterion').nth(1);
  await second.getByLabel('Mezon nomi').fill('Rasmiylashtirish');
  await second.getByRole('textbox', { name: /Daraja nomi 1$/ }).fill('Toza');
  await second.getByRole('textbox', { name: /Daraja nomi 2$/ }).fill('Tartibsiz');
  await expect(builder.getByTestId('rubric-total')).toHaveText('Jami: 15 ball = 100');
  await builder.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.getByTestId('rubric-button')).toHaveText(/2 mezon · 15 ball/);
  const saved = (await getJson(request, teacher, `/api/tasks/${task._id}/rubric`)).rubric;
  expect(saved.criteria.map((row: { title: string }) => row.title)).toEqual(['Mazmun', 'Rasmiylashtirish']);
  expect(saved.criteria[0].levels.map((level: { points: number }) => level.points)).toEqual([10, 0, 5]);

  // The pupil reads the rubric on the task before handing in.
  await signIn(page, student, '/student/tasks');
  await page.getByTestId('task-card').filter({ hasText: title }).click();
  const modal = page.getByRole('dialog', { name: title });
  const view = modal.getByTestId('rubric-view');
  await expect(view).toContainText('Mazmun');
  await expect(view).toContainText("To'liq");
  await expect(view).toContainText('10 b.');
  await dropFile(page, '[data-testid="file-drop"]', {
    name: 'insho.pdf',
    mimeType: 'application/pdf',
    bytes: makePdf(['Kasrlar haqida insho']),
  });
  await modal.getByRole('button', { name: 'Topshirish' }).click();
  await expect(modal).toHaveCount(0);

  // A comment the teacher keeps in their bank, put into the feedback with `/` while grading by rubric.
  const banked = await request.post('/api/comment-bank', {
    headers: { Authorization: `Bearer ${teacher.token}` },
    data: { text: "Misollarni ko'paytiring." },
  });
  expect(banked.status()).toBe(201);

  // The teacher grades on a phone: a level clicked per criterion, a comment, the running total and mark.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, teacher, `/teacher/grading?task=${task._id}`);
  const grading = page.getByTestId('rubric-grading');
  await expect(grading).toBeVisible();
  await grading.getByText("To'liq · 10").click();
  await expect(grading.getByTestId('rubric-live-total')).toContainText('10 / 15 ball → 66.7');
  await grading.getByText('Tartibsiz · 0').click();
  await grading.getByText('Toza · 5').click();
  await expect(grading.getByTestId('rubric-live-total')).toContainText('15 / 15 ball → 100');
  await grading.getByText('Qisman · 5').click();
  await expect(grading.getByTestId('rubric-live-total')).toContainText('10 / 15 ball → 66.7');
  await expect(grading.getByTestId('mark-badge')).toContainText('66.7 · 3');
  await grading.getByRole('button', { name: "Izoh qo'shish" }).first().click();
  await grading.getByLabel('Izoh: Mazmun').fill('Misollar kam');
  await expect(page.getByLabel('Baho (0–100)')).toHaveValue('66.7');
  const feedback = page.getByLabel('Izoh', { exact: true });
  await feedback.pressSequentially('/misol');
  await expect(page.getByRole('listbox', { name: 'Izohlar banki' }).getByRole('option')).toHaveCount(1);
  await feedback.press('Enter');
  await expect(feedback).toHaveValue("Misollarni ko'paytiring.");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Saqlash va keyingisi' }).click();
  await expect(page.getByText('Navbatdagi hamma ish baholandi!')).toBeVisible();

  const graded = (await getJson(request, student, '/api/submissions/my')).submissions[0];
  expect(graded).toMatchObject({ score: 66.7, mark: 3, feedback: "Misollarni ko'paytiring." });
  expect(graded.rubricResult.criteria[0]).toMatchObject({ levelTitle: 'Qisman', points: 5, comment: 'Misollar kam' });

  // The pupil sees the result with the grade: each criterion's level, points and comment, the total.
  await signIn(page, student, '/student/submissions');
  const result = page.getByTestId('submission-card').filter({ hasText: title }).getByTestId('rubric-result');
  await expect(result).toContainText('Mazmun — Qisman');
  await expect(result).toContainText('5 / 10');
  await expect(result).toContainText('Misollar kam');
  await expect(result).toContainText('Rasmiylashtirish — Toza');
  await expect(result).toContainText('Jami: 10 / 15 ball');
});
