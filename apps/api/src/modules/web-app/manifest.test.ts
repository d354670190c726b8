import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { saveSchool } from '../admin/school-settings';

describe("the installable app's manifest", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', {
      beforeBuild: async (dataDir) => {
        const web = path.join(dataDir, 'web');
        await mkdir(web, { recursive: true });
        await writeFile(
          path.join(web, 'index.html'),
          '<!doctype html><link rel="manifest" href="/manifest.webmanifest">',
        );
        return { WEB_DIST: web };
      },
    });
  });
  afterAll(async () => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it("answers /manifest.webmanifest in the school's name and the language asked for", async () => {
    const fallback = await get('/manifest.webmanifest');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(fallback.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(fallback.body)).toMatchObject({
      name: 'Sinfxona',
      lang: 'uz',
      start_url: '/',
      display: 'standalone',
    });

    await saveSchool(ctx.db, { name: 'Toshkent 12-maktab' });
    const latin = JSON.parse((await get('/manifest.webmanifest?lang=uz')).body);
    expect(latin).toMatchObject({ name: 'Toshkent 12-maktab — Sinfxona', short_name: 'Sinfxona', lang: 'uz' });
    expect(JSON.parse((await get('/manifest.webmanifest?lang=uz-Cyrl')).body)).toMatchObject({
      name: 'Тошкент 12-мактаб — Sinfxona',
      lang: 'uz-Cyrl',
    });
    expect(JSON.parse((await get('/manifest.webmanifest?lang=ru')).body).lang).toBe('ru');
    // A language the app does not have is its default, not an error.
    expect(JSON.parse((await get('/manifest.webmanifest?lang=xx')).body).lang).toBe('uz');
  });
});
