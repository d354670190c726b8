import { expect, test } from '@playwright/test';

test('the server answers health and serves the web app', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect((await health.json()).data).toEqual({ status: 'ok', database: 'sqlite' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sinfxona' })).toBeVisible();
});
