/** What the benchmarks share: the probed server, its probe, sign-in, the seeded school. */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startServer, type ServerProcess } from '../apps/api/src/test/server-process';
import {
  SCHOOL_PASSWORD,
  seedSchoolInto,
  type SchoolSize,
  type SchoolSummary,
} from '../apps/api/src/tools/seed-school';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Sends a message to a child and waits for its answer of the given type. */
export function ask<T>(child: ChildProcess, message: unknown, type: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (answer: { type: string }) => {
      if (answer.type !== type) return;
      child.off('message', onMessage);
      resolve(answer as T);
    };
    child.on('message', onMessage);
    child.send(message as never);
  });
}

/**
 * The real server, started as `npm start` does, with bench/probe.mjs preloaded (event-loop delay,
 * CPU, memory over IPC); resolves once the start-up file sweep has gone quiet.
 */
export async function startProbedServer(
  dataDir: string,
  databaseUrl: string | undefined,
  extraEnv: Record<string, string> = {},
  /** Another checkout of this repository whose server is started (its own build and packages). */
  root = repoRoot,
): Promise<ServerProcess> {
  const start: typeof startServer =
    root === repoRoot
      ? startServer
      : ((await import(path.join(root, 'apps/api/src/test/server-process.ts'))) as { startServer: typeof startServer })
          .startServer;
  const server = await start({
    dataDir,
    databaseUrl,
    nodeArgs: ['--import', path.join(repoRoot, 'bench/probe.mjs')],
    env: { JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00', ...extraEnv },
    ipc: true,
  });
  for (let i = 0; i < 40; i += 1) {
    await ask(server.child, 'loop:reset', 'loop:reset');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { max, cpuMs } = await ask<{ max: number; cpuMs: number }>(server.child, 'loop:read', 'loop');
    if (max < 20 && cpuMs < 50) break;
  }
  return server;
}

/** Signs in with the seeded password; `address` is sent as X-Forwarded-For (a server with TRUST_PROXY). */
export async function signIn(base: string, email: string, address?: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(address ? { 'x-forwarded-for': address } : {}) },
    body: JSON.stringify({ email, password: SCHOOL_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The school of `npm run bench` at scale 1; `--scale` multiplies every count. */
export const SCHOOL_AT_SCALE_1: SchoolSize = {
  students: 2000,
  classes: 70,
  teachers: 40,
  tasks: 300,
  submissions: 100_000,
};

export function schoolAtScale(scale: number): SchoolSize {
  return Object.fromEntries(
    Object.entries(SCHOOL_AT_SCALE_1).map(([key, value]) => [key, Math.max(1, Math.round(value * scale))]),
  ) as unknown as SchoolSize;
}

/**
 * Seeds a school into `dataDir` (and the PostgreSQL database at `databaseUrl`) with the seeding of
 * the checkout at `root`; with `keep`, a folder seeded earlier at the same scale is reused as it is.
 */
export async function seedOrReuseSchool(options: {
  dataDir: string;
  keep: boolean;
  scale: number;
  databaseUrl?: string;
  root?: string;
}): Promise<SchoolSummary> {
  const { dataDir, keep, scale, databaseUrl, root = repoRoot } = options;
  const summaryFile = path.join(dataDir, 'bench-school.json');
  if (keep && existsSync(summaryFile)) {
    const kept = JSON.parse(await readFile(summaryFile, 'utf8')) as SchoolSummary & { scale: number };
    if (kept.scale !== scale) throw new Error(`${dataDir} holds a school at scale ${kept.scale}, not ${scale}`);
    return { ...kept, seconds: 0 };
  }
  await mkdir(dataDir, { recursive: true });
  const seed: typeof seedSchoolInto =
    root === repoRoot
      ? seedSchoolInto
      : (
          (await import(path.join(root, 'apps/api/src/tools/seed-school.ts'))) as {
            seedSchoolInto: typeof seedSchoolInto;
          }
        ).seedSchoolInto;
  const school = await seed(dataDir, databaseUrl, schoolAtScale(scale));
  if (keep) await writeFile(summaryFile, JSON.stringify({ ...school, scale }));
  return school;
}

/** The value at percentile `p` of ascending `sorted`, to 0.1. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

/** The server's event loop (bench/probe.mjs) since `resetLoop`. */
export const resetLoop = (child: ChildProcess) => ask(child, 'loop:reset', 'loop:reset');
export const readLoop = (child: ChildProcess) =>
  ask<{ max: number; p99: number; cpuMs: number; gcMaxMs: number; gcTotalMs: number }>(child, 'loop:read', 'loop');
