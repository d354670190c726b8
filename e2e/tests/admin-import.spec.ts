import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loadDataConfig } from '../../apps/api/src/config';
import { createDb } from '../../apps/api/src/db/database';
import { saveSchool } from '../../apps/api/src/modules/admin/school-settings';
import { blockingViolations } from './axe';
import { expect, test } from './fixtures';
import { createClass, registerAccount, type Account } from './helpers';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** Set to a folder to keep this spec's screenshots and the cards PDF's first page there. */
const shotsDir = process.env.IMPORT_SHOTS_DIR;

let adminCounter = 0;
/**
 * A school admin, made as a school makes its first one (`npm run admin:create`), on the database
 * the e2e server uses. Teacher sign-up is opened first: once an admin exists it is by invitation
 * by default, and the other specs, running alongside, register teachers freely.
 */
async function schoolAdmin(request: APIRequestContext): Promise<Account> {
  const db = createDb(loadDataConfig({ dataDir: process.env.E2E_DATA_DIR }).database);
  try {
    // Only while nobody has chosen: a spec that sets the policy on purpose keeps its choice.
    const stored = await db
      .selectFrom('school_settings')
      .select('teacher_signup')
      .where('id', '=', 1)
      .executeTakeFirst();
    if (!stored?.teacher_signup) await saveSchool(db, { teacherSignup: 'open' });
  } finally {
    await db.destroy();
  }
  adminCounter += 1;
  const email = `direktor-${Date.now()}-${process.pid}-${adminCounter}@e2e.uz`;
  const password = 'direktor123';
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/src/tools/admin-create.ts',
      '--email',
      email,
      '--full-name',
      'Direktor',
      '--password',
      password,
    ],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }, stdio: 'pipe' },
  );
  const signedIn = await request.post('/api/auth/login', { data: { login: email, password } });
  expect(signedIn.status()).toBe(200);
  const data = (await signedIn.json()).data;
  return { id: data.user._id, token: data.token, email, password, fullName: 'Direktor', role: 'teacher' };
}

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sinf roʻyxati');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function openImport(page: Page, admin: Account, lang = 'en') {
  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('token', token), admin.token);
  await page.goto(`/admin/import?lang=${lang}`);
}

const chooseFile = (page: Page, name: string, buffer: Buffer, mimeType = XLSX_TYPE) =>
  page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });

/** A screenshot at 1280 and at 390 px when IMPORT_SHOTS_DIR is set; the viewport is put back. */
async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const size = page.viewportSize()!;
  await page.screenshot({ path: path.join(shotsDir, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shotsDir, `${name}-390.png`), fullPage: true });
  await page.setViewportSize(size);
}

