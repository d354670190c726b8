import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { blockingViolations } from './axe';
import { expect, test } from './fixtures';
import {
  classroom,
  createTask,
  enrol,
  getJson,
  gradeAsTeacher,
  pickNextMonthDay,
  registerAccount,
  signIn,
  submitAsStudent,
} from './helpers';

/** A deadline a moment away: the test waits it out, so the task is past due without a clock trick. */
const soon = () => new Date(Date.now() + 1_500).toISOString();

test('a teacher sees a missing pupil on the task, excuses and un-excuses them, then gives more time from that row; the pupil hands in on time', async ({
  page,
  request,
}) => {
  const { teacher, schoolClass, student: missing } = await classroom(request, 'Nodira Yusupova');
  const late = await registerAccount(request, 'student', 'Jasur Karimov');
  await enrol(request, teacher, schoolClass, late);
  const task = await createTask(request, teacher, {
    classId: schoolClass._id,
    title: 'Kasrlar: nazorat',
    deadline: soon(),
  });
  await page.waitForTimeout(2_000);
  await submitAsStudent(request, late, task._id);

  await signIn(page, teacher, `/teacher/submissions?task=${task._id}`);
  const roster = page.getByTestId('task-roster');
  const row = (name: string) => roster.getByTestId('roster-row').filter({ hasText: name });
  // The whole class, the one who handed nothing in among them.
  await expect(roster.getByTestId('roster-row')).toHaveCount(2);
  await expect(row('Nodira Yusupova')).toHaveAttribute('data-status', 'missing');
  await expect(row('Nodira Yusupova')).toContainText('Topshirilmagan');
  await expect(row('Jasur Karimov')).toHaveAttribute('data-status', 'late');

  // The chips filter by status and count each.
  await roster.getByText('Kechikkan (1)').click();
  await expect(roster.getByTestId('roster-row')).toHaveCount(1);
  await expect(row('Jasur Karimov')).toBeVisible();
  await roster.getByText('Topshirilmagan (1)').click();
  await expect(roster.getByTestId('roster-row')).toHaveCount(1);
  await expect(row('Nodira Yusupova')).toBeVisible();
  await roster.getByText('Hammasi (2)').click();
  await expect(roster.getByTestId('roster-row')).toHaveCount(2);

  // Excused from that row, and back: the server keeps it.
  await row('Nodira Yusupova').getByRole('button', { name: 'Nodira Yusupova: sababli deb belgilash' }).click();
  await expect(page.getByText('Sababli deb belgilandi').first()).toBeVisible();
  await expect(row('Nodira Yusupova').locator('[data-excused]')).toHaveText('Sababli');
  let entries = (await getJson(request, teacher, `/api/tasks/${task._id}/roster`)).roster;
  expect(entries.find((entry: { student: { _id: string } }) => entry.student._id === missing.id).excused).toBeTruthy();
  await row('Nodira Yusupova')
    .getByRole('button', { name: 'Nodira Yusupova: sababli belgisini olib tashlash' })
    .click();
  await expect(row('Nodira Yusupova').locator('[data-excused]')).toHaveCount(0);
  entries = (await getJson(request, teacher, `/api/tasks/${task._id}/roster`)).roster;
  expect(entries.find((entry: { student: { _id: string } }) => entry.student._id === missing.id).excused).toBeFalsy();

  // More time from the same row: she is no longer missing.
  await row('Nodira Yusupova').getByRole('button', { name: "Nodira Yusupovaga qo'shimcha vaqt berish" }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Yangi muddat').click();
  await pickNextMonthDay(page, 15);
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.getByText("Qo'shimcha vaqt berildi").first()).toBeVisible();
  await expect(row('Nodira Yusupova')).toHaveAttribute('data-status', 'assigned');
  await expect(row('Nodira Yusupova')).toContainText('Muddati:');

  // The pupil hands in before her own deadline: on time, and the roster says so.
  const handedIn = await submitAsStudent(request, missing, task._id);
  expect(handedIn.isLate).toBe(false);
  await page.reload();
  await expect(row('Nodira Yusupova')).toHaveAttribute('data-status', 'submitted');
  await expect(roster.getByText('Topshirilgan (1)')).toBeVisible();
});

