import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3100);
// A data folder of this run's own: the server starts on an empty SQLite database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'sinfxona-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: path.join(repoRoot, '.tmp/e2e-results'),
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace (actions, DOM snapshots, network, console) but no screencast:
    // recording frames all along cost the browser as much CPU as the page itself (one axe test
    // alone: 120 s of CPU and 73 s with it, 72 s and 53 s without), and on two cores that made
    // pages slow enough to miss their 10 s waits.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The app registers a service worker that precaches the whole build: blocked, so each test's
    // fresh context does not download it and requests stay visible to page.route; the specs about
    // it (pwa.spec.ts) allow it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
    },
  },
});