test('an admin imports a class from an XLSX, downloads the login cards, and a pupil signs in with a card and sees the class’s task', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await schoolAdmin(request);
  const stamp = Date.now().toString(36);
  const className = `7-B ${stamp}`;
  const pupils = [
    ['Gʻulomov Oʻktam', className],
    ['Қодирова Мадина', className],
    [`To'xtayeva Mo’tabar`, className],
  ];
  await openImport(page, admin);
  await expect(page.getByRole('heading', { name: 'The columns the file needs' })).toBeVisible();

  // The first row has no name: the check shows it as an error and Import stays off.
  await chooseFile(
    page,
    'sinf.xlsx',
    await xlsx([['№', 'fullName', 'class'], [1, '', className], ...pupils.map((p, i) => [i + 2, ...p])]),
  );
  const createClasses = page.getByRole('switch', { name: 'Create missing classes' });
  await createClasses.check();
  await expect(createClasses).toBeChecked();
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();
  await page.getByRole('button', { name: 'Check' }).click();
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByTestId('import-counts')).toContainText('To create: 3');
  await expect(preview.getByTestId('import-counts')).toContainText('Errors: 1');
  const errorRow = preview.locator('tr[data-status="error"]');
  await expect(errorRow).toHaveCount(1);
  await expect(errorRow).toContainText('The full name is missing');
  // Tinted red (the theme's red tint); the good rows are not.
  await expect(errorRow).toHaveCSS('background-color', /^rgba\(2\d\d, \d{1,2}, \d{1,2}, 0\.\d+\)$/);
  await expect(preview.locator('tr[data-status="create"]').first()).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(importButton).toBeDisabled();
  await shot(page, 'preview-with-errors');

  // The fixed file: a new file needs a new check, which is clean; then Import.
  await chooseFile(page, 'sinf.xlsx', await xlsx([['№', 'fullName', 'class'], ...pupils.map((p, i) => [i + 1, ...p])]));
  await expect(preview).toHaveCount(0);
  await expect(page.getByText('Check the file before importing it.')).toBeVisible();
  await expect(importButton).toBeDisabled();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(preview.getByTestId('import-counts')).toContainText('Errors: 0');
  await expect(preview.locator('tr[data-status="create"]')).toHaveCount(3);
  await expect(importButton).toBeEnabled();
  // A check answers for its file and its setting: changed, Import waits for a new check.
  await createClasses.uncheck();
  await expect(importButton).toBeDisabled();
  await expect(page.getByText('The file or a setting changed after the check: check again.')).toBeVisible();
  await createClasses.check();
  await expect(importButton).toBeEnabled();
  await importButton.click();

  const result = page.getByTestId('import-result');
  await expect(result).toContainText('Pupils created: 3');
  await expect(result).toContainText('The one-time passwords are shown only now');
  const created = result.locator('tr[data-status="create"]');
  await expect(created).toHaveCount(3);
  const first = created.filter({ hasText: 'Gʻulomov Oʻktam' });
  const password = (await first.getByTestId('one-time-password').textContent())!.trim();
  expect(password).toMatch(/^[A-Z2-9]{10}$/);
  await shot(page, 'result-with-passwords');

  // The cards: a PDF with the pupil's username and one-time password on it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download login cards (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('login-cards.pdf');
  const pdfPath = await download.path();
  expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(execFileSync('pdfinfo', [pdfPath]).toString()).toMatch(/Pages:\s+1\b/);
  const cardsText = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString();
  const username = /gulomov\.oktam\d*/.exec(cardsText)?.[0];
  expect(username).toBeTruthy();
  await expect(first).toContainText(username!);
  expect(cardsText).toContain(password);
  expect(cardsText).toContain('Қодирова Мадина');
  if (shotsDir)
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdfPath, path.join(shotsDir, 'login-cards')]);

  // The class the import created gets a task (an admin manages every class as its teachers do).
  const auth = { Authorization: `Bearer ${admin.token}` };
  const classes = (await (await request.get('/api/classes?limit=100', { headers: auth })).json()).data.classes as {
    _id: string;
    name: string;
  }[];
  const schoolClass = classes.find((c) => c.name === className)!;
  expect(schoolClass).toBeTruthy();
  const taskTitle = `Kasrlarni qoʻshish ${stamp}`;
  const task = await request.post('/api/tasks', {
    headers: auth,
    multipart: {
      classId: schoolClass._id,
      title: taskTitle,
      description: 'Darslikdagi 12-mashq.',
      deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    },
  });
  expect(task.status()).toBe(201);

  // The pupil, on their own device: the card's username and password, then a password of their own.
  const pupilContext = await browser.newContext();
  const pupil = await pupilContext.newPage();
  await pupil.goto('/login?lang=en');
  await pupil.getByLabel('Email or username').fill(username!);
  await pupil.getByLabel('Password').fill(password);
  await pupil.getByRole('button', { name: 'Login' }).click();
  await expect(pupil.getByRole('heading', { name: 'Set your own password' })).toBeVisible();
  await pupil.getByLabel('New password').fill('oktam-parol');
  await pupil.getByRole('button', { name: 'Save and continue' }).click();
  await expect(pupil).toHaveURL(/\/student\/dashboard/);
  await pupil.goto('/student/tasks');
  await expect(pupil.getByText(taskTitle)).toBeVisible();
  await pupilContext.close();
});

test('the import screen answers in the user’s language: a file without the needed columns is refused with the server’s reason; the sample CSV reads clean', async ({
  page,
  request,
}) => {
  const admin = await schoolAdmin(request);
  await openImport(page, admin, 'ru');
  await chooseFile(page, 'spisok.csv', Buffer.from('\uFEFFФамилия;Дата\nАлиев;2014\n', 'utf8'), 'text/csv');
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByTestId('import-failure')).toHaveText('В первой строке должны быть столбцы fullName, class');
  await expect(page.getByRole('button', { name: 'Импортировать' })).toBeDisabled();
  // A file that is not a roster by its name is refused before any upload.
  await chooseFile(page, 'rasm.png', Buffer.from('not a roster'), 'image/png');
  await expect(page.getByText('Не удалось прочитать файл: загрузите файл XLSX или CSV')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Проверить' })).toBeDisabled();

  // The sample file, made in the browser, is a roster the server reads without an error.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Скачать образец CSV' }).click(),
  ]);
  const sample = readFileSync(await download.path());
  expect(sample.toString('utf8')).toMatch(/^\uFEFFfullName;class;username;email\r\n/);
  await chooseFile(page, download.suggestedFilename(), sample, 'text/csv');
  await page.getByRole('switch', { name: 'Создать недостающие классы' }).check();
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByTestId('import-counts')).toContainText('Ошибок: 0');
  await expect(page.getByTestId('import-rows').locator('tbody tr')).toHaveCount(3);
});

