#!/usr/bin/env node
// `npm start`: builds what is not built (web app, compiled server), then serves API and web on one port.
// `npm run demo`: the same on a fresh demo database filled with a realistic class.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { compiledArgs, ensureServerBuild, serverArgs } from './lib/server-command.mjs';
import { ensureWebBuild, repoRoot } from './lib/web-build.mjs';

const demo = process.argv.includes('--demo');
const env = { ...process.env };
if (demo) {
  env.DATA_DIR = path.resolve(env.DEMO_DATA_DIR ?? path.join(repoRoot, 'data-demo'));
  delete env.DATABASE_URL;
  rmSync(env.DATA_DIR, { recursive: true, force: true });
}

ensureWebBuild();
try {
  await ensureServerBuild();
} catch (error) {
  console.error('The server failed to build:', error.message);
  process.exit(1);
}

if (demo) {
  const seeded = spawnSync(process.execPath, compiledArgs('demo'), { env, stdio: 'inherit' });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

const server = spawn(process.execPath, serverArgs(), { env, stdio: 'inherit' });
// A signal to this wrapper goes on to the server, which finishes its requests and exits; the
// wrapper waits for that and exits with it. A terminal's Ctrl+C or systemd reaches both (the
// whole process group): the server treats the repeat as the same request to stop.
const stopServer = (signal) => {
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopServer(signal));
// `npm start` runs this through `sh -c`; a SIGTERM sent to npm alone kills that shell without
// passing it on, and this wrapper is left an orphan. Losing the parent is taken as the same request.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stopServer('SIGTERM');
}, 500).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
