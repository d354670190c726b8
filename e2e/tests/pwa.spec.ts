import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { makePdf } from '../../apps/api/src/demo/sample-files';
import { chromiumLaunch } from '../playwright.config';
import { expect, test } from './fixtures';
import { classroom, signIn } from './helpers';

// These tests are about the service worker: the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Resolves once the service worker is active and controls the page (the first one claims it). */
async function controlledBySw(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 })
    .toMatch(/\/sw\.js$/);
}

/** A task with a PDF attached, through the API. */
async function taskWithFile(request: APIRequestContext, token: string, classId: string, title: string) {
  const response = await request.post('/api/tasks', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      classId,
      title,
      description: 'Kitobdagi 12-mashqni yeching va rasmini yuklang.',
      deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      file: { name: 'mashq.pdf', mimeType: 'application/pdf', buffer: makePdf(['Mashq 12']) },
    },
  });
  expect(response.status()).toBe(201);
}

/** What the device keeps of the user: the kept reads (IndexedDB) and the private caches. */
const keptOnDevice = (page: Page) =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('sinfxona-offline');
      open.onupgradeneeded = () => open.result.createObjectStore('queries');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const records = await new Promise<unknown[]>((resolve, reject) => {
      const all = db.transaction('queries').objectStore('queries').getAll();
      all.onsuccess = () => resolve(all.result);
      all.onerror = () => reject(all.error);
    });
    db.close();
    const privateCaches = (await caches.keys()).filter((name) => name.startsWith('sinfxona-private-'));
    return { records: JSON.stringify(records), privateCaches };
  });

test('the app installs: manifest linked and valid, service worker active and in control, no installability errors', async ({
  page,
  request,
}) => {
  const { student } = await classroom(request);
  await signIn(page, student, '/student/dashboard');
  await controlledBySw(page);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toMatch(/^\/manifest\.webmanifest(\?lang=uz)?$/);
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ short_name: 'Sinfxona', display: 'standalone', start_url: '/' });
  for (const icon of manifest.icons as { src: string }[])
    expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

  // Chromium does not install from an incognito profile (every test context is one): a profile of its own.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'sinfxona-pwa-'));
  const installable = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunch,
    baseURL: test.info().project.use.baseURL,
  });
  try {
    const app = installable.pages()[0] ?? (await installable.newPage());
    await signIn(app, student, '/student/dashboard');
    await controlledBySw(app);
    const cdp = await installable.newCDPSession(app);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  } finally {
    await installable.close();
    rmSync(profile, { recursive: true, force: true });
  }

  // The guest pages are precached with their own HTML, and served for their paths.
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((name) => name.includes('precache'))!);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
  expect(precached).toEqual(expect.arrayContaining(['/index.html', '/landing.html', '/login.html', '/register.html']));
  expect(precached.some((path) => path.endsWith('.map') || path.endsWith('.br'))).toBe(false);
});

test('what the student read shows without a connection, with the banner and "last updated"; nothing stays after logout', async ({
  page,
  context,
  request,
}) => {
  const { teacher, schoolClass, student } = await classroom(request);
  const title = `Kasrlar mashqi ${Date.now()}`;
  await taskWithFile(request, teacher.token, schoolClass._id, title);

  await signIn(page, student, '/student/tasks');
  await controlledBySw(page);
  await page.getByText(title).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Kitobdagi 12-mashqni')).toBeVisible();
  // The task's file, opened in its own tab, is kept by the service worker.
  const [fileTab] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('link', { name: 'mashq.pdf' }).click(),
  ]);
  await fileTab.waitForLoadState();
  await fileTab.close();
  const fileUrl = await dialog.getByRole('link', { name: 'mashq.pdf' }).getAttribute('href');
  await expect.poll(async () => (await keptOnDevice(page)).records, { timeout: 15_000 }).toContain(title);
  await expect.poll(async () => (await keptOnDevice(page)).privateCaches).toEqual(['sinfxona-private-files']);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText("Internet yo'q");
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText('Vazifalarni yuklashda xatolik')).toHaveCount(0);
  await expect(page.getByTestId('last-updated').first()).toContainText('Oxirgi yangilanish:');
  await page.getByText(title).click();
  await expect(page.getByRole('dialog').getByText('Kitobdagi 12-mashqni')).toBeVisible();
  await expect(page.getByRole('dialog').getByTestId('last-updated')).toBeVisible();
  // The file opens from the device's copy.
  const offlineFile = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, type: response.headers.get('content-type'), size: (await response.blob()).size };
  }, fileUrl!);
  expect(offlineFile).toMatchObject({ status: 200, type: 'application/pdf' });
  expect(offlineFile.size).toBeGreaterThan(100);
  await page.keyboard.press('Escape');

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.getByTestId('last-updated')).toHaveCount(0);

  await page.getByRole('button', { name: 'Chiqish' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => keptOnDevice(page)).toEqual({ records: '[]', privateCaches: [] });
});

test('another user signing in on the same device deletes what was kept of the previous one', async ({
  page,
  request,
}) => {
  const { teacher, schoolClass, student } = await classroom(request);
  const title = `Birinchining vazifasi ${Date.now()}`;
  await taskWithFile(request, teacher.token, schoolClass._id, title);
  await signIn(page, student, '/student/tasks');
  await expect(page.getByText(title)).toBeVisible();
  await expect.poll(async () => (await keptOnDevice(page)).records, { timeout: 15_000 }).toContain(title);

  // The first one's session ends without a logout (a shared school computer); the second signs in.
  const other = await classroom(request);
  await signIn(page, other.student, '/student/tasks');
  await expect(page.getByTestId('user-name')).toHaveText(other.student.fullName);
  await expect.poll(async () => (await keptOnDevice(page)).records, { timeout: 15_000 }).toContain(other.student.id);
  expect((await keptOnDevice(page)).records).not.toContain(title);
  expect((await keptOnDevice(page)).records).not.toContain(student.id);
});

test('a new version waits; the open app offers it, and "reload now" puts it in control', async ({ page, request }) => {
  const { student } = await classroom(request);
  await signIn(page, student, '/student/dashboard');
  await controlledBySw(page);

  // A new build's worker: the served sw.js changes (its compressed copies too, which the server prefers).
  const worker = path.resolve(import.meta.dirname, '../../apps/web/dist/sw.js');
  const original = readFileSync(worker);
  const serve = (text: Buffer | string) => {
    writeFileSync(worker, text);
    writeFileSync(`${worker}.br`, brotliCompressSync(text));
    writeFileSync(`${worker}.gz`, gzipSync(text));
  };
  try {
    serve(`${original.toString()}\n// a new version ${Date.now()}\n`);
    await page.reload();
    await expect(page.getByText('Yangi versiya tayyor')).toBeVisible({ timeout: 30_000 });
    // It waits: the old worker still controls the page.
    const states = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
    });
    expect(states).toEqual({ waiting: true, controlled: true });
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Hozir yangilash' }).click()]);
    await controlledBySw(page);
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/'))?.waiting)),
    ).toBe(false);
  } finally {
    serve(original);
  }
});

test('a browser that refuses the service worker still opens the app, with no unhandled error', async ({
  page,
  request,
}) => {
  const { student } = await classroom(request);
  await page.context().route('**/sw.js', (route) => route.fulfill({ status: 404, body: 'not here' }));
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const refused = page.waitForEvent('console', {
    predicate: (message) => message.type() === 'warning' && /service worker was refused/.test(message.text()),
    timeout: 30_000,
  });
  await signIn(page, student, '/student/dashboard');
  await refused;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(pageErrors).toEqual([]);
});
