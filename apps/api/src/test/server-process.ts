import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { buildServer } from '../../../../scripts/lib/server-build.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * The compiled server, built once per test file into a folder of its own (as `npm run build`
 * does), inside the repository so that Node finds the installed packages from there.
 */
export async function buildCompiledServer(): Promise<{ serverJs: string; remove(): Promise<void> }> {
  await mkdir(path.join(repoRoot, '.tmp'), { recursive: true });
  const outdir = await mkdtemp(path.join(repoRoot, '.tmp/server-dist-'));
  await buildServer({ outdir, quiet: true });
  return { serverJs: path.join(outdir, 'server.js'), remove: () => rm(outdir, { recursive: true, force: true }) };
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Starts a real server process on a free port and waits until /api/health answers. */
export async function startServerProcess(
  serverJs: string,
  env: Record<string, string>,
  options: { detached?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', serverJs], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(repoRoot, '.tmp/no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.ok) break;
    if (attempt > 150) throw new Error(`the server did not answer within 30 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, output: () => output, exited };
}
