import { expect, test } from './fixtures';
import { makePdf } from '../../apps/api/src/demo/sample-files';
import { createClass, createTask, getJson, pickNextMonthDay, registerAccount, signIn } from './helpers';

test('a teacher makes a class and a task in it, a student joins with the code and submits, another teacher sees none of it', async ({
  page,
  request,
  browser,
}) => {
  // Three accounts in three browsers, one after the other: give it the time of three tests.
  test.slow();
  const stamp = Date.now();
  const teacher = await registerAccount(request, 'teacher', 'Malika Yusupova');
  const student = await registerAccount(request, 'student', 'Jasur Aliyev');
  const stranger = await registerAccount(request, 'teacher', 'Boshqa Ustoz');
  const className = `7-B Geometriya ${stamp}`;
  const taskTitle = `Uchburchaklar ${stamp}`;

  // The teacher starts with no class: one call to create the first.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, teacher, '/teacher/classes');
  await page.getByTestId('no-class').getByRole('button', { name: 'Birinchi sinfni yaratish' }).click();
  const form = page.getByRole('dialog', { name: 'Yangi sinf' });
  await form.getByRole('button', { name: 'Sinf yaratish' }).click();
  await expect(form.getByText('Sinf nomi kiritilishi shart')).toBeVisible();
  await form.getByLabel('Sinf nomi').fill(className);
  await form.getByLabel('Fan').fill('Geometriya');
  await form.getByRole('button', { name: 'Sinf yaratish' }).click();
  await expect(form).toHaveCount(0);

  const card = page.getByTestId('class-card').filter({ hasText: className });
  await expect(card).toContainText('Geometriya');
  await expect(card).toContainText("0 o'quvchi");
  const code = (await card.getByTestId('join-code').textContent())!.trim();
  expect(code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{7}$/);
  await card.getByRole('button', { name: `Kodni nusxalash: ${className}` }).click();
  await expect(card.getByText('Nusxa olindi')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  // A task in it, from the class page: the class is already chosen.
  await card.getByRole('link', { name: `Sinfni ochish: ${className}` }).click();
  await expect(page).toHaveURL(/\/teacher\/classes\/[^/]+$/);
  await expect(page).toHaveTitle('Sinf · Sinfxona');
  await expect(page.getByTestId('class-title')).toHaveText(className);
  await page.getByRole('button', { name: 'Yangi vazifa' }).click();
  const taskForm = page.getByRole('dialog', { name: 'Yangi vazifa' });
  await expect(taskForm.getByRole('textbox', { name: 'Sinf' })).toHaveValue(className);
  await taskForm.getByLabel('Sarlavha').fill(taskTitle);
  await taskForm.getByLabel('Tavsif').fill('Uchburchakning burchaklari yig‘indisini isbotlang.');
  await taskForm.getByLabel('Muddat').click();
  await pickNextMonthDay(page, 12);
  await taskForm.getByRole('button', { name: 'Saqlash' }).click();
  await expect(taskForm).toHaveCount(0);
  await expect(page.getByTestId('teacher-task').filter({ hasText: taskTitle })).toBeVisible();

  // The student has no class either: the dashboard asks for a code, typed any old way.
  const studentPage = await (await browser.newContext()).newPage();
  await signIn(studentPage, student, '/student/dashboard');
  const call = studentPage.getByTestId('no-class');
  await expect(call).toContainText("Sinfga qo'shiling");
  await call.getByLabel('Sinf kodi').fill(`${code.slice(0, 3).toLowerCase()} ${code.slice(3).toLowerCase()}`);
  await expect(call.getByLabel('Sinf kodi')).toHaveValue(`${code.slice(0, 3)} ${code.slice(3)}`);
  await call.getByRole('button', { name: "Qo'shilish" }).click();
  await expect(studentPage.getByText(`"${className}" sinfiga qo'shildingiz`)).toBeVisible();
  const row = studentPage.getByTestId('dashboard-task').filter({ hasText: taskTitle });
  await expect(row).toContainText(className);
  await row.getByRole('button', { name: `Yuborish: ${taskTitle}` }).click();
  const dialog = studentPage.getByRole('dialog', { name: taskTitle });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'isbot.pdf', mimeType: 'application/pdf', buffer: makePdf(['Isbot']) });
  await dialog.getByRole('button', { name: 'Yuborish' }).click();
  await expect(dialog.getByText('Topshiriq muvaffaqiyatli yuborildi')).toBeVisible();
  await studentPage.goto('/student/tasks');
  await expect(
    studentPage.getByTestId('task-card').filter({ hasText: taskTitle }).getByTestId('class-name'),
  ).toHaveText(className);
  await studentPage.goto('/student/classes');
  await expect(studentPage.getByTestId('class-card').filter({ hasText: className })).toContainText(
    "O'qituvchi: Malika Yusupova",
  );

  // The teacher sees the student on the roster with their submission.
  await page.goto(`${new URL(page.url()).pathname}?tab=students`);
  const roster = page.getByTestId('roster-table');
  await expect(roster.locator('tbody tr').filter({ hasText: 'Jasur Aliyev' })).toContainText(student.email);

  // Another teacher sees none of it.
  const strangerPage = await (await browser.newContext()).newPage();
  await signIn(strangerPage, stranger, '/teacher/classes');
  await expect(strangerPage.getByTestId('no-class')).toContainText("Sizda hali sinf yo'q");
  await expect(strangerPage.getByTestId('class-card')).toHaveCount(0);
  await strangerPage.goto('/teacher/tasks');
  await expect(strangerPage.getByTestId('no-class')).toBeVisible();
  await expect(strangerPage.getByTestId('teacher-task')).toHaveCount(0);
  expect((await getJson(request, stranger, '/api/tasks')).pagination.total).toBe(0);
  expect((await getJson(request, stranger, '/api/users')).pagination.total).toBe(0);
  await strangerPage.goto(page.url());
  await expect(strangerPage.getByRole('alert')).toContainText('Sinf topilmadi');
});