test('the grade dialog shows the mark as the teacher types the score, and the table shows "87 · 5"', async ({
  page,
  request,
}) => {
  const { teacher, schoolClass, student } = await classroom(request, 'Madina Rasulova');
  const task = await createTask(request, teacher, { classId: schoolClass._id, title: 'Tenglamalar' });
  await submitAsStudent(request, student, task._id);

  await signIn(page, teacher, `/teacher/submissions?task=${task._id}`);
  const table = page.getByTestId('submissions-table');
  await table.getByRole('button', { name: 'Baholash: Madina Rasulova' }).click();
  const dialog = page.getByRole('dialog');
  const score = dialog.getByLabel('Baho (0–100)');
  const live = dialog.getByTestId('live-mark');
  await expect(live.locator('[data-mark]')).toHaveCount(0);
  // The contract's boundaries: 85 is a 4, 86 a 5, 70 a 3, 55 a 2.
  for (const [typed, mark, word] of [
    ['85', '4', 'yaxshi'],
    ['86', '5', "a'lo"],
    ['70', '3', 'qoniqarli'],
    ['55', '2', 'qoniqarsiz'],
    ['87', '5', "a'lo"],
  ] as const) {
    await score.fill(typed);
    await expect(live.locator('[data-mark]')).toHaveText(`${typed} · ${mark}`);
    await expect(live.locator('[data-mark-level]')).toHaveText(word);
  }
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  await expect(dialog.getByText('Baho saqlandi')).toBeVisible();
  await expect(dialog).toHaveCount(0, { timeout: 5_000 });
  await expect(table.locator('[data-mark]')).toHaveText('87 · 5');
  await expect(table.locator('[data-mark]')).toHaveAttribute('data-color', 'green');
  const graded = (await getJson(request, teacher, `/api/submissions/${task._id}`)).submissions[0];
  expect(graded).toMatchObject({ score: 87, mark: 5 });
  // The roster above it says graded, with the same mark.
  const row = page.getByTestId('task-roster').getByTestId('roster-row').filter({ hasText: 'Madina Rasulova' });
  await expect(row).toHaveAttribute('data-status', 'graded');
  await expect(row.locator('[data-mark]')).toHaveText('87 · 5');
});