test('a teacher invited by the admin opens the link, finds the code filled in, registers and lands on their dashboard', async ({
  page,
  request,
}) => {
  const admin = await schoolAdmin(request);
  const email = `ustoz-${Date.now()}-${process.pid}@e2e.uz`;
  const invited = await request.post('/api/admin/invitations', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { email },
  });
  expect(invited.status()).toBe(201);
  const { code, url } = (await invited.json()).data.invitation as { code: string; url: string };
  expect(url).toContain(`/register?invite=${code}`);

  await page.goto(`/register?invite=${code}&lang=en`);
  await expect(page.getByRole('radio', { name: 'Teacher' })).toBeChecked();
  await expect(page.getByLabel('Teacher invite code')).toHaveValue(code);
  await page.getByLabel('Full name').fill('Nodira Qosimova');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('ustoz-parol');
  const [sent] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/auth/register') && r.method() === 'POST'),
    page.getByRole('button', { name: 'Register' }).click(),
  ]);
  expect(sent.postDataJSON()).toMatchObject({ role: 'teacher', inviteCode: code, email });
  await expect(page).toHaveURL(/\/teacher\/dashboard/);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the import screen has no serious or critical axe violations at ${viewport.width} px: empty, with errors, with passwords`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const admin = await schoolAdmin(request);
    const teacher = await registerAccount(request, 'teacher');
    const schoolClass = await createClass(request, teacher);
    const found: Record<string, string[]> = {};
    await openImport(page, admin, 'uz');
    await expect(page.getByRole('button', { name: 'Tekshirish' })).toBeVisible();
    found.empty = await blockingViolations(page);

    const stamp = `${Date.now().toString(36)}${viewport.width}`;
    const rows = [
      ['fullName', 'class'],
      [`Olimov Bekzod ${stamp}`, schoolClass.name],
      [`Karimova Aziza ${stamp}`, `Yoʻq sinf ${stamp}`],
    ];
    await chooseFile(page, 'royxat.xlsx', await xlsx(rows));
    await page.getByRole('button', { name: 'Tekshirish' }).click();
    await expect(page.locator('tr[data-status="error"]')).toContainText("Bunday sinf yo'q");
    found.errors = await blockingViolations(page);

    await chooseFile(page, 'royxat.xlsx', await xlsx(rows.slice(0, 2)));
    await page.getByRole('button', { name: 'Tekshirish' }).click();
    await page.getByRole('button', { name: 'Import qilish' }).click();
    await expect(page.getByTestId('one-time-password')).toHaveCount(1);
    found.result = await blockingViolations(page);
    expect(found).toEqual({ empty: [], errors: [], result: [] });
  });

  test(`a class's students tab and its import dialog have no serious or critical axe violations at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const teacher = await registerAccount(request, 'teacher');
    const schoolClass = await createClass(request, teacher);
    const found: Record<string, string[]> = {};
    await page.goto('/login');
    await page.evaluate((token) => localStorage.setItem('token', token), teacher.token);
    await page.goto(`/teacher/classes/${schoolClass._id}?tab=students`);
    const open = page.getByRole('button', { name: "Ro'yxatni fayldan import qilish" });
    await expect(open).toBeVisible();
    found.tab = await blockingViolations(page);
    await open.click();
    await chooseFile(page, 'sinf.csv', Buffer.from('fullName\nOlimov Bekzod\n\n', 'utf8'), 'text/csv');
    await page.getByRole('dialog').getByRole('button', { name: 'Tekshirish' }).click();
    await expect(page.getByTestId('import-counts')).toBeVisible();
    found.dialog = await blockingViolations(page);
    expect(found).toEqual({ tab: [], dialog: [] });
  });
}

test('a teacher imports a list into their own class from the class’s students tab', async ({ page, request }) => {
  const teacher = await registerAccount(request, 'teacher');
  const schoolClass = await createClass(request, teacher);
  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('token', token), teacher.token);
  await page.goto(`/teacher/classes/${schoolClass._id}?tab=students&lang=en`);
  await page.getByRole('button', { name: 'Import the roster from a file' }).click();
  const dialog = page.getByRole('dialog', { name: `${schoolClass.name}: roster import` });
  await expect(dialog.getByText('the class name (required)')).toHaveCount(0);
  await chooseFile(page, 'sinf.csv', Buffer.from('\uFEFFfullName;username\nRahimov Jasur;\n', 'utf8'), 'text/csv');
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog.getByTestId('import-counts')).toContainText('To create: 1');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByTestId('one-time-password')).toHaveCount(1);
  await expect(dialog.getByTestId('import-result')).toContainText(/rahimov\.jasur\d*/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('roster-table')).toContainText('Rahimov Jasur');
});
