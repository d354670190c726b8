import { expect, test } from './fixtures';
import {
  classroom,
  createTask,
  enrol,
  getJson,
  pickNextMonthDay,
  registerAccount,
  signIn,
  submitAsStudent,
} from './helpers';

/** A deadline a moment away: the test waits it out, so the task is past due without a clock trick. */
const soon = () => new Date(Date.now() + 1_500).toISOString();

test('a teacher sets a late policy, grades late work and the pupil sees raw, penalty and final apart; then gives every missing pupil more time at once', async ({
  page,
  request,
}) => {
  const { teacher, schoolClass, student } = await classroom(request, 'Dilfuza Ahmedova');
  const missing = await registerAccount(request, 'student', 'Sardor Rahimov');
  await enrol(request, teacher, schoolClass, missing);

  // The class's late policy, set on its page: the sentence says what it does.
  await signIn(page, teacher, `/teacher/classes/${schoolClass._id}`);
  const card = page.getByTestId('late-policy-card');
  await card.getByLabel('Har kechikkan kun uchun, %').fill('10');
  await card.getByLabel('Eng past ball').fill('50');
  await card.getByLabel('Topshirish yopiladi (muddatdan keyin, kun)').fill('3');
  await expect(card.getByTestId('late-policy-sentence')).toHaveText(
    'Har kun −10 %, 50 balldan pastga tushmaydi; muddatdan 3 kun keyin yopiladi',
  );
  await card.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.getByText('Kechikish qoidasi saqlandi').first()).toBeVisible();
  expect((await getJson(request, teacher, `/api/classes/${schoolClass._id}/late-policy`)).latePolicy).toEqual({
    perDayPercent: 10,
    floor: 50,
    cutoffDays: 3,
  });

  // Late work (a day late by the school's calendar), graded 90 in the grade dialog.
  const task = await createTask(request, teacher, {
    classId: schoolClass._id,
    title: 'Kechikkan insho',
    deadline: soon(),
  });
  await page.waitForTimeout(2_000);
  const handedIn = await submitAsStudent(request, student, task._id);
  expect(handedIn.isLate).toBe(true);
  await page.goto(`/teacher/submissions?task=${task._id}`);
  await page.getByTestId('submissions-table').getByRole('button', { name: 'Baholash: Dilfuza Ahmedova' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Baho (0–100)').fill('90');
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  await expect(dialog.getByText('Baho saqlandi')).toBeVisible();
  const graded = (await getJson(request, teacher, `/api/submissions/${task._id}`)).submissions[0];
  expect(graded).toMatchObject({ rawScore: 90, latePenalty: 9, score: 81, daysLate: 1 });
  const roster = page.getByTestId('task-roster');
  const row = (name: string) => roster.getByTestId('roster-row').filter({ hasText: name });
  await expect(row('Dilfuza Ahmedova').getByTestId('grade-breakdown')).toHaveText(
    'Dastlabki 90 · −9 kechikish (1 kun) · Yakuniy 81 · 4',
  );

  // Every missing pupil at once: more time.
  await roster.getByRole('button', { name: 'Topshirmaganlarni tanlash' }).click();
  await expect(row('Sardor Rahimov').getByTestId('roster-select')).toBeChecked();
  await expect(row('Dilfuza Ahmedova').getByTestId('roster-select')).not.toBeChecked();
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('1 ta tanlandi');
  await bar.getByRole('button', { name: "Qo'shimcha vaqt berish" }).click();
  await bar.getByLabel('Yangi muddat').click();
  await pickNextMonthDay(page, 15);
  await bar.getByRole('button', { name: 'Bajarish' }).click();
  await expect(page.getByText('1 ta bajarildi, 0 ta o‘tkazib yuborildi').first()).toBeVisible();
  await expect(row('Sardor Rahimov')).toHaveAttribute('data-status', 'assigned');
  await expect(row('Sardor Rahimov')).toContainText('Muddati:');
  const extended = (await getJson(request, teacher, `/api/tasks/${task._id}/roster`)).roster.find(
    (entry: { student: { _id: string } }) => entry.student._id === missing.id,
  );
  expect(extended.extension).toBeTruthy();

  // The pupil sees the three numbers apart on their work.
  await signIn(page, student, '/student/submissions');
  await expect(page.getByTestId('submission-card').getByTestId('grade-breakdown')).toHaveText(
    'Dastlabki 90 · −9 kechikish (1 kun) · Yakuniy 81 · 4',
  );
});
