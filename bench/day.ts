/**
 * `npm run bench:day [-- --configs sqlite,sqlite-nocache,pg,pg-nocache] [--duration 10] [--write-rate 10] [--root DIR]`
 * (`sqlite-nocache-thread`, not run by default: cache off with one SQLite read thread)
 * (also `npm run bench -- --day …`)
 *
 * A live school day (issue 25): a school at `--scale` (2,000 students, 70 classes, 40 teachers,
 * 300 tasks, 100,000 submissions at 1), the real server started compiled with bench/probe.mjs
 * inside and TRUST_PROXY set, 300 pupils and 40 teachers signed in each from an address of its
 * own. Per configuration: reads alone (50 connections, each request the next user's next screen,
 * 9 pupil reads to 1 teacher read), the same reads while an open-loop writer signs in, hands in
 * and grades at `--write-rate`, the bare route under the same rotation, and every screen read
 * once alone right after a write that forgets it. Prints a Markdown table of the configurations
 * and writes each one's figures to .tmp/bench/day-<config>.json.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createScratchDatabase } from '../apps/api/src/test/postgres';
import type { SchoolSummary } from '../apps/api/src/tools/seed-school';
import { coldReads } from './day-cold';
import { loadReads, readRotation, timedGet, type ReadSummary } from './day-reads';
import { everyAccount, PUPIL_SCREENS, signInSchool, TEACHER_SCREENS, type DayUser } from './day-school';
import { dayTable, type DayResult, type Phase } from './day-table';
import type { WriterJob, WriterResult } from './day-writer';
import { ask, readLoop, resetLoop, seedOrReuseSchool, startProbedServer } from './lib';

const repoRoot = path.resolve(import.meta.dirname, '..');
const CONFIGS: Record<string, { label: string; postgres: boolean; cache: boolean; env?: Record<string, string> }> = {
  sqlite: { label: 'SQLite, read cache on', postgres: false, cache: true },
  'sqlite-nocache': { label: 'SQLite, cache off', postgres: false, cache: false },
  pg: { label: 'PostgreSQL + Redis, cache on', postgres: true, cache: true },
  'pg-nocache': { label: 'PostgreSQL + Redis, cache off', postgres: true, cache: false },
  // Not in the default run: SQLite's opt-in read thread (SQLITE_READ_WORKERS, docs/deploying.md).
  'sqlite-nocache-thread': {
    label: 'SQLite, cache off, a read thread',
    postgres: false,
    cache: false,
    env: { SQLITE_READ_WORKERS: '1' },
  },
};
const DEFAULT_CONFIGS = ['sqlite', 'sqlite-nocache', 'pg', 'pg-nocache'];
type ConfigName = keyof typeof CONFIGS;

const { values: args } = parseArgs({
  options: {
    configs: { type: 'string', default: DEFAULT_CONFIGS.join(',') },
    scale: { type: 'string', default: '1' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'write-rate': { type: 'string', default: '10' },
    pupils: { type: 'string', default: '300' },
    teachers: { type: 'string', default: '40' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
    /** Another checkout of this repository (with its own node_modules) whose server and seeding are measured. */
    root: { type: 'string' },
    /** SQLite: the school is seeded here once and reused (default: <root>/.tmp/bench/day-sqlite-x<scale>). */
    'data-dir': { type: 'string' },
    /** Writes a CPU profile of the server in each phase to .tmp/prof/day-<config>-<phase>.cpuprofile. */
    profile: { type: 'boolean', default: false },
  },
});
const scale = Number(args.scale);
const seconds = Number(args.duration);
const connections = Number(args.connections);
const writeRate = Number(args['write-rate']);
const root = path.resolve(args.root ?? repoRoot);
const configs = args.configs.split(',').map((name) => name.trim()) as ConfigName[];
for (const name of configs)
  if (!(name in CONFIGS)) throw new Error(`--configs: ${name} is not one of ${Object.keys(CONFIGS).join(', ')}`);

const profiles = path.join(repoRoot, '.tmp/prof');
const round1 = (n: number) => Math.round(n * 10) / 10;
const loadNow = () => os.loadavg().map(round1);

/**
 * Runs a phase between two load-average readings and the server's event-loop reset and read;
 * with `--profile`, under a CPU profile of the server written to `profile` (.cpuprofile).
 */
async function phase<T>(server: ChildProcess, profile: string, work: () => Promise<T>): Promise<T & Phase> {
  const loadStart = loadNow();
  if (args.profile) await ask(server, { type: 'profile:start' }, 'profile:start');
  await resetLoop(server);
  const result = await work();
  const { max, cpuMs, gcMaxMs, gcTotalMs } = await readLoop(server);
  if (args.profile) await ask(server, { type: 'profile:stop', file: profile }, 'profile:stop');
  return { ...result, loadStart, loadEnd: loadNow(), loopMaxMs: max, cpuMs: round1(cpuMs), gcMaxMs, gcTotalMs };
}

