import { expect, test } from './fixtures';
import { makePdf } from '../../apps/api/src/demo/sample-files';
import { classroom, createClass, getJson, pickNextMonthDay, registerAccount, signIn, submitAsStudent } from './helpers';

test('a teacher creates a task with a file, grades 92 (green), then re-grades 75 (yellow)', async ({
  page,
  request,
}) => {
  const { teacher, schoolClass, student } = await classroom(request, 'Bekzod Olimov');
  const title = `Kasrlar ${Date.now()}`;
  await signIn(page, teacher, '/teacher/create-task');
  await expect(page.getByRole('textbox', { name: 'Sinf' })).toHaveValue(schoolClass.name);
  await page.getByLabel('Sarlavha').fill(title);
  await page.getByLabel('Tavsif').fill("Kasrlarni qo'shish bo'yicha 10 ta misol yeching.");
  await page.getByLabel('Muddat').click();
  await pickNextMonthDay(page, 15);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'topshiriq.pdf', mimeType: 'application/pdf', buffer: makePdf(['Topshiriq']) });
  await expect(page.getByText('topshiriq.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Vazifa yaratish' }).click();
  await expect(page).toHaveURL(/\/teacher\/tasks$/);
  await expect(page.getByText('Vazifa yaratildi').first()).toBeVisible();
  const created = page.getByTestId('teacher-task').filter({ hasText: title });
  await expect(created).toBeVisible();

  const tasks = await getJson(request, teacher, '/api/tasks');
  const task = tasks.tasks.find((t: { title: string }) => t.title === title);
  expect(task.file.fileName).toBe('topshiriq.pdf');
  expect(task.classId).toBe(schoolClass._id);
  await submitAsStudent(request, student, task._id);

  await created.getByRole('button', { name: `Topshiriqlarni ko'rish: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/submissions\\?task=${task._id}`));
  const table = page.getByTestId('submissions-table');
  await expect(table).toContainText('Bekzod Olimov');
  await expect(table).toContainText('Baholanmagan');
  await table.getByRole('button', { name: 'Baholash: Bekzod Olimov' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Baho (0–100)').fill('92');
  await modal.getByLabel('Izoh', { exact: true }).fill("A'lo ish");
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  await expect(modal.getByText('Baho saqlandi')).toBeVisible();
  await expect(modal).toHaveCount(0, { timeout: 4000 });
  await expect(table.locator('[data-color]')).toHaveAttribute('data-color', 'green');
  await table.getByRole('button', { name: 'Bahoni tahrirlash: Bekzod Olimov' }).click();
  await expect(page.getByRole('dialog').getByLabel('Baho (0–100)')).toHaveValue('92');
  await page.getByRole('dialog').getByLabel('Baho (0–100)').fill('101');
  await page.getByRole('dialog').getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.getByRole('dialog').getByText("Baho 0 dan 100 gacha bo'lgan son bo'lishi kerak")).toBeVisible();
  await page.getByRole('dialog').getByLabel('Baho (0–100)').fill('75');
  await page.getByRole('dialog').getByRole('button', { name: 'Saqlash' }).click();
  // 75 earns a 4 on the school's scale: coloured by the mark.
  await expect(table.locator('[data-color]')).toHaveAttribute('data-color', 'blue');
});