test("a student with no class is asked to join one; a wrong code shows the server's message in their language", async ({
  page,
  request,
}) => {
  const student = await registerAccount(request, 'student');
  await signIn(page, student, '/student/tasks');
  const call = page.getByTestId('no-class');
  await expect(call).toContainText("Sinfga qo'shiling");
  await expect(page.getByTestId('task-card')).toHaveCount(0);
  await call.getByRole('button', { name: "Qo'shilish" }).click();
  await expect(call.getByText('Sinf kodini kiriting', { exact: true })).toBeVisible();
  await call.getByLabel('Sinf kodi').fill('zzz 9999');
  await call.getByRole('button', { name: "Qo'shilish" }).click();
  await expect(
    call.getByText("Bunday kod bilan ochiq sinf topilmadi. Kodni o'qituvchingizdan qayta so'rang"),
  ).toBeVisible();

  await page.goto('/student/dashboard?lang=en');
  await expect(call).toContainText('Join a class');
  await call.getByLabel('Class code').fill('ZZZ9999');
  await call.getByRole('button', { name: 'Join' }).click();
  await expect(call.getByText('No open class has this code. Ask your teacher for the code again')).toBeVisible();
});

test('the class page: students invited by e-mail accept on their classes page, removed after a confirm, co-teachers, never without a teacher', async ({
  page,
  request,
}) => {
  const teacher = await registerAccount(request, 'teacher', 'Rustam Qodirov');
  const colleague = await registerAccount(request, 'teacher', 'Gulnora Saidova');
  const student = await registerAccount(request, 'student', 'Hilola Qosimova');
  const schoolClass = await createClass(request, teacher);
  await signIn(page, teacher, `/teacher/classes/${schoolClass._id}?tab=students`);

  await expect(page.getByText("Sinfda hali o'quvchi yo'q")).toBeVisible();
  const email = page.getByLabel("O'quvchining emaili");
  // A teacher's e-mail and an unknown one answer alike: the form tells nobody who exists.
  await email.fill(colleague.email);
  await page.getByRole('button', { name: 'Taklif qilish' }).click();
  await expect(page.getByText('Foydalanuvchi topilmadi')).toBeVisible();
  await email.fill(`hech-kim-${Date.now()}@e2e.uz`);
  await page.getByRole('button', { name: 'Taklif qilish' }).click();
  await expect(page.getByText('Foydalanuvchi topilmadi')).toBeVisible();
  await email.fill(student.email);
  await page.getByRole('button', { name: 'Taklif qilish' }).click();
  await expect(page.getByText("Hilola Qosimova taklif qilindi: qabul qilgach sinfda ko'rinadi")).toBeVisible();
  await expect(page.getByText("Sinfda hali o'quvchi yo'q")).toBeVisible();

  // The student sees the invitation on her classes page and accepts it.
  await signIn(page, student, '/student/classes');
  const invitation = page.getByTestId('class-invitation');
  await expect(invitation).toContainText('Rustam Qodirov sizni bu sinfga taklif qilmoqda');
  await invitation.getByRole('button', { name: `${schoolClass.name} taklifini qabul qilish` }).click();
  await expect(page.getByTestId('class-card')).toContainText(schoolClass.name);
  await expect(page.getByTestId('class-invitation')).toHaveCount(0);

  await signIn(page, teacher, `/teacher/classes/${schoolClass._id}?tab=students`);
  const roster = page.getByTestId('roster-table');
  await expect(roster.locator('tbody tr')).toHaveCount(1);
  await expect(page.getByText("1 o'quvchi")).toBeVisible();
  expect((await getJson(request, student, '/api/classes')).classes.map((c: { _id: string }) => c._id)).toEqual([
    schoolClass._id,
  ]);

  await roster.getByRole('button', { name: 'Sinfdan chiqarish: Hilola Qosimova' }).click();
  const confirm = page.getByRole('dialog', { name: "O'quvchini sinfdan chiqarish" });
  await expect(confirm).toContainText('Topshiriqlari va baholari saqlanadi');
  await confirm.getByRole('button', { name: 'Chiqarish' }).click();
  await expect(page.getByText("Sinfda hali o'quvchi yo'q")).toBeVisible();
  expect((await getJson(request, student, '/api/classes')).classes).toEqual([]);

  await page.getByRole('tab', { name: "O'qituvchilar" }).click();
  await expect(page.getByRole('button', { name: 'Sinfdan chiqish' })).toBeDisabled();
  await expect(page.getByText("Sinfda kamida bitta o'qituvchi qolishi kerak")).toBeVisible();
  await page.getByLabel("O'qituvchining emaili").fill(colleague.email);
  await page.getByRole('button', { name: "O'qituvchi qo'shish" }).click();
  const teachers = page.getByTestId('class-teachers');
  await expect(teachers).toContainText('Gulnora Saidova');
  await expect(page.getByRole('button', { name: 'Sinfdan chiqish' })).toBeEnabled();
  await teachers.getByRole('button', { name: 'Sinfdan chiqarish: Gulnora Saidova' }).click();
  await page
    .getByRole('dialog', { name: "O'qituvchini sinfdan chiqarish" })
    .getByRole('button', { name: 'Chiqarish' })
    .click();
  await expect(teachers).not.toContainText('Gulnora Saidova');
  await expect(page.getByRole('button', { name: 'Sinfdan chiqish' })).toBeDisabled();
});

