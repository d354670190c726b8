// After `vite build`: renders the guest pages (landing, sign-in, sign-up) to HTML (a server build
// of their components) and puts each into its built page (dist/landing.html, login.html,
// register.html), so they paint before any script runs; then writes their .br and .gz copies, as
// the build does for every other text file.
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import postcss from 'postcss';
import { build } from 'vite';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(webDir, '.prerender');

await build({
  root: webDir,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true },
});
const manifest = JSON.parse(await readFile(path.join(webDir, 'dist/.vite/manifest.json'), 'utf8'));
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** The style sheets of a chunk and of everything it imports statically. */
function stylesOf(key, seen = new Set(), sheets = new Set()) {
  if (!key || seen.has(key)) return sheets;
  seen.add(key);
  for (const sheet of manifest[key]?.css ?? []) sheets.add(sheet);
  for (const imported of manifest[key]?.imports ?? []) stylesOf(imported, seen, sheets);
  return sheets;
}

/**
 * The style sheets a guest page shows with: its own, and those of the page code its entry starts
 * once the page is painted (src/*-start.tsx; not the signed-in app the entry may start instead).
 */
function pageStyles(template) {
  const sheets = new Set();
  for (const [, file] of template.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)) {
    const key = keyOfFile.get(file);
    stylesOf(key, new Set(), sheets);
    for (const started of manifest[key]?.dynamicImports ?? [])
      if (started !== 'src/main.tsx') stylesOf(started, new Set(), sheets);
  }
  return sheets;
}

/**
 * The guest pages' style sheets are a few KB: they go into the page itself, so the first paint
 * waits for the HTML alone rather than for another round trip per sheet (the CSP allows inline styles).
 */
async function inlineStyles(template) {
  let html = template.replace(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>\n?\s*/g, '');
  const styles = [];
  // Each beside a disabled link to its file: Vite's loader, starting the page's code, skips a sheet
  // a page links already (it would fetch it and restyle the whole page); a disabled link is not fetched.
  for (const sheet of pageStyles(template))
    styles.push(
      `<style>${(await readFile(path.join(webDir, 'dist', sheet), 'utf8')).trim()}</style><link rel="stylesheet" href="/${sheet}" disabled>`,
    );
  return html.replace('</head>', `${styles.join('\n')}\n  </head>`);
}

const { renderAppFrame, renderGuestPages, renderThemeStyles } = await import(
  pathToFileURL(path.join(outDir, 'prerender.js')).href
);

/** A built page, with its .br and .gz copies (as the build writes for every text file). */
async function writePage(page, html) {
  await writeFile(page, html);
  await writeFile(`${page}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${page}.gz`, gzipSync(html, { level: 9 }));
}

/** A selector with its states and pseudo-elements left out: what it styles when it applies at all. */
const bare = (selector) => selector.replace(/::?[a-z-]+(\((?:[^()]|\([^()]*\))*\))?/g, '').trim() || '*';

const variablesIn = (text) => [...text.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name);

/**
 * The rules of `css` that style something in `markup` (a selector matching an element of it, states
 * and pseudo-elements aside), inside their media queries; of the page-wide CSS variables, those
 * these rules, the markup or `alsoUsing` (the theme's styles) read, directly or through another.
 */
