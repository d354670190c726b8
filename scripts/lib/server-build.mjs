import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from './web-build.mjs';

const apiDir = path.join(repoRoot, 'apps/api');
export const serverDist = path.join(apiDir, 'dist');

/** The programs compiled from the API's TypeScript: the server and the commands run beside it. */
const entryPoints = {
  server: path.join(apiDir, 'src/server.ts'),
  demo: path.join(apiDir, 'src/demo/cli.ts'),
  'files-migrate': path.join(apiDir, 'src/tools/files-migrate.ts'),
};

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The server build is stale when any API or domain source (or this recipe) is newer than it. */
export function serverBuildIsStale() {
  const built = Object.keys(entryPoints).map((name) => path.join(serverDist, `${name}.js`));
  if (!built.every((file) => existsSync(file))) return true;
  const sources = [
    path.join(apiDir, 'src'),
    path.join(apiDir, 'package.json'),
    path.join(repoRoot, 'packages/domain/src'),
    path.join(repoRoot, 'scripts/lib/server-build.mjs'),
  ];
  return Math.max(...sources.map(newestMtime)) > Math.min(...built.map((file) => statSync(file).mtimeMs));
}

/**
 * Our own code (the API and `@sinfxona/domain`, whose package points at TypeScript) is compiled
 * into apps/api/dist; every installed package stays an import that Node resolves at run time.
 */
const installedPackagesStayExternal = {
  name: 'installed-packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sinfxona/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Compiles the API and the domain package to JavaScript (ES modules for Node 20, with source maps)
 * into `outdir` (tests build into a folder of their own).
 */
export async function buildServer({ outdir = serverDist, quiet = false } = {}) {
  const started = Date.now();
  await build({
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    // Flat: every file sits directly in apps/api/dist, at the depth of apps/api/src, so config.ts
    // finds the repository root (and the web build) the same way compiled or not.
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
    plugins: [installedPackagesStayExternal],
  });
  if (!quiet) console.log(`Built the server into ${path.relative(repoRoot, outdir)} in ${Date.now() - started} ms`);
}

/** Builds the server when its build is missing or stale. */
export async function ensureServerBuild({ force = false } = {}) {
  if (!force && !serverBuildIsStale()) return;
  console.log('Building the server…');
  await buildServer();
}
