import { blockingViolations } from './axe';
import { expect, test } from './fixtures';
import { createClass, createTask, enrol, getJson, registerAccount, signIn } from './helpers';

const DAY = 86_400_000;

test("a teacher copies a task into a second class, and that class's pupil sees its deadline on the calendar", async ({
  page,
  request,
}) => {
  const teacher = await registerAccount(request, 'teacher');
  const first = await createClass(request, teacher, `7-A ${Date.now()}`);
  const second = await createClass(request, teacher, `7-B ${Date.now()}`);
  const student = await registerAccount(request, 'student', 'Zarina Qodirova');
  await enrol(request, teacher, second, student);
  const title = `Kasrlar nusxasi ${Date.now()}`;
  const deadline = new Date(Math.floor((Date.now() + 3 * DAY) / 60_000) * 60_000);
  const task = await createTask(request, teacher, { classId: first._id, title, deadline: deadline.toISOString() });

  // On the task's page: Copy to classes, the second class, two days later.
  await signIn(page, teacher, `/teacher/submissions?task=${task._id}`);
  await page.getByRole('button', { name: 'Boshqa sinflarga nusxalash' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox', { name: first.name })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: second.name }).check();
  const shift = dialog.getByRole('textbox', { name: /Muddatni necha kunga surish/ });
  await shift.fill('2');
  await expect(dialog).toContainText('Yangi muddat:');
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Nusxalash' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('1 ta sinfga nusxalandi')).toBeVisible();

  const copies = (await getJson(request, student, '/api/tasks')).tasks as {
    _id: string;
    title: string;
    deadline: string;
  }[];
  expect(copies.map((copy) => copy.title)).toEqual([title]);
  const newDeadline = new Date(deadline.getTime() + 2 * DAY);
  expect(copies[0]!.deadline).toBe(newDeadline.toISOString());

  // The pupil's calendar: the month of the new deadline has it, linking to the task list.
  await signIn(page, student, '/student/calendar');
  await expect(page.getByRole('heading', { name: 'Taqvim', exact: true })).toBeVisible();
  const now = new Date();
  const monthsAhead = (newDeadline.getFullYear() - now.getFullYear()) * 12 + newDeadline.getMonth() - now.getMonth();
  for (let step = 0; step < monthsAhead; step += 1) await page.getByRole('button', { name: 'Keyingi oy' }).click();
  const chip = page.getByRole('table').getByRole('link', { name: title });
  await expect(chip).toBeVisible();
  await expect(chip).toHaveAttribute('href', '/student/tasks');
  // Its private feed link is offered for the phone's calendar.
  await expect(page.getByRole('textbox', { name: 'Taqvim havolasi' })).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
  expect(await blockingViolations(page)).toEqual([]);

  // On a phone the month is a list by day, with the same link.
  await page.setViewportSize({ width: 390, height: 844 });
  const listed = page.getByRole('link', { name: title });
  await expect(listed).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  expect(await blockingViolations(page)).toEqual([]);
});
