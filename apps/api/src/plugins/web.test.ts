import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

const SCRIPT = `console.log(${JSON.stringify('Sinfxona '.repeat(400))});`;

describe('web delivery', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', {
      beforeBuild: async (dataDir) => {
        const web = path.join(dataDir, 'web');
        await mkdir(path.join(web, 'assets'), { recursive: true });
        await writeFile(
          path.join(web, 'index.html'),
          '<!doctype html><script type="module" src="/assets/app-1a2b3c.js"></script>',
        );
        for (const page of ['login', 'register']) {
          const html = `<!doctype html><h1>${page} page</h1>`;
          await writeFile(path.join(web, `${page}.html`), html);
          await writeFile(path.join(web, `${page}.html.br`), brotliCompressSync(html));
        }
        await writeFile(path.join(web, 'sw.js'), 'self.addEventListener("push", () => {});');
        await writeFile(path.join(web, 'assets', 'app-1a2b3c.js'), SCRIPT);
        await writeFile(path.join(web, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(SCRIPT));
        await writeFile(path.join(web, 'assets', 'app-1a2b3c.js.gz'), gzipSync(SCRIPT));
        return { WEB_DIST: web };
      },
    });
  });
  afterAll(async () => ctx?.close());

  const get = (url: string, encoding?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the build-time brotli copy of an asset, cached for a year', async () => {
    const response = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    expect((await get('/assets/app-1a2b3c.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('never lets a browser keep index.html without asking', async () => {
    for (const url of ['/', '/teacher/dashboard']) {
      expect((await get(url, 'br')).headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers /login and /register with their own prerendered pages, compressed and never kept', async () => {
    for (const page of ['login', 'register']) {
      const response = await get(`/${page}`, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain(`<h1>${page} page</h1>`);
    }
    expect((await get('/login?lang=en')).body).toContain('<h1>login page</h1>');
  });

  it('compresses JSON answers over 1 KB, and leaves small ones alone', async () => {
    const big = await get('/api/openapi.json', 'br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).info.title).toBe('Sinfxona API');
    expect((await get('/api/openapi.json', 'gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/api/health', 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('lets a browser keep no service worker without asking (an update is found on the next visit)', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
