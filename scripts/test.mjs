#!/usr/bin/env node
// `npm test`: every test — domain, API (SQLite, and PostgreSQL when TEST_DATABASE_URL is set),
// web components, then end-to-end in Debian's Chromium against the production build.
// Ends with one line "N passed, N failed" summing all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureWebBuild, repoRoot, startWebBuild } from './lib/web-build.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const e2eOnly = process.argv.includes('--e2e-only');
const reports = path.join(repoRoot, '.tmp/reports');
mkdirSync(reports, { recursive: true });

/** Debian packages the end-to-end tests need: the browser, and poppler's tools that read a downloaded PDF. */
const SYSTEM_TOOLS = [
  { path: CHROMIUM, pkg: 'chromium', why: 'Chromium is missing for the end-to-end tests' },
  {
    path: '/usr/bin/pdftotext',
    pkg: 'poppler-utils',
    why: 'pdftotext and pdfinfo are missing (they read the login cards PDF)',
  },
];

function ensureSystemTools() {
  const missing = SYSTEM_TOOLS.filter((tool) => !existsSync(tool.path));
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const packages = missing.map((tool) => tool.pkg);
  if (isRoot && hasApt) {
    console.log(`Installing Debian's ${packages.join(' and ')} for the end-to-end tests…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  }
  const still = missing.filter((tool) => !existsSync(tool.path));
  if (still.length > 0) {
    console.error(
      `${still.map((tool) => tool.why).join('; ')}: run \`sudo apt-get install -y ${still.map((tool) => tool.pkg).join(' ')}\` (or set CHROMIUM_PATH), then \`npm test\` again.`,
    );
    process.exit(1);
  }
}

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;

// The web build (for the end-to-end tests) runs beside the unit tests.
const webBuildLog = path.join(reports, 'web-build.log');
const webBuild = e2eOnly ? null : startWebBuild(webBuildLog);

if (!e2eOnly) {
  const vitestReport = path.join(reports, 'vitest.json');
  const status = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]);
  const report = readJson(vitestReport);
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
  if (status !== 0) {
    exitCode = status;
    if (!report || report.numFailedTests === 0) failed += 1; // a crash outside any test still fails the run
  }
}

ensureSystemTools();
if (webBuild) {
  const status = await webBuild;
  if (status !== 0) {
    console.error(readFileSync(webBuildLog, 'utf8'));
    console.error('The web app failed to build.');
    process.exit(status);
  }
}
ensureWebBuild();
// The size budget of the built web app: one test of its own.
if (run('node', ['scripts/check-budgets.mjs']) === 0) passed += 1;
else {
  failed += 1;
  exitCode = exitCode || 1;
}
const playwrightReport = path.join(reports, 'playwright.json');
const e2eStatus = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  CHROMIUM_PATH: CHROMIUM,
});
const e2e = readJson(playwrightReport);
if (e2e?.stats) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}
if (e2eStatus !== 0) {
  exitCode = exitCode || e2eStatus;
  if (!e2e?.stats?.unexpected) failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? exitCode || 1 : exitCode);
