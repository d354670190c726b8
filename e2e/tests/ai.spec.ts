import { expect, test } from './fixtures';
import { classroom, createClass, createTask, joinClass, pickNextMonthDay, registerAccount, signIn } from './helpers';

test('a student asks the assistant, sees it typing, then an offline answer about their deadlines', async ({
  page,
  request,
}) => {
  const teacher = await registerAccount(request, 'teacher');
  const schoolClass = await createClass(request, teacher);
  const student = await registerAccount(request, 'student');
  await joinClass(request, student, schoolClass.joinCode);
  const title = `Fotosintez ${Date.now()}`;
  await createTask(request, teacher, {
    classId: schoolClass._id,
    title,
    deadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  });
  await signIn(page, student, '/student/ai');
  // Hold the answer back a moment so the typing indicator can be seen (the server itself is real).
  await page.route('**/api/ai/ask', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await expect(page.getByRole('button', { name: 'Yuborish' })).toBeDisabled();
  await page.getByLabel('Savolingizni yozing…').fill('Shu hafta qaysi vazifalar muddati tugaydi?');
  await page.getByRole('button', { name: 'Yuborish' }).click();
  await expect(page.getByTestId('typing-indicator')).toBeVisible();
  const answer = page.getByTestId('ai-message').last();
  await expect(answer).toContainText(title);
  await expect(answer).toContainText('Oflayn javob');
  await page.reload();
  await expect(page.getByTestId('ai-message').last()).toContainText(title);
  await page.getByRole('button', { name: 'Suhbatni tozalash' }).click();
  await expect(page.getByTestId('ai-message')).toHaveCount(0);
});

test('a teacher generates a task, saves it with a deadline, and a student then sees it', async ({
  page,
  request,
  browser,
}) => {
  const { teacher, schoolClass, student } = await classroom(request);
  await signIn(page, teacher, '/teacher/ai');
  await page.getByLabel('Mavzu').fill('Tenglamalar');
  await page.getByRole('button', { name: 'Yaratish' }).click();
  await expect(page.locator('[class*="error"]').getByText('Qiyinlik darajasini tanlang')).toBeVisible();
  await page.getByRole('textbox', { name: 'Qiyinlik darajasi' }).click();
  await page.getByRole('option', { name: "O'rta" }).click();
  await page.getByRole('button', { name: 'Yaratish' }).click();
  await expect(page.getByTestId('generated-title')).toHaveText("Tenglamalar: o'rta darajadagi topshiriq");
  await expect(page.getByTestId('generated-task')).toContainText('Baholash mezonlari');
  await page.getByRole('button', { name: 'Vazifa sifatida saqlash' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByLabel('Sarlavha')).toHaveValue("Tenglamalar: o'rta darajadagi topshiriq");
  // The teacher's only class is already chosen.
  await expect(modal.getByRole('textbox', { name: 'Sinf' })).toHaveValue(schoolClass.name);
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  await expect(modal.getByText('Muddati belgilanishi shart')).toBeVisible();
  await modal.getByLabel('Muddat').click();
  await pickNextMonthDay(page, 10);
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  await expect(modal).toHaveCount(0);

  const studentPage = await (await browser.newContext()).newPage();
  await signIn(studentPage, student, '/student/tasks');
  await expect(
    studentPage.getByTestId('task-card').filter({ hasText: "Tenglamalar: o'rta darajadagi topshiriq" }),
  ).toBeVisible();
});
