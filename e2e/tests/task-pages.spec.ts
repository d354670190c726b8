import { blockingViolations } from './axe';
import { expect, test } from './fixtures';
import { classroom, createTask, gradeAsTeacher, signIn, submitAsStudent } from './helpers';

const DAY = 86_400_000;
/** More than the hundred a list used to read whole: the oldest task is past it. */
const NEWER_TASKS = 104;
const VIEW_SUBMISSIONS = "Topshiriqlarni ko'rish";

test('a class with more than a hundred tasks: the oldest is still in the lists, the filter and the calendar', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { teacher, student, schoolClass } = await classroom(request, 'Sardor Nazarov');
  // The oldest task, due three months ahead, handed in; then a hundred and four newer ones.
  const oldDeadline = new Date(Math.floor((Date.now() + 90 * DAY) / 60_000) * 60_000);
  const oldest = await createTask(request, teacher, {
    classId: schoolClass._id,
    title: 'Eng birinchi insho',
    deadline: oldDeadline.toISOString(),
  });
  const handedIn = await submitAsStudent(request, student, oldest._id);
  await gradeAsTeacher(request, teacher, handedIn._id, 91, 'Yaxshi');
  for (let index = 1; index <= NEWER_TASKS; index += 1)
    await createTask(request, teacher, { classId: schoolClass._id, title: `Mashq ${index}` });

  // The dashboard shows the newest twenty and leads to the rest.
  await signIn(page, student, '/student/dashboard');
  await expect(page.getByTestId('dashboard-task')).toHaveCount(20);
  await page.getByRole('link', { name: 'Barcha vazifalar (105)' }).click();
  await expect(page).toHaveURL(/\/student\/tasks$/);

  // The pupil's list: twenty at a time, newest first, with how many there are.
  const cards = page.getByTestId('task-card');
  await expect(cards).toHaveCount(20);
  await expect(page.getByText('105 ta vazifadan 20 tasi')).toBeVisible();
  await page.getByRole('button', { name: "Yana ko'rsatish" }).click();
  await expect(cards).toHaveCount(40);
  await expect(page.getByText('105 ta vazifadan 40 tasi')).toBeVisible();

  // "Submitted" asks the server: the oldest task is there though no page has shown it yet.
  await page.getByText('Topshirilgan', { exact: true }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Eng birinchi insho');
  await expect(page.getByRole('button', { name: "Yana ko'rsatish" })).toHaveCount(0);
  await page.getByText('Topshirilmagan', { exact: true }).click();
  await expect(page.getByText('104 ta vazifadan 20 tasi')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // Submitted work, filtered by the server: the graded essay, and nothing waiting for a grade.
  await page.getByRole('tab', { name: 'Topshirilgan Vazifalar' }).click();
  const submittedPanel = page.getByRole('tabpanel');
  await submittedPanel.getByText('Baholangan', { exact: true }).click();
  await expect(submittedPanel.getByText('Eng birinchi insho')).toBeVisible();
  await submittedPanel.getByText('Kutilmoqda', { exact: true }).click();
  await expect(submittedPanel.getByText("Hali topshiriqlar yo'q")).toBeVisible();
  await expect(submittedPanel.getByText('Eng birinchi insho')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Vazifalar', exact: true }).click();

  // The calendar reads each month's deadlines: three months ahead holds the oldest task.
  await page.goto('/student/calendar');
  await expect(page.getByRole('heading', { name: 'Taqvim', exact: true })).toBeVisible();
  const now = new Date();
  const monthsAhead = (oldDeadline.getFullYear() - now.getFullYear()) * 12 + oldDeadline.getMonth() - now.getMonth();
  for (let step = 0; step < monthsAhead; step += 1) await page.getByRole('button', { name: 'Keyingi oy' }).click();
  await expect(page.getByRole('table').getByRole('link', { name: 'Eng birinchi insho' })).toBeVisible();

  // The teacher's list searches on the server: the oldest task is found, and the list pages too.
  await signIn(page, teacher, `/teacher/classes/${schoolClass._id}?tab=tasks`);
  const rows = page.getByTestId('teacher-task');
  await expect(rows).toHaveCount(20);
  await expect(page.getByText('105 ta vazifadan 20 tasi')).toBeVisible();
  await page.goto('/teacher/tasks');
  await expect(rows).toHaveCount(20);
  await page.getByRole('textbox', { name: 'Vazifalarni qidirish' }).fill('birinchi insho');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Eng birinchi insho');
  // A link to the oldest task's page opens it though no list the picker reads holds it.
  await rows.first().getByRole('button', { name: VIEW_SUBMISSIONS }).click();
  await expect(page).toHaveURL(new RegExp(`task=${oldest._id}`));
  await expect(page.getByRole('textbox', { name: 'Vazifani tanlang' }).first()).toHaveValue('Eng birinchi insho');

  // The picker searches the server: the oldest task is found by a word of its title, though the
  // list it opens with holds the newest hundred.
  await page.goto('/teacher/submissions');
  const picker = page.getByRole('textbox', { name: 'Vazifani tanlang' }).first();
  await picker.fill('birinchi');
  await page.getByRole('option', { name: 'Eng birinchi insho' }).click();
  await expect(page).toHaveURL(new RegExp(`task=${oldest._id}`));
  await expect(picker).toHaveValue('Eng birinchi insho');
});

test('the video library shows twelve lessons at a time and the rest on "Show more"', async ({ page, request }) => {
  const { teacher, student, schoolClass } = await classroom(request, 'Sardor Nazarov');
  for (let index = 1; index <= 14; index += 1) {
    const made = await request.post('/api/videos', {
      headers: { Authorization: `Bearer ${teacher.token}` },
      data: {
        classId: schoolClass._id,
        title: `Dars ${index}`,
        description: 'Kasrlar mavzusidagi dars',
        url: 'https://youtu.be/dQw4w9WgXcQ',
        duration: 600,
      },
    });
    expect(made.status()).toBe(201);
  }
  await signIn(page, student, '/student/videos');
  await expect(page.getByTestId('video-count')).toHaveText('Jami: 14 ta video');
  const cards = page.getByTestId('video-card');
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toContainText('Dars 14');
  await expect(page.getByText('14 ta videodan 12 tasi')).toBeVisible();
  await page.getByRole('button', { name: "Yana ko'rsatish" }).click();
  await expect(cards).toHaveCount(14);
  await expect(page.getByRole('button', { name: "Yana ko'rsatish" })).toHaveCount(0);
});

test("the teacher's Open and Past due tabs ask the server by deadline", async ({ page, request }) => {
  const { teacher, schoolClass } = await classroom(request);
  await createTask(request, teacher, {
    classId: schoolClass._id,
    title: "Muddati o'tadigan mashq",
    deadline: new Date(Date.now() + 2000).toISOString(),
  });
  await createTask(request, teacher, { classId: schoolClass._id, title: 'Ochiq mashq' });
  await page.waitForTimeout(2500);
  await signIn(page, teacher, '/teacher/tasks');
  const rows = page.getByTestId('teacher-task');
  await expect(rows).toHaveCount(2);
  await page.getByRole('tab', { name: 'Ochiq' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Ochiq mashq');
  await page.getByRole('tab', { name: "Muddati o'tgan" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Muddati o'tadigan mashq");
});
