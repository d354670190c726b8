import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(repoRoot, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** The web build is stale when any of its sources is newer than the built index.html. */
export function webBuildIsStale() {
  if (!existsSync(path.join(webDir, 'index.html'))) return false;
  if (!existsSync(builtIndex)) return true;
  const sources = [
    path.join(webDir, 'src'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'public'),
    path.join(webDir, 'vite.config.ts'),
    path.join(repoRoot, 'packages/domain/src'),
  ];
  return Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs;
}

/** Builds the web app when its build is missing or stale; exits the process if the build fails. */
export function ensureWebBuild({ force = false } = {}) {
  if (!force && !webBuildIsStale()) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@sinfxona/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web app failed to build.');
    process.exit(result.status ?? 1);
  }
}

/**
 * Starts the web build in the background when it is missing or stale, its output into `logFile`;
 * resolves to its exit status (0 when nothing needed building). `npm test` builds beside the unit
 * tests, which leave much of the machine idle while they wait on databases and child servers.
 */
export function startWebBuild(logFile) {
  if (!webBuildIsStale()) return Promise.resolve(0);
  const log = createWriteStream(logFile);
  const build = ['npm', 'run', 'build', '--workspace', '@sinfxona/web'];
  // At a lower priority: the tests' own timings come first, the build takes what is left.
  const command = existsSync('/usr/bin/nice') ? ['/usr/bin/nice', '-n', '10', ...build] : build;
  const child = spawn(command[0], command.slice(1), { cwd: repoRoot });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (status) => log.end(() => resolve(status ?? 1)));
  });
}
