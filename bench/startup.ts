/**
 * `node --import tsx bench/startup.ts [--runs 3]` (Linux): the CPU a server start costs and the
 * memory the server then holds, compiled (as `npm start` runs it) against its TypeScript run through
 * tsx (as `npm run dev` does). Each start is on a fresh SQLite folder; the process is read from /proc
 * once /api/health answers and it has then sat idle for 2 s. Prints every run and the medians: the
 * figures of README "Deploying beyond one machine" and decision 002.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../apps/api/src/test/server-process';

const repoRoot = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(args.runs);
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** CPU seconds (user + system) the process has used, and its resident memory in MB. */
function usage(pid: number): { cpuSeconds: number; rssMb: number } {
  // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return { cpuSeconds, rssMb: rssKb / 1024 };
}

const ways = {
  compiled: {},
  tsx: { serverJs: path.join(repoRoot, 'apps/api/src/server.ts'), nodeArgs: ['--import', 'tsx'] },
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const [name, way] of Object.entries(ways)) {
  const cpu: number[] = [];
  const rss: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-startup-'));
    const server = await startServer({ dataDir, ...way });
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const { cpuSeconds, rssMb } = usage(server.child.pid!);
      cpu.push(cpuSeconds);
      rss.push(rssMb);
      console.log(`${name.padEnd(8)} run ${run}: ${cpuSeconds.toFixed(2)} s CPU, ${rssMb.toFixed(0)} MB RSS`);
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  console.log(`${name.padEnd(8)} median: ${median(cpu).toFixed(2)} s CPU, ${median(rss).toFixed(0)} MB RSS\n`);
}
