import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** API test files that replace a module (vi.mock): they get modules of their own. */
const API_MOCKING_FILES = ['src/modules/auth/invite-code.test.ts'];

/** One `vitest run` covers every workspace: domain rules, API integration, web components. */
export default defineConfig({
  test: {
    // Two files at once even on a 2-core machine (Vitest's default there is one): most API files
    // wait on PostgreSQL, the disk or a child server, so the suite takes about two thirds as long.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: API_MOCKING_FILES,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own app on its own database, so the files of a worker share one
          // module graph instead of importing the whole server again for each (a third of the
          // suite's time went to those imports).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api-mocks',
          root: 'apps/api',
          environment: 'node',
          include: API_MOCKING_FILES,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          css: false,
          // A component whose chunk loads lazily waits for Vite's transform of it: seconds on a busy machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