function stylesFor(markup, css, alsoUsing) {
  const { document } = new JSDOM(`<!doctype html><html data-mantine-color-scheme="light"><body>${markup}</body></html>`)
    .window;
  const matches = (selector) => {
    try {
      return document.querySelector(bare(selector)) !== null;
    } catch {
      return false;
    }
  };
  const root = postcss.parse(css);
  root.walkAtRules(/keyframes|font-face/, (rule) => rule.remove());
  root.walkRules((rule) => {
    const used = rule.selectors.filter(matches);
    if (used.length === 0) rule.remove();
    else rule.selectors = used;
  });
  const pageWide = [];
  root.walkDecls(/^--/, (declaration) => {
    if (declaration.parent.selectors?.every((selector) => /^(:root|:host)/.test(selector))) pageWide.push(declaration);
  });
  const read = new Set(variablesIn(`${markup}${alsoUsing}`));
  root.walkDecls((declaration) => {
    if (!pageWide.includes(declaration)) for (const name of variablesIn(declaration.value)) read.add(name);
  });
  for (let grew = true; grew;) {
    grew = false;
    for (const declaration of pageWide)
      if (read.has(declaration.prop))
        for (const name of variablesIn(declaration.value)) if (!read.has(name)) grew = read.add(name) !== null;
  }
  for (const declaration of pageWide) if (!read.has(declaration.prop)) declaration.remove();
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((rule) => {
    if (rule.nodes?.length === 0) rule.remove();
  });
  return root.toString().replace(/\n\s*/g, '');
}

// The app's page gets the signed-in frame, rendered from the app's own (app/layout/app-frame.tsx),
// and the rules of the app's style sheets it uses, in its head: it paints before any script runs.
// Then the theme's styles, so its first draw need not compute and inject them: at the end of the
// body, after every style sheet the app adds to the head, as Mantine's own come after its default
// ones; and the light scheme its rules are written for, as Mantine sets it.
const appPage = path.join(webDir, 'dist', 'index.html');
const appHtml = await readFile(appPage, 'utf8');
if (!appHtml.includes('<!--app-frame-->')) throw new Error('index.html has no <!--app-frame--> placeholder');
const frame = renderAppFrame();
const appSheets = [...appHtml.matchAll(/<link rel="preload" as="style" href="\/(assets\/[^"]+\.css)"/g)].map(
  ([, sheet]) => sheet,
);
const appCss = (await Promise.all(appSheets.map((sheet) => readFile(path.join(webDir, 'dist', sheet), 'utf8')))).join(
  '\n',
);
const themeStyles = renderThemeStyles();
const frameCss = stylesFor(frame, appCss, themeStyles);
await writePage(
  appPage,
  appHtml
    .replace('<html lang="uz">', '<html lang="uz" data-mantine-color-scheme="light">')
    .replace('<!--app-frame-->', frame)
    .replace('</head>', `<style>${frameCss}</style>\n  </head>`)
    .replace('</body>', `${themeStyles}</body>`),
);
console.log(
  `prerendered the app's frame (${(frame.length / 1024).toFixed(1)} KB, its CSS ${(frameCss.length / 1024).toFixed(1)} KB) and the theme styles into index.html`,
);

for (const { file, html: body, title } of await renderGuestPages()) {
  const page = path.join(webDir, 'dist', file);
  const template = await readFile(page, 'utf8');
  if (!template.includes('<!--guest-->')) throw new Error(`${file} has no <!--guest--> placeholder`);
  const html = (await inlineStyles(template))
    .replace('<!--guest-->', body)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  await writePage(page, html);
  console.log(`prerendered ${file} (${(html.length / 1024).toFixed(1)} KB)`);
}
await rm(outDir, { recursive: true, force: true });

// The service worker's precache list (written by vite-plugin-pwa before the pages above were filled
// in) names each page with a revision of its template: it gets the built page's instead, so a
// change to what a page shows is a new service worker, and the worker precaches the page it serves.
const workerFile = path.join(webDir, 'dist', 'sw.js');
let worker = await readFile(workerFile, 'utf8');
for (const page of ['index.html', 'landing.html', 'login.html', 'register.html']) {
  const revision = createHash('md5')
    .update(await readFile(path.join(webDir, 'dist', page)))
    .digest('hex');
  const entry = new RegExp(`\\{"revision":"[0-9a-f]+","url":"${page.replace('.', '\\.')}"\\}`);
  if (!entry.test(worker)) throw new Error(`sw.js does not precache ${page}`);
  worker = worker.replace(entry, `{"revision":"${revision}","url":"${page}"}`);
}
await writePage(workerFile, worker);
console.log("brought the precached pages' revisions in sw.js up to date");
