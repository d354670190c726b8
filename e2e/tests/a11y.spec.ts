import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations, type Violation } from './axe';
import { expect, test } from './fixtures';
import {
  classroom,
  createTask,
  getJson,
  gradeAsTeacher,
  signIn,
  submitAsStudent,
  type Account,
  type SchoolClass,
} from './helpers';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface ScreenResult {
  screen: string;
  violations: Violation[];
}

/** Runs axe on what the page shows now; returns its serious and critical violations. */
const scan = async (page: Page, screen: string): Promise<ScreenResult> => ({
  screen,
  violations: await seriousViolations(page),
});

/** Prints and keeps the screens × violations table; fails listing every violation found. */
function report(label: string, results: ScreenResult[]) {
  const lines = results.map((r) => `${r.screen.padEnd(44)} ${r.violations.length}`);
  console.log(`axe ${label}: screens × serious/critical violations\n${lines.join('\n')}`);
  const folder = path.resolve(import.meta.dirname, '../../.tmp/a11y');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${label}.json`), JSON.stringify(results, null, 2));
  expect(results.filter((r) => r.violations.length > 0)).toEqual([]);
}

const openMobileMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Menyu' }).click();
  await expect(page.getByTestId('mobile-sidebar').getByRole('dialog')).toBeVisible();
};
const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

interface School {
  teacher: Account;
  student: Account;
  schoolClass: SchoolClass;
  pendingTitle: string;
  taskId: string;
}

/** A class with a pending task, a submitted one and a graded one, and a video lesson. */
async function school(request: Parameters<typeof classroom>[0]): Promise<School> {
  const { teacher, schoolClass, student } = await classroom(request, 'Dilnoza Rahimova');
  const stamp = Date.now();
  const pending = await createTask(request, teacher, { classId: schoolClass._id, title: `Tenglamalar ${stamp}` });
  const submitted = await createTask(request, teacher, { classId: schoolClass._id, title: `Insho ${stamp}` });
  const graded = await createTask(request, teacher, { classId: schoolClass._id, title: `Kasrlar ${stamp}` });
  await submitAsStudent(request, student, submitted._id);
  const done = await submitAsStudent(request, student, graded._id);
  await gradeAsTeacher(request, teacher, done._id, 74, 'Yaxshi, lekin misollarni tekshiring');
  const video = await request.post('/api/videos', {
    headers: { Authorization: `Bearer ${teacher.token}` },
    data: {
      classId: schoolClass._id,
      title: 'Kasrlar: asosiy tushunchalar',
      description: 'Surat, maxraj va kasrlarni qisqartirish',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      duration: 600,
    },
  });
  expect(video.status()).toBe(201);
  return { teacher, student, schoolClass, pendingTitle: pending.title, taskId: submitted._id };
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // A dozen screens and dialogs in one test, each scanned by axe.
    test.describe.configure({ timeout: 240_000 });

    test(`guest screens have no serious or critical violations (${viewport.name})`, async ({ page }) => {
      const results: ScreenResult[] = [];
      await page.goto('/');
      results.push(await scan(page, 'landing'));
      await page.goto('/login');
      results.push(await scan(page, 'login'));
      await page.getByRole('button', { name: 'Kirish' }).click();
      await expect(page.getByText('Email yoki login kiritilishi shart')).toBeVisible();
      results.push(await scan(page, 'login with errors'));
      await page.goto('/register');
      results.push(await scan(page, 'register'));
      await page.getByRole('textbox', { name: 'Rol' }).click();
      results.push(await scan(page, 'register, role menu open'));
      await page.goto('/no/such/page');
      results.push(await scan(page, 'not found'));
      await page.goto('/login?lang=ru');
      results.push(await scan(page, 'login (ru)'));
      report(`guest-${viewport.width}`, results);
    });

    test(`student screens have no serious or critical violations (${viewport.name})`, async ({ page, request }) => {
      const { student, pendingTitle } = await school(request);
      const results: ScreenResult[] = [];
      await signIn(page, student, '/student/dashboard');
      await expect(page.getByText(pendingTitle).first()).toBeVisible();
      results.push(await scan(page, 'student dashboard'));
      if (viewport.name === 'phone') {
        await openMobileMenu(page);
        results.push(await scan(page, 'student menu open'));
        await closeDialog(page);
      }
      await page.goto('/student/tasks');
      await page.getByTestId('task-card').filter({ hasText: pendingTitle }).click();
      await expect(page.getByRole('dialog', { name: pendingTitle })).toBeVisible();
      results.push(await scan(page, 'student task, submit dialog open'));
      await closeDialog(page);
      results.push(await scan(page, 'student tasks'));
      await page.goto('/student/submissions');
      await expect(page.getByTestId('submission-card').first()).toBeVisible();
      results.push(await scan(page, 'student submissions'));
      await page.goto('/student/videos');
      await expect(page.getByText('Kasrlar: asosiy tushunchalar').first()).toBeVisible();
      results.push(await scan(page, 'student videos'));
      await page.goto('/student/ai');
      await page.getByRole('textbox').last().fill('Shu hafta qaysi vazifalar muddati tugaydi?');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Oflayn javob').first()).toBeVisible();
      results.push(await scan(page, 'student AI chat with an answer'));
      await page.goto('/student/profile');
      results.push(await scan(page, 'student profile'));
      await page.goto('/student/classes');
      results.push(await scan(page, 'student classes'));
      await page.goto('/student/dashboard?lang=uz-Cyrl');
      await expect(page.getByText(pendingTitle).first()).toBeVisible();
      results.push(await scan(page, 'student dashboard (uz-Cyrl)'));
      report(`student-${viewport.width}`, results);
    });

    test(`teacher screens have no serious or critical violations (${viewport.name})`, async ({ page, request }) => {
      const { teacher, schoolClass, taskId } = await school(request);
      const results: ScreenResult[] = [];
      await signIn(page, teacher, '/teacher/dashboard');
      await expect(page.getByText('Dilnoza Rahimova').first()).toBeVisible();
      results.push(await scan(page, 'teacher dashboard'));
      if (viewport.name === 'phone') {
        await openMobileMenu(page);
        results.push(await scan(page, 'teacher menu open'));
        await closeDialog(page);
      }
      await page.goto('/teacher/tasks');
      await expect(page.getByTestId('teacher-task').first()).toBeVisible();
      results.push(await scan(page, 'teacher tasks'));
      await page.getByRole('button', { name: 'Yangi vazifa' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      results.push(await scan(page, 'teacher task form open'));
      await closeDialog(page);
      await page.goto('/teacher/create-task');
      results.push(await scan(page, 'teacher create task'));
      await page.goto(`/teacher/submissions?task=${taskId}`);
      const table = page.getByTestId('submissions-table');
      await expect(table).toContainText('Dilnoza Rahimova');
      results.push(await scan(page, 'teacher submissions'));
      await table.getByRole('button', { name: 'Baholash: Dilnoza Rahimova' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      results.push(await scan(page, 'teacher grade dialog open'));
      await closeDialog(page);
      await table.getByRole('button', { name: 'Qayta ishlashga qaytarish: Dilnoza Rahimova' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      results.push(await scan(page, 'teacher return dialog open'));
      await closeDialog(page);
      await page.getByRole('button', { name: "Dilnoza Rahimovaga qo'shimcha vaqt berish" }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      results.push(await scan(page, 'teacher extension dialog open'));
      await closeDialog(page);
      await page.goto(`/teacher/grading?task=${taskId}`);
      await expect(page.getByTestId('queue-position')).toBeVisible();
      results.push(await scan(page, 'teacher grading queue'));
      await page.goto('/teacher/students');
      await expect(page.getByText('Dilnoza Rahimova').first()).toBeVisible();
      results.push(await scan(page, 'teacher students'));
      await page.goto('/teacher/videos');
      await expect(page.getByText('Kasrlar: asosiy tushunchalar').first()).toBeVisible();
      results.push(await scan(page, 'teacher videos'));
      await page.getByRole('button', { name: "Video qo'shish" }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      results.push(await scan(page, 'teacher video form open'));
      await closeDialog(page);
      await page.goto('/teacher/ai');
      await page.getByLabel('Mavzu').fill('Kasrlar');
      await page.getByRole('textbox', { name: 'Qiyinlik darajasi' }).click();
      results.push(await scan(page, 'teacher AI, difficulty menu open'));
      await page.getByRole('option', { name: "O'rta" }).click();
      await page.getByRole('button', { name: 'Yaratish' }).click();
      await expect(page.getByText('Maqsadlar').first()).toBeVisible();
      results.push(await scan(page, 'teacher AI with a draft'));
      await page.goto('/teacher/profile');
      results.push(await scan(page, 'teacher profile'));
      await page.goto('/teacher/classes');
      results.push(await scan(page, 'teacher classes'));
      await page.goto(`/teacher/classes/${schoolClass._id}`);
      await expect(page.getByText(schoolClass.name).first()).toBeVisible();
      results.push(await scan(page, 'teacher class page'));
      await page.goto(`/teacher/submissions?task=${taskId}&lang=ru`);
      await expect(page.getByTestId('submissions-table')).toContainText('Dilnoza Rahimova');
      results.push(await scan(page, 'teacher submissions (ru)'));
      report(`teacher-${viewport.width}`, results);
      expect((await getJson(request, teacher, '/api/classes')).classes).toHaveLength(1);
    });
  });
}
