/**
 * `npm run bench [-- --scale 10] [--database-url postgres://…] [--redis-url redis://…] [--duration 8] [--connections 50]`
 *
 * Seeds a school (2,000 students in 70 classes, 40 teachers, 300 tasks, 100,000 submissions,
 * times `--scale`), starts the real server as `npm start` does (its own process, logging at
 * warn) and a bare Fastify route serving the same bytes, then loads each endpoint and the bare
 * route with autocannon in one run. Prints req/s, the ratio to bare, p50/p99, the server's
 * event-loop delay and the answer's size; then 20 concurrent 10 MB uploads against a read.
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { makePdf } from '../apps/api/src/demo/sample-files';
import { createScratchDatabase } from '../apps/api/src/test/postgres';
import { seedSchoolInto, type SchoolSummary } from '../apps/api/src/tools/seed-school';
import { ask, signIn, startProbedServer } from './lib';

const repoRoot = path.resolve(import.meta.dirname, '..');
// `npm run bench -- --day [options]` is `npm run bench:day -- [options]` (bench/day.ts).
if (process.argv.includes('--day')) {
  const day = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'bench/day.ts'), ...process.argv.slice(2).filter((arg) => arg !== '--day')],
    { stdio: 'inherit' },
  );
  process.exit(day.status ?? 1);
}
const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    'database-url': { type: 'string' },
    /** Runs the server with REDIS_URL, as several instances on PostgreSQL do (it also turns the read cache on there). */
    'redis-url': { type: 'string' },
    /** READ_CACHE_SECONDS for the server (0 measures every read computed afresh). */
    'read-cache': { type: 'string' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    'skip-uploads': { type: 'boolean', default: false },
    /** Writes a CPU profile of the server under each endpoint's load to .tmp/prof (open it in Chrome DevTools). */
    profile: { type: 'boolean', default: false },
    /** SQLite only: seed the school into this folder once and reuse it on later runs (quicker iterations). */
    'data-dir': { type: 'string' },
  },
});
const scale = Number(args.scale);
const duration = Number(args.duration);
const connections = Number(args.connections);

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function request(
  base: string,
  url: string,
  token?: string,
): Promise<{ status: number; body: Buffer; type: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(
      `${base}${url}`,
      { agent, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-encoding': 'identity' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            type: String(res.headers['content-type'] ?? ''),
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          }),
        );
      },
    );
    req.on('error', reject);
  });
}

interface Row {
  name: string;
  aloneMs: number;
  rps: number;
  bareRps: number;
  ratio: number;
  p50: number;
  p99: number;
  errors: number;
  loopMaxMs: number;
  loopP99Ms: number;
  /** The bare route's event-loop maximum under the same load: what the machine adds. */
  bareLoopMaxMs: number;
  /** Server CPU per answered request, and the bare route's: their ratio resists the machine's noise. */
  cpuUs: number;
  bareCpuUs: number;
  bytes: number;
}

