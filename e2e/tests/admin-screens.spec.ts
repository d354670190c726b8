import type { Browser, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import {
  createClass,
  createTask,
  enrol,
  gradeAsTeacher,
  registerAccount,
  submitAsStudent,
  type Account,
} from './helpers';
import { adminSchoolURL, createAdmin, startAdminSchool, type AdminSchool } from './admin-school';

// One school for the file, started once: its tests run in order, in one worker.
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: adminSchoolURL });

const ADMIN = { email: 'direktor@e2e.uz', fullName: 'Direktor Karimov', password: 'direktor123' };
const SHOTS = process.env.ADMIN_SHOTS_DIR;

let school: AdminSchool;
let teacher: Account;
let forgetful: Account;
let leaving: Account;
let loner: Account;
let className: string;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  school = await startAdminSchool();
  const request = await playwright.request.newContext({ baseURL: adminSchoolURL });
  // Before the school has an admin, teachers sign up freely (the spec's /register).
  teacher = await registerAccount(request, 'teacher', 'Dilnoza Rahimova');
  forgetful = await registerAccount(request, 'student', 'Unutuvchan Sardor');
  leaving = await registerAccount(request, 'student', 'Ketayotgan Aziza');
  loner = await registerAccount(request, 'student', 'Yolgiz Bobur');
  const schoolClass = await createClass(request, teacher, '7-A Matematika');
  className = schoolClass.name;
  await enrol(request, teacher, schoolClass, forgetful, leaving);
  const task = await createTask(request, teacher, { classId: schoolClass._id, title: 'Kasrlar' });
  const handedIn = await submitAsStudent(request, forgetful, task._id);
  await gradeAsTeacher(request, teacher, handedIn._id, 90, 'Yaxshi');
  await request.dispose();
  createAdmin(school, ADMIN);
});

test.afterAll(async () => {
  await school?.stop();
});

