import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makePdf } from '../../apps/api/src/demo/sample-files';
import { classroom, createTask, getJson, signIn } from './helpers';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it is not reachable. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reachable with the keyboard: ${target.toString()}`);
}

/**
 * The focused element looks different from when it is not focused: an outline, a shadow or a
 * border colour (Mantine's inputs mark the focus with the border).
 */
async function expectVisibleFocus(page: Page) {
  // Looked at again for a moment: on a busy machine the focus style can land a frame late.
  await expect(async () => expectFocusLooksDifferent(page)).toPass({ timeout: 3_000 });
}

async function expectFocusLooksDifferent(page: Page) {
  const change = await page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const look = () => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
      return [outline ? `${style.outlineWidth} ${style.outlineColor}` : 'none', style.boxShadow, style.borderColor];
    };
    const focused = look();
    element.blur();
    await new Promise((resolve) => setTimeout(resolve, 150)); // past any colour transition
    const blurred = look();
    element.focus();
    return { tag: element.tagName, visible: focused.some((value, index) => value !== blurred[index]) };
  });
  expect(change, 'something has the focus').not.toBeNull();
  expect(change!.visible, `a visible focus indicator on ${change!.tag}`).toBe(true);
}

/** Tabs round a dialog and checks the focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 15) {
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
}

const inside = (page: Page, locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

// Reduced motion as well: the app honours it (no transitions), and focus styles show at once.
test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

test('keyboard only: a student submits a file and a teacher grades it, with skip link, visible focus and trapped dialogs', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { teacher, schoolClass, student } = await classroom(request, 'Sardor Tursunov');
  const title = `Tenglamalar ${Date.now()}`;
  const task = await createTask(request, teacher, { classId: schoolClass._id, title });

  // Student: the skip link is the first stop and moves the focus to the main content.
  await signIn(page, student, '/student/tasks');
  const card = page.getByTestId('task-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: "Asosiy mazmunga o'tish" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // The task card opens with Enter; the dialog holds the focus.
  await tabTo(page, card);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  expect(await inside(page, dialog)).toBe(true);
  await expectFocusTrapped(page, dialog);

  await tabTo(page, dialog.getByLabel('Matnli javob'));
  await expectVisibleFocus(page);
  await page.keyboard.type('Javoblarim ilova qilindi');
  // The drop zone opens the file chooser from the keyboard, as a button does.
  await tabTo(page, dialog.getByTestId('file-drop'));
  await expectVisibleFocus(page);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'javob.pdf', mimeType: 'application/pdf', buffer: makePdf(['Javob']) });
  await expect(dialog.getByText('javob.pdf')).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Topshirish' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Topshiriq muvaffaqiyatli yuborildi').first()).toBeVisible();
  // Closing the dialog gives the focus back to the card that opened it.
  await expect(card).toBeFocused();
  await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'submitted');

  // Teacher: the grade dialog from the submissions table, all by keyboard.
  await signIn(page, teacher, `/teacher/submissions?task=${task._id}`);
  const table = page.getByTestId('submissions-table');
  await expect(table).toContainText('Sardor Tursunov');
  const gradeButton = table.getByRole('button', { name: 'Baholash: Sardor Tursunov' });
  await tabTo(page, gradeButton);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const gradeDialog = page.getByRole('dialog');
  await expect(gradeDialog).toBeVisible();
  expect(await inside(page, gradeDialog)).toBe(true);
  await expectFocusTrapped(page, gradeDialog);
  // Escape closes it and the focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(gradeDialog).toHaveCount(0);
  await expect(gradeButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(gradeDialog).toBeVisible();
  await tabTo(page, gradeDialog.getByLabel('Baho (0–100)'));
  await page.keyboard.type('88');
  await tabTo(page, gradeDialog.getByLabel('Izoh', { exact: true }));
  await page.keyboard.type('Yaxshi ish, barakalla');
  await tabTo(page, gradeDialog.getByRole('button', { name: 'Saqlash' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(gradeDialog.getByText('Baho saqlandi')).toBeVisible();
  await expect(gradeDialog).toHaveCount(0, { timeout: 5000 });
  // 88 earns a 5: coloured by the mark, its word beside it.
  await expect(table.locator('[data-color]')).toHaveAttribute('data-color', 'green');
  await expect(table.locator('[data-mark-level]')).toHaveText("a'lo");

  const graded = (await getJson(request, teacher, `/api/submissions/${task._id}`)).submissions[0];
  expect(graded).toMatchObject({
    isGraded: true,
    score: 88,
    feedback: 'Yaxshi ish, barakalla',
    textResponse: 'Javoblarim ilova qilindi',
  });
});

test('keyboard only: the skip link and the language switch work on the landing page, and <html lang> follows', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: "Asosiy mazmunga o'tish" })).toBeFocused();
  // The landing page's switch is a row of toggle buttons (it carries no UI kit).
  const russian = page.getByRole('button', { name: 'Русский' });
  await tabTo(page, russian);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(russian).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('link', { name: 'Перейти к основному содержимому' })).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ru');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz-Cyrl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Вазифалар, баҳолар ва видео дарслар');
});