test('the task form and the create page show every validation message in both languages', async ({ page, request }) => {
  const teacher = await registerAccount(request, 'teacher');
  await createClass(request, teacher);
  await signIn(page, teacher, '/teacher/create-task');
  await page.getByRole('button', { name: 'Vazifa yaratish' }).click();
  for (const text of ['Sarlavha kiritilishi shart', 'Tavsif kiritilishi shart', 'Muddati belgilanishi shart'])
    await expect(page.getByText(text)).toBeVisible();
  await page.getByLabel('Sarlavha').fill('ab');
  await page.getByLabel('Tavsif').fill('qisqa');
  await page.getByRole('button', { name: 'Vazifa yaratish' }).click();
  await expect(page.getByText("Sarlavha kamida 3 belgidan iborat bo'lishi kerak")).toBeVisible();
  await expect(page.getByText("Tavsif kamida 10 belgidan iborat bo'lishi kerak")).toBeVisible();

  await page.goto('/teacher/tasks?lang=en');
  await page.getByRole('button', { name: 'New Task' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Save' }).click();
  for (const text of ['Title is required', 'Description is required', 'Deadline is required'])
    await expect(modal.getByText(text)).toBeVisible();
  await modal.getByLabel('Title').fill('ab');
  await modal.getByLabel('Description').fill('short');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Title must be at least 3 characters')).toBeVisible();
  await expect(modal.getByText('Description must be at least 10 characters')).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
});

test('a teacher adds, edits and deletes a video; a student of the class watches it and cannot change it', async ({
  page,
  request,
}) => {
  const { teacher, schoolClass, student } = await classroom(request);
  await signIn(page, teacher, '/teacher/videos');
  const title = `Kasrlar darsi ${Date.now()}`;
  await page.getByRole('button', { name: "Video qo'shish" }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Sarlavha').fill(title);
  await modal.getByLabel('Tavsif').fill('Kasrlar haqida video dars');
  await modal.getByLabel('YouTube havolasi').fill('https://vimeo.com/123');
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  await expect(modal.getByText("YouTube havolasi formati noto'g'ri")).toBeVisible();
  await modal.getByLabel('YouTube havolasi').fill('https://youtu.be/dQw4w9WgXcQ');
  await modal.getByLabel('Davomiylik (soniya)').fill('754');
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  const card = page.getByTestId('video-card').filter({ hasText: title });
  await expect(card).toContainText('12:34');
  await expect(card.getByTestId('class-name')).toHaveText(schoolClass.name);
  await expect(card.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=0/);
  await expect(card.getByRole('link', { name: "YouTube'da ochish" })).toHaveAttribute('target', '_blank');

  await card.getByRole('button', { name: `Tahrirlash: ${title}` }).click();
  await page.getByRole('dialog').getByLabel('Sarlavha').fill(`${title} (yangi)`);
  await page.getByRole('dialog').getByRole('button', { name: 'Saqlash' }).click();
  const edited = page.getByTestId('video-card').filter({ hasText: `${title} (yangi)` });
  await expect(edited).toBeVisible();

  // The student of the class finds the edited video in their own list, with its player ready to
  // watch, and no way to add, edit or delete it.
  await signIn(page, student, '/student/videos');
  const watched = page.getByTestId('video-card').filter({ hasText: `${title} (yangi)` });
  await expect(watched).toContainText('12:34');
  await expect(watched).toContainText('Kasrlar haqida video dars');
  await expect(watched.getByTitle(`${title} (yangi)`)).toHaveAttribute(
    'src',
    /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=0/,
  );
  await expect(watched.getByRole('link', { name: "YouTube'da ochish" })).toHaveAttribute('href', /dQw4w9WgXcQ/);
  await expect(page.getByRole('button', { name: "Video qo'shish" })).toHaveCount(0);
  await expect(watched.getByRole('button')).toHaveCount(0);

  await signIn(page, teacher, '/teacher/videos');
  await edited.getByRole('button', { name: `O'chirish: ${title} (yangi)` }).click();
  await page.getByRole('dialog').getByRole('button', { name: "O'chirish" }).click();
  await expect(page.getByTestId('video-card').filter({ hasText: title })).toHaveCount(0);
  // Gone for the student too.
  const left = await getJson(request, student, '/api/videos');
  expect(left.videos.filter((video: { title: string }) => video.title.startsWith(title))).toEqual([]);
});

test('a teacher searches students on the server and opens one student progress', async ({ page, request }) => {
  const unique = `Zebiniso${Date.now()}`;
  const { teacher } = await classroom(request, `${unique} Karimova`);
  await signIn(page, teacher, '/teacher/students');
  await page.getByLabel('Qidirish').fill(unique.toLowerCase());
  const table = page.getByTestId('students-table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.getByRole('button', { name: `${unique} Karimova` }).click();
  await expect(page.getByRole('dialog', { name: `${unique} Karimova` })).toContainText('0/');
  await page.getByRole('dialog').getByRole('button', { name: 'Yopish' }).click();
  await page.getByRole('button', { name: 'Tozalash' }).click();
  await expect(page.getByLabel('Qidirish')).toHaveValue('');
});
