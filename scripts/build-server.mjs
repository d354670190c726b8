#!/usr/bin/env node
// `npm run build` (with the web app): compiles the API and the domain package into apps/api/dist.
import { rmSync } from 'node:fs';
import { buildServer, serverDist } from './lib/server-build.mjs';

rmSync(serverDist, { recursive: true, force: true });
try {
  await buildServer();
} catch (error) {
  console.error('The server failed to build:', error.message);
  process.exit(1);
}