test("a student's report card for the quarter shows each class's average with its mark and the missing work apart", async ({
  page,
  request,
}) => {
  const { teacher, schoolClass, student } = await classroom(request, 'Sevara Aliyeva');
  const first = await createTask(request, teacher, { classId: schoolClass._id, title: 'Kasrlar 1' });
  const second = await createTask(request, teacher, { classId: schoolClass._id, title: 'Kasrlar 2' });
  await createTask(request, teacher, { classId: schoolClass._id, title: 'Kasrlar 3', deadline: soon() });
  for (const [task, score] of [
    [first, 90],
    [second, 80],
  ] as const) {
    const submission = await submitAsStudent(request, student, task._id);
    await gradeAsTeacher(request, teacher, submission._id, score, 'Yaxshi');
  }
  await page.waitForTimeout(1_500);

  const { reportCard } = await getJson(request, student, `/api/users/${student.id}/report-card`);
  await signIn(page, student, '/student/report-card');
  await expect(page.getByRole('heading', { name: 'Tabel', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Chorak' })).toHaveValue(`${reportCard.term.name} (joriy)`);
  const line = page.getByTestId('report-card-line').filter({ hasText: schoolClass.name });
  // 90 and 80 average 85: a 4 (86 would be a 5); the task nothing was handed in for is apart, not a 0.
  await expect(line.locator('[data-mark]')).toHaveText('85 · 4');
  await expect(line.locator('[data-mark-level]')).toHaveText('yaxshi');
  await expect(line.getByRole('cell').nth(2)).toHaveText('2');
  await expect(line.getByTestId('missing-count')).toHaveText('1');
  expect(reportCard.classes[0]).toMatchObject({ averageScore: 85, mark: 4, graded: 2, missing: 1 });

  // The same in English, from the menu.
  await page.goto('/student/dashboard?lang=en');
  await page.getByRole('link', { name: 'Report card' }).first().click();
  await expect(page).toHaveURL(/\/student\/report-card/);
  await expect(page.getByTestId('report-card-line').locator('[data-mark-level]')).toHaveText('good');
});

test("a teacher downloads a term's report cards as a PDF and its gradebook as CSV and XLSX from the class page", async ({
  page,
  request,
}) => {
  const { teacher, schoolClass, student } = await classroom(request, 'Otabek Nazarov');
  const task = await createTask(request, teacher, { classId: schoolClass._id, title: 'Geometriya' });
  const submission = await submitAsStudent(request, student, task._id);
  await gradeAsTeacher(request, teacher, submission._id, 92, "A'lo");

  await signIn(page, teacher, `/teacher/classes/${schoolClass._id}`);
  const files = page.getByTestId('term-downloads');
  const fetchFile = async (item: string) => {
    await files.getByRole('button', { name: 'Chorak hujjatlari' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: item }).click(),
    ]);
    return download;
  };
  const pdf = await fetchFile('Tabellar (PDF)');
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfBytes = await readFile((await pdf.path())!);
  expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');

  const csv = await fetchFile('Jurnal (CSV)');
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const csvText = (await readFile((await csv.path())!)).toString('utf8');
  // The score and its mark side by side.
  expect(csvText.split('\n').find((line) => line.startsWith('Otabek Nazarov'))).toMatch(/,92,5,/);

  const { school } = await getJson(request, teacher, '/api/school');
  const { reportCard } = await getJson(request, student, `/api/users/${student.id}/report-card`);
  const sheetsOf = async (item: string) => {
    const download = await fetchFile(item);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    return workbook.worksheets;
  };
  // The term's workbook: that term's sheet, the pupil's score and mark in it.
  const [termSheet, ...others] = await sheetsOf('Jurnal (Eksel)');
  expect(others).toEqual([]);
  expect(termSheet!.name).toBe(reportCard.term.name);
  const values = termSheet!.getRow(2).values as unknown[];
  expect(values).toEqual(expect.arrayContaining(['Otabek Nazarov', 92, 5]));
  // The whole year's: a sheet per term, then the year.
  const yearSheets = await sheetsOf('Jurnal (Eksel, butun yil)');
  expect(yearSheets.map((sheet) => sheet.name).slice(0, school.terms.length)).toEqual(
    school.terms.map((term: { name: string }) => term.name),
  );
  expect(yearSheets).toHaveLength(school.terms.length + 1);
});

test('on a phone the roster, the grade dialog with its live mark and the report card have no serious axe violations', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { teacher, schoolClass, student } = await classroom(request, 'Kamola Ergasheva');
  const other = await registerAccount(request, 'student', 'Bobur Hamidov');
  await enrol(request, teacher, schoolClass, other);
  const task = await createTask(request, teacher, { classId: schoolClass._id, title: 'Foizlar', deadline: soon() });
  await page.waitForTimeout(2_000);
  await submitAsStudent(request, student, task._id);

  await signIn(page, teacher, `/teacher/submissions?task=${task._id}`);
  await expect(page.getByTestId('roster-row')).toHaveCount(2);
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByTestId('submissions-table').getByRole('button', { name: 'Baholash: Kamola Ergasheva' }).click();
  await page.getByRole('dialog').getByLabel('Baho (0–100)').fill('64');
  await expect(page.getByTestId('live-mark').locator('[data-mark]')).toHaveText('64 · 3');
  expect(await blockingViolations(page)).toEqual([]);

  await signIn(page, student, '/student/report-card');
  await expect(page.getByTestId('report-card-line')).toHaveCount(1);
  expect(await blockingViolations(page)).toEqual([]);
});
