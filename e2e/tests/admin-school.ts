import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * A school of the admin screens' own: the built server on a port and an empty database of its own.
 * The suite's shared server must stay without an admin: once one exists, teachers sign up only by
 * invitation, and every other test registers its teachers freely.
 */
export const ADMIN_SCHOOL_PORT = Number(process.env.E2E_PORT ?? 3100) + 1000;
export const adminSchoolURL = `http://localhost:${ADMIN_SCHOOL_PORT}`;

export interface AdminSchool {
  dataDir: string;
  stop(): Promise<void>;
}

async function waitForHealth(server: ChildProcess, deadline: number) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the admin school's server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${adminSchoolURL}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the admin school’s server did not answer /api/health in time');
}

/** Starts the built server (the suite's webServer built it) on a fresh SQLite database. */
export async function startAdminSchool(): Promise<AdminSchool> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sinfxona-e2e-admin-'));
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(repoRoot, 'apps/api/dist/server.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(ADMIN_SCHOOL_PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'e2e-admin-secret-e2e-admin-secret-e2e',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(server, Date.now() + 60_000);
  return {
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}

/** The school's first admin, made as a school makes one: `npm run admin:create` on its database. */
export function createAdmin(school: AdminSchool, admin: { email: string; fullName: string; password: string }) {
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/src/tools/admin-create.ts',
      '--email',
      admin.email,
      '--full-name',
      admin.fullName,
      '--password',
      admin.password,
    ],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: school.dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`admin:create failed: ${made.stderr}`);
}