test('the switcher scopes the lists to one class and is remembered; an archived class leaves them until restored', async ({
  page,
  request,
}) => {
  const teacher = await registerAccount(request, 'teacher');
  const algebra = await createClass(request, teacher, `Algebra ${Date.now()}`);
  const physics = await createClass(request, teacher, `Fizika ${Date.now()}`);
  await createTask(request, teacher, { classId: algebra._id, title: `Tenglama ${algebra.name}` });
  await createTask(request, teacher, { classId: physics._id, title: `Kuch ${physics.name}` });

  await signIn(page, teacher, '/teacher/tasks');
  const tasks = page.getByTestId('teacher-task');
  await expect(tasks).toHaveCount(2);
  await expect(tasks.filter({ hasText: 'Tenglama' }).getByTestId('class-name')).toHaveText(algebra.name);
  const switcher = page.getByRole('combobox', { name: "Ko'rsatiladigan sinf" });
  const chosen = switcher.locator('option:checked');
  await expect(chosen).toHaveText('Barcha sinflarim');
  await switcher.selectOption({ label: physics.name });
  await expect(tasks).toHaveCount(1);
  await expect(tasks).toContainText('Kuch');
  await page.reload();
  await expect(chosen).toHaveText(physics.name);
  await expect(tasks).toHaveCount(1);
  // A new task starts in the switcher's class.
  await page.getByRole('button', { name: 'Yangi vazifa' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Sinf' })).toHaveValue(physics.name);
  await page.getByRole('dialog').getByRole('button', { name: 'Bekor qilish' }).click();

  await page.goto('/teacher/classes');
  await page.getByRole('button', { name: `Arxivlash: ${physics.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Sinfni arxivlash' });
  await confirm.getByRole('button', { name: 'Arxivlash' }).click();
  await expect(page.getByTestId('class-card')).toHaveCount(1);
  await page.goto('/teacher/tasks');
  // The archived class was the switcher's: back to all (now just one) active class.
  await expect(tasks).toHaveCount(1);
  await expect(tasks).toContainText('Tenglama');
  await expect(switcher).toHaveCount(0);

  await page.goto('/teacher/classes');
  await page.getByText('Arxiv', { exact: true }).click();
  await expect(page).toHaveURL(/view=archived/);
  const archived = page.getByTestId('class-card').filter({ hasText: physics.name });
  await expect(archived).toContainText('Arxivlangan');
  await archived.getByRole('button', { name: `Arxivdan qaytarish: ${physics.name}` }).click();
  await expect(page.getByText("Arxivda sinf yo'q")).toBeVisible();
  await page.goto('/teacher/tasks');
  await expect(chosen).toHaveText(physics.name);
  await expect(tasks).toHaveCount(1);
  await expect(tasks).toContainText('Kuch');
});
