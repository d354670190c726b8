import path from 'node:path';
import { serverDist } from './server-build.mjs';

export { ensureServerBuild } from './server-build.mjs';

/** How to run one of the compiled programs (server, demo, files-migrate); stack traces point at the TypeScript. */
export function compiledArgs(name, extraNodeArgs = []) {
  return [...extraNodeArgs, '--enable-source-maps', path.join(serverDist, `${name}.js`)];
}

/** How `npm start` runs the server; the benchmark starts it the same way, so it measures what ships. */
export function serverArgs(extraNodeArgs = []) {
  return compiledArgs('server', extraNodeArgs);
}
