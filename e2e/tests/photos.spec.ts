import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { makeDocx } from '../../apps/api/src/demo/sample-files';
import { expect, test } from './fixtures';
import { classroom, createTask, signIn } from './helpers';

/** Screenshots for the note when PHOTOS_SHOTS names a folder (not in an ordinary run). */
const shots = process.env.PHOTOS_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

/**
 * A 12-megapixel photo-like JPEG made in the page (gradients and grain, quality 0.92, so it
 * weighs what a phone's photo does): `width`×`height`, as a file for the picker.
 */
async function cameraPhoto(page: Page, name: string, width: number, height: number, hue: number) {
  const base64 = await page.evaluate(
    async ({ width, height, hue }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, `hsl(${hue} 40% 85%)`);
      gradient.addColorStop(1, `hsl(${hue + 40} 35% 55%)`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      // Ruled notebook lines and "handwriting" strokes.
      context.strokeStyle = 'rgba(60,90,160,0.5)';
      context.lineWidth = 4;
      for (let y = 120; y < height; y += 110) {
        context.beginPath();
        context.moveTo(0, y);
        context.lineTo(width, y);
        context.stroke();
      }
      context.fillStyle = '#1d2a5a';
      context.font = `${Math.round(height / 14)}px serif`;
      context.fillText(`${width}×${height}`, width * 0.1, height * 0.3);
      // Sensor grain over every pixel.
      const image = context.getImageData(0, 0, width, height);
      let seed = hue * 7919 + 1;
      const pixels = image.data;
      for (let i = 0; i < pixels.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const grain = (seed % 41) - 20;
        for (let channel = i; channel < i + 3; channel += 1) pixels[channel] = pixels[channel]! + grain;
      }
      context.putImageData(image, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.92));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { width, height, hue },
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

test('a student hands in three photos of a notebook, and the teacher sees one PDF of three pages that zooms and turns', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { teacher, schoolClass, student } = await classroom(request, 'Aziza Karimova');
  const title = `Daftar ${Date.now()}`;
  const task = await createTask(request, teacher, { classId: schoolClass._id, title });

  await signIn(page, student, '/student/dashboard');
  const photos = [
    await cameraPhoto(page, 'IMG_1.jpg', 4000, 3000, 40),
    await cameraPhoto(page, 'IMG_2.jpg', 3000, 4000, 120),
    await cameraPhoto(page, 'IMG_3.jpg', 4000, 3000, 200),
  ];
  const before = photos.reduce((sum, photo) => sum + photo.buffer.length, 0);
  await page.getByRole('button', { name: `Yuborish: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByText('Daftar rasmlari').click();
  await dialog.locator('input[type=file][multiple]').setInputFiles(photos);
  await expect(dialog.getByTestId('photo-item')).toHaveCount(3, { timeout: 30_000 });
  const summary = dialog.getByTestId('photo-summary');
  await expect(summary).toContainText('3 ta rasm');
  // The portrait page goes first.
  await dialog.getByRole('button', { name: '2-rasmni yuqoriga surish' }).click();
  await shoot(page, 'submit-dialog-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'submit-dialog-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  const said = await summary.textContent();
  const sent = page.waitForRequest(
    (req) => req.url().includes(`/api/submissions/${task._id}`) && req.method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Yuborish' }).click();
  const after = Number((await (await sent).headerValue('content-length')) ?? 0);
  await expect(dialog.getByText('Topshiriq muvaffaqiyatli yuborildi')).toBeVisible({ timeout: 30_000 });
  console.log(
    `three 12 MP photos: ${(before / 1048576).toFixed(2)} MB chosen, a ${(after / 1048576).toFixed(2)} MB body sent; ` +
      `the dialog said "${said}"`,
  );
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before / 3);

  // One PDF, three pages in the order the student left them, each the shrunk photo's size.
  const list = await request.get(`/api/submissions/${task._id}`, {
    headers: { authorization: `Bearer ${teacher.token}` },
  });
  const submission = (await list.json()).data.submissions[0];
  expect(submission.fileName).toBe(`${title}-photos.pdf`);
  console.log(`the PDF kept: ${(submission.fileSize / 1048576).toFixed(2)} MB`);
  const pdf = await PDFDocument.load(await (await request.get(submission.fileUrl)).body());
  expect(pdf.getPages().map((p) => [p.getWidth(), p.getHeight()])).toEqual([
    [1500, 2000],
    [2000, 1500],
    [2000, 1500],
  ]);

  await signIn(page, teacher, `/teacher/grading?task=${task._id}`);
  await expect(page.getByRole('link', { name: `${title}-photos.pdf` })).toBeVisible();
  const pages = page.getByTestId('pdf-pages');
  await expect(pages.locator('canvas')).toHaveCount(3);
  const first = pages.locator('canvas').first();
  const upright = (await first.boundingBox())!;
  expect(upright.height).toBeGreaterThan(upright.width);

  await page.getByRole('button', { name: 'Kattalashtirish' }).click();
  await expect(page.getByTestId('zoom-level')).toHaveText('125%');
  await expect.poll(async () => (await first.boundingBox())!.width).toBeGreaterThan(upright.width * 1.2);
  await page.getByRole('button', { name: '90° burish' }).click();
  // Turned a quarter: the portrait page now lies on its side.
  await expect
    .poll(async () => {
      const box = (await first.boundingBox())!;
      return box.width > box.height;
    })
    .toBe(true);
  await shoot(page, 'photo-viewer-1280');
  await page.getByRole('button', { name: 'Eniga moslash' }).click();
  await expect(page.getByTestId('zoom-level')).toHaveText('100%');
  // Ctrl + wheel zooms as well.
  await page.getByTestId('zoom-viewer').hover();
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -300);
  await page.keyboard.up('Control');
  await expect(page.getByTestId('zoom-level')).not.toHaveText('100%');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'photo-viewer-390');
});

test('a Word (DOCX) hand-in is shown in place in a sandboxed frame, markup typed in it staying text', async ({
  page,
  request,
}) => {
  const { teacher, schoolClass, student } = await classroom(request);
  const title = `Referat ${Date.now()}`;
  const task = await createTask(request, teacher, { classId: schoolClass._id, title });
  const handedIn = await request.post(`/api/submissions/${task._id}`, {
    headers: { authorization: `Bearer ${student.token}` },
    multipart: {
      file: {
        name: 'referat.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: makeDocx(['Amir Temur haqida referat', 'Birinchi bob: bolaligi', '<script>alert(1)</script>']),
      },
    },
  });
  expect(handedIn.status()).toBe(201);

  await signIn(page, teacher, `/teacher/grading?task=${task._id}`);
  const frame = page.getByTestId('docx-frame');
  await expect(frame).toHaveAttribute('sandbox', '');
  const inside = page.frameLocator('[data-testid="docx-frame"]');
  await expect(inside.getByText('Amir Temur haqida referat')).toBeVisible();
  await expect(inside.getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(inside.locator('script')).toHaveCount(0);
  await expect(page.getByText("Bu turdagi faylni bu yerda ko'rib bo'lmaydi")).toHaveCount(0);
  await shoot(page, 'docx-in-place-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'docx-in-place-390');
});
