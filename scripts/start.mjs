#!/usr/bin/env node
// `npm start`: builds the web app if needed, then serves API and web on one port.
// `npm run demo`: the same on a fresh demo database filled with a realistic class.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { serverArgs } from './lib/server-command.mjs';
import { ensureWebBuild, repoRoot } from './lib/web-build.mjs';

const demo = process.argv.includes('--demo');
const env = { ...process.env };
if (demo) {
  env.DATA_DIR = path.resolve(env.DEMO_DATA_DIR ?? path.join(repoRoot, 'data-demo'));
  delete env.DATABASE_URL;
  rmSync(env.DATA_DIR, { recursive: true, force: true });
}

ensureWebBuild();

const tsx = ['--import', 'tsx'];
if (demo) {
  const seeded = spawnSync(process.execPath, [...tsx, path.join(repoRoot, 'apps/api/src/demo/cli.ts')], {
    env,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

const server = spawn(process.execPath, serverArgs(), {
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
