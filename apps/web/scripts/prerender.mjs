// After `vite build`: renders the landing page to HTML (a server build of its component) and puts
// it into dist/landing.html, so `/` paints before any script runs; then writes its .br and .gz
// copies, as the build does for every other text file.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(webDir, '.prerender');
const page = path.join(webDir, 'dist/landing.html');

await build({
  root: webDir,
  logLevel: 'warn',
  build: { ssr: 'src/features/landing/prerender.tsx', outDir, emptyOutDir: true },
});
const { renderLanding } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
const landing = await renderLanding();
const template = await readFile(page, 'utf8');
if (!template.includes('<!--landing-->')) throw new Error('landing.html has no <!--landing--> placeholder');
const html = template
  .replace('<!--landing-->', landing.html)
  .replace(/<title>[^<]*<\/title>/, `<title>${landing.title}</title>`);
await writeFile(page, html);
await writeFile(`${page}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
await writeFile(`${page}.gz`, gzipSync(html, { level: 9 }));
await rm(outDir, { recursive: true, force: true });
console.log(`prerendered the landing page into dist/landing.html (${(html.length / 1024).toFixed(1)} KB)`);