async function signInAsAdmin(page: Page) {
  await page.goto('/login?lang=en');
  await page.getByLabel('Email or username').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A second person at another computer (a pupil, a new teacher), in English. */
async function otherPerson(browser: Browser) {
  const context = await browser.newContext({ baseURL: adminSchoolURL });
  return { page: await context.newPage(), close: () => context.close() };
}

/** A screenshot for a person to look at, when asked for (ADMIN_SHOTS_DIR); not part of the check. */
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const figure = (page: Page, id: string) => page.getByTestId(`figure-${id}-value`);

test('an admin runs the school: figures, a reset password, a deactivation, an invited teacher, settings and the audit log', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);

  // The dashboard counts the school as it is.
  await expect(figure(page, 'classes')).toHaveText('1');
  await expect(figure(page, 'teachers')).toHaveText('1');
  await expect(figure(page, 'students')).toHaveText('3');
  await expect(figure(page, 'submissions')).toHaveText('1');
  await expect(figure(page, 'no-teacher')).toHaveText('0');
  await expect(figure(page, 'no-class')).toHaveText('1');
  // The school's marks: the one graded piece of work earned a 5.
  await expect(page.getByTestId('mark-distribution')).toContainText('5: 1');
  await expect(page.getByTestId('mark-distribution')).toContainText('2: 0');
  // The pupil in no class is one click away.
  await page.getByRole('link', { name: /Students in no class/ }).click();
  await expect(page).toHaveURL(/\/admin\/people\?.*class=none/);
  await expect(page.getByTestId('person')).toHaveCount(1);
  await expect(page.getByTestId('person')).toContainText(loner.fullName);

  // People: find a pupil and reset their forgotten password.
  await page.getByRole('link', { name: 'People' }).click();
  await page.getByLabel('Search').fill('Unutuvchan');
  await expect(page.getByTestId('person')).toHaveCount(1);
  await page.getByRole('button', { name: `Actions: ${forgetful.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  const confirmReset = page.getByRole('dialog', { name: 'Reset password' });
  await expect(confirmReset).toContainText(forgetful.fullName);
  await confirmReset.getByRole('button', { name: 'Reset password' }).click();
  const shown = page.getByRole('dialog', { name: 'New one-time password' });
  const oneTime = (await shown.getByTestId('one-time-password').textContent())!.trim();
  expect(oneTime.length).toBeGreaterThanOrEqual(6);
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible();
  await shot(page, 'flow-one-time-password-1280');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('person')).toContainText('One-time password');

  // The pupil signs in with it and is asked for a password of their own.
  const pupil = await otherPerson(browser);
  await pupil.page.goto('/login?lang=en');
  await pupil.page.getByLabel('Email or username').fill(forgetful.email);
  await pupil.page.getByLabel('Password').fill(oneTime);
  await pupil.page.getByRole('button', { name: 'Login' }).click();
  await expect(pupil.page.getByRole('heading', { name: 'Set your own password' })).toBeVisible();
  await pupil.page.getByLabel('New password').fill('yangi-parol-7');
  await pupil.page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(pupil.page).toHaveURL(/\/student\/dashboard/);
  await pupil.close();

  // Deactivate a pupil who left the school, after a confirm.
  await page.getByLabel('Search').fill('Ketayotgan');
  await expect(page.getByTestId('person')).toHaveCount(1);
  await page.getByRole('button', { name: `Actions: ${leaving.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate account' }).click();
  const confirmDeactivate = page.getByRole('dialog', { name: 'Deactivate account' });
  await expect(confirmDeactivate).toContainText('Their work stays');
  await confirmDeactivate.getByRole('button', { name: 'Deactivate account' }).click();
  await expect(page.getByTestId('person')).toContainText('Deactivated');
  const refused = await request.post('/api/auth/login', { data: { login: leaving.email, password: leaving.password } });
  expect(refused.ok()).toBe(false);

  // Invite a teacher; they register through the link.
  const newTeacher = { fullName: 'Yangi Ustoz', email: `ustoz-${Date.now()}@e2e.uz` };
  await page.getByRole('link', { name: 'Invitations' }).click();
  await page.getByLabel('E-mail (optional)').fill(newTeacher.email);
  await page.getByLabel('Valid for (days)').fill('14');
  await page.getByRole('button', { name: 'Create invitation' }).click();
  const code = (await page.getByTestId('invitation-code').textContent())!.trim();
  const link = (await page.getByTestId('invitation-url').textContent())!.trim();
  expect(link).toBe(`${adminSchoolURL}/register?invite=${code}`);
  await expect(page.getByTestId('invitation').filter({ hasText: code })).toContainText('Open');
  await shot(page, 'flow-invitation-created-1280');

  const invited = await otherPerson(browser);
  await invited.page.goto(`/register?invite=${code}&lang=en`);
  await expect(invited.page.getByLabel('Teacher invite code')).toHaveValue(code);
  await invited.page.getByLabel('Full name').fill(newTeacher.fullName);
  await invited.page.getByLabel('Email').fill(newTeacher.email);
  await invited.page.getByLabel('Password').fill('ustoz-parol');
  await invited.page.getByRole('button', { name: 'Register' }).click();
  await expect(invited.page).toHaveURL(/\/teacher\//);
  await invited.close();
  await page.reload();
  await expect(page.getByTestId('invitation').filter({ hasText: code })).toContainText('Used');

  // Assign the new teacher to the class.
  await page.getByRole('link', { name: 'Classes', exact: true }).click();
  await page.getByRole('button', { name: `Teachers: ${className}` }).click();
  const teachers = page.getByRole('dialog', { name: `${className}: teachers` });
  await teachers.getByLabel('Add a teacher').click();
  await page.getByRole('option', { name: newTeacher.fullName }).click();
  await teachers.getByRole('button', { name: 'Add' }).click();
  await expect(teachers.getByTestId('class-teachers')).toContainText(newTeacher.fullName);
  await shot(page, 'flow-class-teachers-1280');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('admin-class')).toContainText(teacher.fullName);
  await expect(page.getByTestId('admin-class')).toContainText(newTeacher.fullName);

  // Name the school.
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('School name').fill('14-maktab');
  await page.getByLabel('Address').fill('Toshkent, Chilonzor 5');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.getByRole('link', { name: 'School dashboard' }).click();
  await expect(page.getByTestId('school-name')).toHaveText('14-maktab');
  await expect(figure(page, 'teachers')).toHaveText('2');
  await expect(figure(page, 'students')).toHaveText('2');

  // Every one of those actions is in the audit log, by the admin.
  await page.getByRole('link', { name: 'Audit log' }).click();
  const entries = page.getByTestId('audit-entry');
  for (const action of ['Password reset', 'Account deactivated', 'Invitation created', 'School settings changed'])
    await expect(entries.filter({ hasText: action }).first()).toContainText(ADMIN.fullName);
  await expect(entries.filter({ hasText: 'Password reset' })).toContainText(forgetful.fullName);
  await shot(page, 'flow-audit-1280');
});

const SCREENS = ['dashboard', 'people', 'classes', 'invitations', 'settings', 'audit', 'import'] as const;

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test(`every admin screen passes axe (WCAG 2.2 AA, serious and critical) on a ${viewport.name}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAsAdmin(page);
    const found: { screen: string; ids: string[] }[] = [];
    const scan = async (screen: string) => {
      const serious = await seriousViolations(page);
      found.push({ screen, ids: serious.map((v) => `${v.id}: ${v.targets[0]}`) });
      await shot(page, `${screen}-${viewport.width}`);
    };
    // The phone sees the screens in Uzbek (the default language), the desktop in English.
    const lang = viewport.name === 'phone' ? 'uz' : 'en';
    for (const screen of SCREENS) {
      await page.goto(`/admin/${screen}?lang=${lang}`);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await scan(screen);
    }
    // The class page, a person's actions and the confirm before a reset.
    await page.goto('/admin/classes?lang=en');
    await page.getByRole('link', { name: className }).click();
    await expect(page.getByTestId('roster-table')).toBeVisible();
    await scan('class');
    await page.goto('/admin/people');
    await page.getByRole('button', { name: `Actions: ${teacher.fullName}` }).click();
    await scan('people-menu');
    await page.getByRole('menuitem', { name: 'Reset password' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan('people-reset-confirm');
    console.log(
      `axe admin ${viewport.name}:\n${found.map((r) => `${r.screen.padEnd(24)} ${r.ids.length}`).join('\n')}`,
    );
    expect(found.filter((r) => r.ids.length > 0)).toEqual([]);
  });
}