function load(url: string, token?: string) {
  return autocannon({
    url,
    connections,
    duration,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function main() {
  if (args['data-dir'] && args['database-url'])
    throw new Error('--data-dir reuses a SQLite school; drop --database-url');
  const keptDir = args['data-dir'] ? path.resolve(args['data-dir']) : null;
  const dataDir = keptDir ?? (await mkdtemp(path.join(os.tmpdir(), 'sinfxona-bench-')));
  const scratch = args['database-url'] ? await createScratchDatabase(args['database-url'], 'sinfxona_bench') : null;
  const children: ChildProcess[] = [];
  try {
    const school = await seedOrReuse(dataDir, keptDir !== null, scratch?.url);
    console.log(
      `${school.seconds > 0 ? `Seeded in ${school.seconds.toFixed(1)} s` : `Reused ${dataDir}`}: ${school.students} students in ${school.classes} classes (${school.classesPerStudent} each), ${school.teachers} teachers, ${school.tasks} tasks, ${school.submissions} submissions on ${scratch ? 'PostgreSQL' : 'SQLite'}.`,
    );

    const profiles = path.join(repoRoot, '.tmp/prof');
    if (args.profile) await mkdir(profiles, { recursive: true });
    const probed = await startProbedServer(dataDir, scratch?.url, {
      ...(args['redis-url'] ? { REDIS_URL: args['redis-url'], REDIS_KEY_PREFIX: `bench-${process.pid}:` } : {}),
      ...(args['read-cache'] !== undefined ? { READ_CACHE_SECONDS: args['read-cache'] } : {}),
    });
    const server = probed.child;
    children.push(server);
    const base = probed.base;
    const bare = fork(path.join(repoRoot, 'bench/bare-server.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    children.push(bare);
    const bareUrl = (await new Promise<{ url: string }>((resolve) => bare.once('message', resolve))).url;

    const teacher = await signIn(base, school.teacherEmail);
    const student = await signIn(base, school.studentEmail);
    const classes = JSON.parse((await request(base, '/api/classes', teacher)).body.toString()).data.classes;
    const classId: string = classes[0]._id;
    const tasks = JSON.parse((await request(base, `/api/tasks?classId=${classId}&limit=1`, teacher)).body.toString())
      .data.tasks;
    const taskId: string = tasks[0]._id;

    const endpoints: { name: string; url: string; token: string; hot?: boolean }[] = [
      { name: 'student tasks', url: '/api/tasks?limit=10', token: student, hot: true },
      { name: 'student progress', url: '/api/submissions/progress', token: student, hot: true },
      { name: 'student my submissions', url: '/api/submissions/my?limit=10', token: student, hot: true },
      { name: 'student videos', url: '/api/videos?limit=10', token: student, hot: true },
      { name: 'student classes', url: '/api/classes', token: student },
      { name: 'signed-in profile', url: '/api/auth/profile', token: student },
      { name: 'teacher dashboard figures', url: '/api/users/stats/teacher', token: teacher },
      { name: 'teacher recent submissions', url: '/api/submissions?sort=recent&limit=5', token: teacher },
      { name: 'teacher students page 7', url: '/api/users?page=7', token: teacher },
      { name: 'teacher tasks', url: '/api/tasks?limit=10', token: teacher },
      { name: "teacher a task's submissions", url: `/api/submissions/${taskId}`, token: teacher },
      { name: 'teacher task figures', url: `/api/tasks/${taskId}/stats`, token: teacher },
      { name: 'teacher class roster page 3', url: `/api/classes/${classId}/students?page=3`, token: teacher },
      { name: 'teacher grading queue', url: `/api/submissions?status=pending&sort=oldest&limit=1`, token: teacher },
    ].filter((endpoint) => !args.only || new RegExp(args.only, 'i').test(endpoint.name));

    const rows: Row[] = [];
    for (const endpoint of endpoints) {
      const sample = await request(base, endpoint.url, endpoint.token);
      if (sample.status !== 200)
        throw new Error(`${endpoint.name}: ${sample.status} ${sample.body.toString().slice(0, 200)}`);
      const alone: number[] = [];
      for (let i = 0; i < 40; i += 1) alone.push((await request(base, endpoint.url, endpoint.token)).ms);
      alone.sort((a, b) => a - b);
      await ask(bare, { type: 'set', body: sample.body.toString('base64'), contentType: sample.type }, 'set');
      const bareResult = await load(`${bareUrl}/bare`);
      const bareCpu = await ask<{ cpuMs: number; loopMaxMs: number }>(bare, { type: 'cpu' }, 'cpu');
      await ask(server, 'loop:reset', 'loop:reset');
      if (args.profile) await ask(server, { type: 'profile:start' }, 'profile:start');
      const result = await load(`${base}${endpoint.url}`, endpoint.token);
      const file = path.join(profiles, `${endpoint.name.replace(/\W+/g, '-')}.cpuprofile`);
      if (args.profile) await ask(server, { type: 'profile:stop', file }, 'profile:stop');
      const loop = await ask<{ max: number; p99: number; cpuMs: number }>(server, 'loop:read', 'loop');
      const perRequestUs = (cpuMs: number, answered: number) => Math.round((cpuMs * 1000) / Math.max(1, answered));
      const row: Row = {
        name: endpoint.name,
        aloneMs: Math.round(alone[Math.floor(alone.length / 2)]! * 10) / 10,
        rps: Math.round(result.requests.average),
        bareRps: Math.round(bareResult.requests.average),
        ratio: Math.round((result.requests.average / bareResult.requests.average) * 100) / 100,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        loopMaxMs: loop.max,
        loopP99Ms: loop.p99,
        bareLoopMaxMs: bareCpu.loopMaxMs,
        cpuUs: perRequestUs(loop.cpuMs, result.requests.total),
        bareCpuUs: perRequestUs(bareCpu.cpuMs, bareResult.requests.total),
        bytes: sample.body.length,
      };
      rows.push(row);
      console.log(
        `${row.name.padEnd(30)} alone ${String(row.aloneMs).padStart(5)} ms  ${String(row.rps).padStart(6)} req/s (bare ${row.bareRps}, ${row.ratio})  p50 ${row.p50} p99 ${row.p99} ms  loop max ${row.loopMaxMs} ms (bare ${row.bareLoopMaxMs})  CPU ${row.cpuUs} µs/req (bare ${row.bareCpuUs})  ${row.bytes} B  errors ${row.errors}`,
      );
    }

    let uploads: Record<string, number> | null = null;
    if (!args['skip-uploads']) uploads = await uploadRun(base, server, teacher, classId, student);

    const table = [
      `| endpoint | one alone (ms) | req/s | bare req/s | ratio | p50 (ms) | p99 (ms) | loop max (ms) (bare) | CPU µs/req (bare) | bytes | errors |`,
      `|---|---|---|---|---|---|---|---|---|---|---|`,
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.aloneMs} | ${r.rps} | ${r.bareRps} | ${r.ratio} | ${r.p50} | ${r.p99} | ${r.loopMaxMs} (${r.bareLoopMaxMs}) | ${r.cpuUs} (${r.bareCpuUs}) | ${r.bytes} | ${r.errors} |`,
      ),
    ].join('\n');
    console.log(
      `\n${scratch ? 'PostgreSQL' : 'SQLite'}, scale ${scale}, ${connections} connections, ${duration} s each\n${table}`,
    );
    if (uploads) console.log(`\n20 concurrent 10 MB uploads: ${JSON.stringify(uploads)}`);
    const out = path.join(repoRoot, '.tmp/bench');
    await mkdir(out, { recursive: true });
    await writeFile(
      path.join(out, `result-${scratch ? 'postgres' : 'sqlite'}-x${scale}.json`),
      JSON.stringify(
        { school, connections, duration, rows, uploads, machine: { cpus: os.cpus().length, node: process.version } },
        null,
        2,
      ),
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await scratch?.drop().catch(() => undefined);
    if (!keptDir) await rm(dataDir, { recursive: true, force: true });
  }
}

/** Seeds the school at `--scale`, or reads the summary a kept folder's earlier seeding left. */
async function seedOrReuse(dataDir: string, keep: boolean, databaseUrl?: string): Promise<SchoolSummary> {
  const summaryFile = path.join(dataDir, 'bench-school.json');
  if (keep && existsSync(summaryFile)) {
    const kept = JSON.parse(await readFile(summaryFile, 'utf8')) as SchoolSummary & { scale: number };
    if (kept.scale !== scale) throw new Error(`${dataDir} holds a school at scale ${kept.scale}, not ${scale}`);
    return { ...kept, seconds: 0 };
  }
  await mkdir(dataDir, { recursive: true });
  const size = { students: 2000, classes: 70, teachers: 40, tasks: 300, submissions: 100_000 };
  const school = await seedSchoolInto(
    dataDir,
    databaseUrl,
    Object.fromEntries(Object.entries(size).map(([key, value]) => [key, value * scale])) as typeof size,
  );
  if (keep) await writeFile(summaryFile, JSON.stringify({ ...school, scale }));
  return school;
}

/**
 * Twenty students upload 10 MB each at once while a read is under load: the server's memory
 * (before and at its peak) and the read's p99 meanwhile.
 */
async function uploadRun(base: string, server: ChildProcess, teacher: string, classId: string, student: string) {
  const roster = await fetch(`${base}/api/classes/${classId}/students?limit=20`, {
    headers: { authorization: `Bearer ${teacher}` },
  });
  const emails: string[] = ((await roster.json()) as { data: { users: { email: string }[] } }).data.users.map(
    (u) => u.email,
  );
  const tokens = await Promise.all(emails.map((email) => signIn(base, email)));
  const form = new FormData();
  form.append('classId', classId);
  form.append('title', 'Yuklash sinovi');
  form.append('description', "Benchmark: yigirma o'quvchi bir vaqtda fayl yuklaydi.");
  form.append('deadline', new Date(Date.now() + 7 * 86_400_000).toISOString());
  const created = await fetch(`${base}/api/tasks`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${teacher}` },
  });
  const taskId = ((await created.json()) as { data: { task: { _id: string } } }).data.task._id;
  const tenMb = Buffer.concat([makePdf(['upload']), Buffer.alloc(10 * 1024 * 1024 - 2048, 0x20)]);
  const before = (await ask<{ rss: number }>(server, 'memory', 'memory')).rss;
  let peak = before;
  const sampler = setInterval(() => {
    void ask<{ rss: number }>(server, 'memory', 'memory').then(({ rss }) => (peak = Math.max(peak, rss)));
  }, 50);
  const reads = autocannon({
    url: `${base}/api/tasks?limit=10`,
    connections: 10,
    duration: 6,
    headers: { authorization: `Bearer ${student}` },
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const statuses = await Promise.all(
    tokens.map(async (token) => {
      const body = new FormData();
      body.append('file', new Blob([tenMb], { type: 'application/pdf' }), 'katta.pdf');
      const response = await fetch(`${base}/api/submissions/${taskId}`, {
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${token}` },
      });
      return response.status;
    }),
  );
  const readResult = await reads;
  clearInterval(sampler);
  return {
    uploads: statuses.length,
    created: statuses.filter((status) => status === 201).length,
    rssBeforeMb: Math.round(before / 1048576),
    rssPeakMb: Math.round(peak / 1048576),
    rssGrowthMb: Math.round((peak - before) / 1048576),
    readP99Ms: readResult.latency.p99,
    readErrors: readResult.errors + readResult.non2xx,
  };
}

await main();
