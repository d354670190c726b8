import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import net from 'node:net';
import path from 'node:path';
import { buildServer, ensureServerBuild } from '../../../../scripts/lib/server-build.mjs';
// @ts-expect-error a plain .mjs helper shared with scripts/start.mjs
import { serverArgs } from '../../../../scripts/lib/server-command.mjs';

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

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Milliseconds from the spawn to the first healthy answer. */
  startMs: number;
  /** The server's log, one parsed JSON line each (when its output is captured). */
  log: { level: number; msg: string; [key: string]: unknown }[];
  /** Resolves when a log line passes `match` (lines already seen count). */
  waitForLog(match: (line: { msg: string }) => boolean, timeoutMs?: number): Promise<void>;
  /** SIGTERM (or the given signal), then waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  /** A compiled server of the caller's own (buildCompiledServer); else apps/api/dist, built when stale. */
  serverJs?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Node options before the server's own, e.g. `['--import', 'bench/probe.mjs']`. */
  nodeArgs?: string[];
  logLevel?: string;
  /** Collect the server's JSON log (stdout) instead of passing it through. */
  captureLog?: boolean;
  /** Open an IPC channel (bench/probe.mjs answers over it). */
  ipc?: boolean;
  startTimeoutMs?: number;
}

/**
 * Starts the real server as `npm start` does — its own process, the same entry and Node options —
 * on the given data, and resolves once `/api/health` answers 200. Tests and benchmarks share it.
 */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  if (!options.serverJs) await ensureServerBuild();
  const args = options.serverJs
    ? [...(options.nodeArgs ?? []), '--enable-source-maps', options.serverJs]
    : (serverArgs(options.nodeArgs ?? []) as string[]);
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_LEVEL: options.logLevel ?? 'warn',
      // A JSON log, as a deployed server writes it, even when the inherited stdout is a terminal
      // (log-output.ts): tests parse it and benchmarks measure the server that ships.
      NODE_ENV: 'production',
      JWT_SECRET: '',
      // No web app: `npm test` may be building it meanwhile.
      WEB_DIST: path.join(repoRoot, '.tmp/no-web-build'),
      ...options.env,
    },
    stdio: ['ignore', options.captureLog ? 'pipe' : 'inherit', 'inherit', ...(options.ipc ? ['ipc' as const] : [])],
  });
  const log: ServerProcess['log'] = [];
  const listeners = new Set<() => void>();
  if (options.captureLog) {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        log.push(JSON.parse(line));
      } catch {
        log.push({ level: 30, msg: line });
      }
      for (const listener of listeners) listener();
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = started + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server stopped while starting');
    if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not start in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    base,
    child,
    startMs: Date.now() - started,
    log,
    waitForLog(match, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!log.some(match)) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error('the expected log line did not come'));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A compiled server started with only the settings given (the shutdown and two-instance tests). */
export interface StartedProcess {
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
): Promise<StartedProcess> {
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
