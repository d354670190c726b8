#!/usr/bin/env node
// `npm run dev`: the API with restart-on-change and the Vite dev server (which proxies /api to it).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/web-build.mjs';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(repoRoot, 'apps/api/src/server.ts')], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@sinfxona/web'], { stdio: 'inherit', cwd: repoRoot }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
