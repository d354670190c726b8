import path from 'node:path';
import { repoRoot } from './web-build.mjs';

/** How `npm start` runs the server; the benchmark starts it the same way, so it measures what ships. */
export function serverArgs(extraNodeArgs = []) {
  return [...extraNodeArgs, '--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')];
}
