import { expect, test } from './fixtures';
import { classroom, createTask, enrol, getJson, registerAccount, signIn, submitAsStudent } from './helpers';

const auth = (account: { token: string }) => ({ Authorization: `Bearer ${account.token}` });

test('on a phone a teacher grades in the queue with a bank comment inserted by /, saves a new comment, goes on with J, and gets an offline AI draft', async ({
  page,
  request,
}) => {
  const { teacher, schoolClass, student } = await classroom(request, 'Karimova Aziza');
  const second = await registerAccount(request, 'student', 'Olimov Bekzod');
  await enrol(request, teacher, schoolClass, second);
  const task = await createTask(request, teacher, { classId: schoolClass._id, title: 'Kasrlarni qo‘shish' });
  const first = await submitAsStudent(request, student, task._id);
  const next = await submitAsStudent(request, second, task._id);
  const banked = await request.post('/api/comment-bank', {
    headers: auth(teacher),
    data: { text: 'Birliklarni yozishni unutmang.' },
  });
  expect(banked.status()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, teacher, `/teacher/grading?task=${task._id}`);
  await expect(page.getByTestId('queue-position')).toHaveText('1 / 2');
  await expect(page.getByRole('heading', { name: 'Karimova Aziza' })).toBeVisible();
  // One screen wide: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const feedback = page.getByLabel('Izoh', { exact: true });
  // A new comment, saved to the bank and shared with the class's teachers.
  // Typed again if the queue item's form was still settling (it starts empty while its work loads).
  const addToBank = page.getByRole('button', { name: "Bankka qo'shish" });
  await expect(async () => {
    await feedback.fill('Chizmani aniqroq chizing.');
    await expect(addToBank).toBeEnabled({ timeout: 1_000 });
  }).toPass();
  await addToBank.click();
  const panel = page.getByTestId('save-comment-panel');
  await panel.getByRole('switch', { name: "Shu sinf o'qituvchilari bilan bo'lishish" }).check();
  await panel.getByRole('button', { name: "Qo'shish", exact: true }).click();
  await expect(page.getByText('Izoh bankka saqlandi')).toBeVisible();
  await expect(panel).toHaveCount(0);
  const bank = (await getJson(request, teacher, '/api/comment-bank')).comments as {
    text: string;
    classId: string | null;
  }[];
  expect(bank.find((comment) => comment.text === 'Chizmani aniqroq chizing.')?.classId).toBe(schoolClass._id);

  // `/` and a few letters find the banked comment; Enter puts it in place of `/birlik`.
  await feedback.fill('');
  await feedback.pressSequentially('Yaxshi ish. /birlik');
  const list = page.getByRole('listbox', { name: 'Izohlar banki' });
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option').first()).toContainText('Birliklarni yozishni unutmang.');
  await feedback.press('Enter');
  await expect(list).toHaveCount(0);
  await expect(feedback).toHaveValue('Yaxshi ish. Birliklarni yozishni unutmang.');
  // Esc closes the list without leaving the page.
  await feedback.pressSequentially(' /');
  await expect(page.getByRole('listbox', { name: 'Izohlar banki' })).toBeVisible();
  await feedback.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Izohlar banki' })).toHaveCount(0);
  await feedback.press('Backspace');
  await feedback.press('Backspace');

  await page.getByLabel('Baho (0–100)').fill('85');
  await page.getByRole('button', { name: 'Saqlash va keyingisi' }).click();
  await expect(page.getByTestId('queue-position')).toHaveText('2 / 2');
  const graded = (await getJson(request, teacher, `/api/submissions/${task._id}`)).submissions.find(
    (submission: { _id: string }) => submission._id === first._id,
  );
  expect(graded).toMatchObject({ score: 85, feedback: 'Yaxshi ish. Birliklarni yozishni unutmang.' });
  const used = (await getJson(request, teacher, '/api/comment-bank?q=birlik')).comments[0];
  expect(used.useCount).toBe(1);

  // K and J, outside any field, go back and on.
  await page.getByRole('heading', { name: 'Olimov Bekzod' }).click();
  await page.keyboard.press('k');
  await expect(page.getByTestId('queue-position')).toHaveText('1 / 2');
  await page.keyboard.press('j');
  await expect(page.getByTestId('queue-position')).toHaveText('2 / 2');
  // J typed in the feedback is a letter, not a move.
  await feedback.pressSequentially('j');
  await expect(page.getByTestId('queue-position')).toHaveText('2 / 2');
  await feedback.fill('');

  // No model on this server: the draft is the offline template, labelled, and nothing is sent.
  await page.getByRole('button', { name: 'AI bilan izoh qoralamasi' }).click();
  const notice = page.getByTestId('draft-notice');
  await expect(notice).toContainText('AI qoralamasi — yuborishdan oldin tekshiring');
  await expect(notice).toContainText('AI modeli ulanmagan');
  await expect(feedback).toHaveValue(/^Olimov Bekzod, ishingiz uchun rahmat\./);
  const untouched = (await getJson(request, teacher, `/api/submissions/${task._id}`)).submissions.find(
    (submission: { _id: string }) => submission._id === next._id,
  );
  expect(untouched).toMatchObject({ isGraded: false, feedback: null });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
