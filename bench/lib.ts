/** What `npm run bench` and `npm run bench:soak` share: the probed server, its probe, sign-in. */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startServer, type ServerProcess } from '../apps/api/src/test/server-process';
import { SCHOOL_PASSWORD } from '../apps/api/src/tools/seed-school';

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
): Promise<ServerProcess> {
  const server = await startServer({
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

export async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: SCHOOL_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}