/** Where each database's school lives; PostgreSQL's is seeded on first use and shared by its configurations. */
interface Schools {
  sqlite: { dataDir: string; school: SchoolSummary } | null;
  postgres: { dataDir: string; url: string; school: SchoolSummary; drop(): Promise<void> } | null;
}

async function schoolFor(schools: Schools, postgres: boolean) {
  const started = Date.now();
  if (postgres && !schools.postgres) {
    const scratch = await createScratchDatabase(args['database-url'], 'sinfxona_bench_day');
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-bench-day-pg-'));
    const school = await seedOrReuseSchool({ dataDir, keep: false, scale, databaseUrl: scratch.url, root });
    schools.postgres = { dataDir, url: scratch.url, school, drop: scratch.drop };
    console.log(`PostgreSQL school seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  if (!postgres && !schools.sqlite) {
    const dataDir = path.resolve(args['data-dir'] ?? path.join(root, `.tmp/bench/day-sqlite-x${scale}`));
    const school = await seedOrReuseSchool({ dataDir, keep: true, scale, root });
    schools.sqlite = { dataDir, school };
    console.log(
      school.seconds > 0
        ? `SQLite school seeded into ${dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s.`
        : `SQLite school reused from ${dataDir}.`,
    );
  }
  return postgres
    ? { ...schools.postgres!, databaseUrl: schools.postgres!.url }
    : { ...schools.sqlite!, databaseUrl: undefined };
}

/**
 * Every screen answers 200 (or the bench cannot measure it); the bare route serves the answer
 * whose size is nearest the mix's average (9 pupil reads to 1 teacher read).
 */
async function bareBodyFor(base: string, pupil: DayUser, teacher: DayUser) {
  const samples: { name: string; body: Buffer; type: string; weight: number }[] = [];
  for (const [screens, user, weight] of [
    [PUPIL_SCREENS, pupil, 0.9 / PUPIL_SCREENS.length],
    [TEACHER_SCREENS, teacher, 0.1 / TEACHER_SCREENS.length],
  ] as const) {
    for (const screen of screens) {
      const sample = await timedGet(base, screen.url(user, 0), user);
      if (sample.status !== 200)
        throw new Error(
          `${screen.name} (${screen.url(user, 0)}): ${sample.status} ${sample.body.toString().slice(0, 200)}`,
        );
      samples.push({ name: screen.name, body: sample.body, type: sample.type, weight });
    }
  }
  const meanBytes = samples.reduce((sum, sample) => sum + sample.body.length * sample.weight, 0);
  return samples.reduce((best, sample) =>
    Math.abs(sample.body.length - meanBytes) < Math.abs(best.body.length - meanBytes) ? sample : best,
  );
}

/** The bare route under the same rotation; its loop and CPU are the bare process's own. */
async function barePhase(
  bare: ChildProcess,
  body: { name: string; body: Buffer; type: string },
  load: () => Promise<ReadSummary>,
) {
  await ask(bare, { type: 'set', body: body.body.toString('base64'), contentType: body.type }, 'set');
  const loadStart = loadNow();
  const reads = await load();
  const { loopMaxMs, cpuMs } = await ask<{ loopMaxMs: number; cpuMs: number }>(bare, { type: 'cpu' }, 'cpu');
  return {
    ...reads,
    loadStart,
    loadEnd: loadNow(),
    loopMaxMs,
    cpuMs: round1(cpuMs),
    bodyBytes: body.body.length,
    bodyOf: body.name,
  };
}

async function runConfig(
  name: ConfigName,
  schools: Schools,
  bare: ChildProcess,
  bareUrl: string,
  writer: ChildProcess,
) {
  const config = CONFIGS[name]!;
  const { dataDir, school, databaseUrl } = await schoolFor(schools, config.postgres);
  const probed = await startProbedServer(
    dataDir,
    databaseUrl,
    {
      TRUST_PROXY: '1',
      ...(config.cache ? {} : { READ_CACHE_SECONDS: '0' }),
      ...config.env,
      ...(config.postgres
        ? { REDIS_URL: args['redis-url'], REDIS_KEY_PREFIX: `bench-day-${process.pid}-${name}:` }
        : {}),
    },
    root,
  );
  const { base, child: server } = probed;
  try {
    const signInStarted = Date.now();
    const day = await signInSchool(base, school, { pupils: Number(args.pupils), teachers: Number(args.teachers) });
    console.log(
      `${config.label}: ${day.pupils.length} pupils and ${day.teachers.length} teachers signed in (${((Date.now() - signInStarted) / 1000).toFixed(1)} s); ${day.handIns.length} open hand-ins, ${day.grades.length} pending submissions.`,
    );

    const bareBody = await bareBodyFor(base, day.pupils[0]!, day.teachers[0]!);

    const next = readRotation(day.pupils, day.teachers);
    const load = (options: { bare?: boolean } = {}) =>
      loadReads(options.bare ? bareUrl : base, next, { connections, seconds, ...options });
    await loadReads(base, next, { connections, seconds: 3 }); // warm-up, not counted

    const profile = (phaseName: string) => path.join(profiles, `day-${name}-${phaseName}.cpuprofile`);
    const reads = await phase(server, profile('reads'), () => load());
    console.log(
      `  reads alone: ${reads.rps} req/s, p99 ${reads.p99} ms, loop max ${reads.loopMaxMs} ms (longest GC ${reads.gcMaxMs} ms)`,
    );

    const job: WriterJob = {
      type: 'write',
      base,
      rate: writeRate,
      seconds,
      signIns: everyAccount(school),
      handIns: day.handIns.map(({ user, taskId }) => ({ token: user.token, address: user.address, taskId })),
      grades: day.grades.map(({ user, submissionId }) => ({ token: user.token, address: user.address, submissionId })),
    };
    const writing = await phase(server, profile('writing'), async () => {
      const written = ask<WriterResult>(writer, job, 'written');
      const summary: ReadSummary = await load();
      return { ...summary, writes: await written };
    });
    day.handIns.splice(0, writing.writes.handInsUsed);
    day.grades.splice(0, writing.writes.gradesUsed);
    const { byKind } = writing.writes;
    console.log(
      `  reads while writing ${writeRate}/s: ${writing.rps} req/s, p99 ${writing.p99} ms, loop max ${writing.loopMaxMs} ms (longest GC ${writing.gcMaxMs} ms); hand-in ${byKind['hand-in'].p50}/${byKind['hand-in'].p99} ms, grade ${byKind.grade.p50}/${byKind.grade.p99} ms, sign-in ${byKind['sign-in'].p50}/${byKind['sign-in'].p99} ms`,
    );

    const bareResult = await barePhase(bare, bareBody, () => load({ bare: true }));
    console.log(`  bare route (${bareResult.bodyOf}'s ${bareResult.bodyBytes} B): ${bareResult.rps} req/s`);

    const cold = await phase(server, profile('cold'), async () => ({
      reads: await coldReads(base, day.handIns, day.grades),
    }));
    console.log(`  cold reads: ${cold.reads.map((read) => `${read.screen} ${read.ms} ms`).join(', ')}`);

    const result: DayResult = { config: name, label: config.label, reads, writing, bare: bareResult, cold };
    const out = path.join(repoRoot, '.tmp/bench');
    await mkdir(out, { recursive: true });
    await writeFile(
      path.join(out, `day-${name}.json`),
      JSON.stringify(
        {
          ...result,
          school,
          scale,
          root,
          seconds,
          connections,
          writeRate,
          machine: { cpus: os.cpus().length, node: process.version },
        },
        null,
        2,
      ),
    );
    return result;
  } finally {
    await probed.stop();
  }
}

async function main() {
  const started = Date.now();
  const children: ChildProcess[] = [];
  const schools: Schools = { sqlite: null, postgres: null };
  if (args.profile) await mkdir(profiles, { recursive: true });
  try {
    const bare = fork(path.join(repoRoot, 'bench/bare-server.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    children.push(bare);
    const writer = fork(path.join(repoRoot, 'bench/day-writer.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    children.push(writer);
    const bareUrl = (await new Promise<{ url: string }>((resolve) => bare.once('message', resolve))).url;
    const results: DayResult[] = [];
    for (const name of configs) results.push(await runConfig(name, schools, bare, bareUrl, writer));
    console.log(
      `\nA live school day at scale ${scale}: ${args.pupils} pupils and ${args.teachers} teachers, ${connections} connections, ${seconds} s a phase, writes at ${writeRate}/s; ${os.cpus().length} cores, load average ${loadNow().join(' ')}; ${((Date.now() - started) / 60_000).toFixed(1)} min in all.\n`,
    );
    console.log(dayTable(results, writeRate));
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await schools.postgres?.drop().catch(() => undefined);
    if (schools.postgres) await rm(schools.postgres.dataDir, { recursive: true, force: true });
  }
}

await main();
