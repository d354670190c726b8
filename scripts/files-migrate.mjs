#!/usr/bin/env node
// `npm run files:migrate -- --to s3`: runs the compiled copy tool (building it first when needed).
import { spawnSync } from 'node:child_process';
import { compiledArgs, ensureServerBuild } from './lib/server-command.mjs';

await ensureServerBuild();
const run = spawnSync(process.execPath, compiledArgs('files-migrate', []).concat(process.argv.slice(2)), {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
