/**
 * `npm run bench:soak -- [--minutes 5] [--rate 30] [--scale 0.25] [--database-url postgres://…]`
 *
 * A school day against the real server (started as `npm start` does, with bench/probe.mjs inside
 * it): students reading their tasks, progress and videos, submitting work and asking the
 * assistant (offline mode), teachers grading and opening their dashboards, at a steady `--rate`
 * of operations a second whatever the answers' speed. Each minute it prints the requests, the
 * errors, latency, the server's RSS, its event-loop delay and its open file descriptors; at the
 * end the verdict: no error at all, and RSS grown at most 10 % from minute 1 to the end.
 */
import { readdir, mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makePdf } from '../apps/api/src/demo/sample-files';
import { createScratchDatabase } from '../apps/api/src/test/postgres';
import { seedSchoolInto, type SchoolSize } from '../apps/api/src/tools/seed-school';
import { ask, signIn, startProbedServer } from './lib';

const repoRoot = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    rate: { type: 'string', default: '30' },
    scale: { type: 'string', default: '0.25' },
    students: { type: 'string', default: '60' },
    'database-url': { type: 'string' },
  },
});
const minutes = Number(args.minutes);
const rate = Number(args.rate);
const scale = Number(args.scale);
const MAX_IN_FLIGHT = 200;
const RSS_GROWTH_LIMIT = 0.1;

interface Minute {
  minute: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  rssMb: number;
  loopP99Ms: number;
  loopMaxMs: number;
  fds: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10 : 0;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-soak-'));
  const scratch = args['database-url'] ? await createScratchDatabase(args['database-url'], 'sinfxona_soak') : null;
  const base: SchoolSize = { students: 2000, classes: 70, teachers: 40, tasks: 300, submissions: 100_000 };
  const size = Object.fromEntries(
    Object.entries(base).map(([key, value]) => [key, Math.max(1, Math.round(value * scale))]),
  ) as unknown as SchoolSize;
  const school = await seedSchoolInto(dataDir, scratch?.url, size);
  console.log(
    `School: ${school.students} students, ${school.classes} classes, ${school.tasks} tasks, ${school.submissions} submissions on ${scratch ? 'PostgreSQL' : 'SQLite'}; ${rate} operations/s for ${minutes} min.`,
  );
  const server = await startProbedServer(dataDir, scratch?.url);
  const pid = server.child.pid!;
  const fds = async () => (await readdir(`/proc/${pid}/fd`)).length;
  try {
    const url = server.base;
    const teacher = await signIn(url, school.teacherEmail);
    const get = async (path: string, token: string) => {
      const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      return ((await response.json()) as { data: any }).data;
    };
    const classes = (await get('/api/classes', teacher)).classes as { _id: string; studentCount: number }[];
    const classId = classes.sort((a, b) => b.studentCount - a.studentCount)[0]!._id;
    const roster = (await get(`/api/classes/${classId}/students?limit=100`, teacher)).users as { email: string }[];
    const students = await Promise.all(
      roster.slice(0, Number(args.students)).map((student) => signIn(url, student.email)),
    );
    const seededTaskIds = (
      (await get(`/api/tasks?classId=${classId}&limit=20`, teacher)).tasks as { _id: string }[]
    ).map((task) => task._id);

    // What every request adds to the minute under way.
    let current = { requests: 0, errors: 0, latencies: [] as number[] };
    const errorSamples: string[] = [];
    let inFlight = 0;
    let dropped = 0;
    const hit = async (method: string, path: string, token: string, body?: FormData | object) => {
      const started = performance.now();
      const minute = current;
      try {
        const response = await fetch(`${url}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
          },
          body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
        });
        const text = await response.text();
        if (response.status >= 400) {
          minute.errors += 1;
          if (errorSamples.length < 10)
            errorSamples.push(`${method} ${path}: ${response.status} ${text.slice(0, 160)}`);
        }
        return JSON.parse(text) as { data: any };
      } catch (error) {
        minute.errors += 1;
        if (errorSamples.length < 10) errorSamples.push(`${method} ${path}: ${String(error)}`);
        return { data: null };
      } finally {
        minute.requests += 1;
        minute.latencies.push(performance.now() - started);
      }
    };

    // New tasks for students to hand in to, made by the teacher as the day goes on.
    const openPairs: { student: number; taskId: string }[] = [];
    let tasksMade = 0;
    const newTask = async () => {
      const form = new FormData();
      form.append('classId', classId);
      form.append('title', `Soak vazifa ${++tasksMade}`);
      form.append('description', 'Bugungi darsdagi mashqlarni bajaring va yuklang.');
      form.append('deadline', new Date(Date.now() + 7 * 86_400_000).toISOString());
      const created = await hit('POST', '/api/tasks', teacher, form);
      const taskId = created.data?.task?._id as string | undefined;
      if (taskId) students.forEach((_, student) => openPairs.push({ student, taskId }));
    };
    const upload = Buffer.concat([makePdf(['Soak javob']), Buffer.alloc(200 * 1024, 0x20)]);
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
    const questions = ['Keyingi vazifam qachon?', 'Kasrlarni qanday qo‘shaman?', 'Menga qaysi video dars kerak?'];

    /** One operation of a school day; the weights give its share of the traffic. */
    const operations: { weight: number; run: () => Promise<unknown> }[] = [
      { weight: 14, run: () => hit('GET', '/api/tasks?limit=10', pick(students)) },
      { weight: 6, run: () => hit('GET', `/api/tasks/${pick(seededTaskIds)}`, pick(students)) },
      { weight: 8, run: () => hit('GET', '/api/submissions/progress', pick(students)) },
      { weight: 8, run: () => hit('GET', '/api/submissions/my?limit=10', pick(students)) },
      { weight: 5, run: () => hit('GET', '/api/videos?limit=10', pick(students)) },
      {
        weight: 10,
        run: async () => {
          if (openPairs.length === 0) return newTask();
          const { student, taskId } = openPairs.splice(Math.floor(Math.random() * openPairs.length), 1)[0]!;
          const form = new FormData();
          form.append('file', new Blob([upload], { type: 'application/pdf' }), 'javob.pdf');
          form.append('textResponse', 'Vazifani bajardim.');
          return hit('POST', `/api/submissions/${taskId}`, students[student]!, form);
        },
      },
      {
        weight: 10,
        run: async () => {
          const queue = await hit(
            'GET',
            `/api/submissions?status=pending&sort=oldest&limit=1&classId=${classId}`,
            teacher,
          );
          const next = queue.data?.submissions?.[0]?._id as string | undefined;
          if (next)
            await hit('PUT', `/api/submissions/${next}/grade`, teacher, {
              score: 60 + Math.floor(Math.random() * 41),
              feedback: 'Yaxshi',
            });
        },
      },
      { weight: 6, run: () => hit('GET', '/api/users/stats/teacher', teacher) },
      { weight: 5, run: () => hit('GET', '/api/submissions?sort=recent&limit=5', teacher) },
      { weight: 4, run: () => hit('GET', `/api/tasks/${pick(seededTaskIds)}/stats`, teacher) },
      { weight: 4, run: () => hit('GET', `/api/classes/${classId}/students?page=1`, teacher) },
      { weight: 6, run: () => hit('POST', '/api/ai/ask', pick(students), { question: pick(questions) }) },
    ];
    const totalWeight = operations.reduce((sum, operation) => sum + operation.weight, 0);
    const chooseOperation = () => {
      let roll = Math.random() * totalWeight;
      for (const operation of operations) if ((roll -= operation.weight) < 0) return operation;
      return operations[0]!;
    };

    await newTask();
    await ask(server.child, 'loop:reset', 'loop:reset');
    const fdsAtStart = await fds();
    const rows: Minute[] = [];
    const started = Date.now();
    const end = started + minutes * 60_000;
    let nextMinute = started + 60_000;
    const running = new Set<Promise<unknown>>();
    const closeMinute = async () => {
      const loop = await ask<{ p99: number; max: number }>(server.child, 'loop:read', 'loop');
      await ask(server.child, 'loop:reset', 'loop:reset');
      const { rss } = await ask<{ rss: number }>(server.child, 'memory', 'memory');
      const sorted = current.latencies.sort((a, b) => a - b);
      const row: Minute = {
        minute: rows.length + 1,
        requests: current.requests,
        errors: current.errors,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        rssMb: Math.round((rss / 1048576) * 10) / 10,
        loopP99Ms: loop.p99,
        loopMaxMs: loop.max,
        fds: await fds(),
      };
      rows.push(row);
      console.log(
        `minute ${row.minute}: ${row.requests} requests, ${row.errors} errors, p50 ${row.p50} ms, p99 ${row.p99} ms, RSS ${row.rssMb} MB, loop p99 ${row.loopP99Ms} ms (max ${row.loopMaxMs}), ${row.fds} fds`,
      );
      current = { requests: 0, errors: 0, latencies: [] };
    };

    // Open loop: an operation every 1/rate s, whether or not the earlier ones have been answered.
    for (let tick = 0; ; tick += 1) {
      const due = started + (tick * 1000) / rate;
      if (due >= end) break;
      if (due >= nextMinute) {
        await closeMinute();
        nextMinute += 60_000;
      }
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (inFlight >= MAX_IN_FLIGHT) {
        dropped += 1;
        continue;
      }
      inFlight += 1;
      const operation = chooseOperation()
        .run()
        .finally(() => {
          inFlight -= 1;
          running.delete(operation);
        });
      running.add(operation);
    }
    await Promise.all(running);
    await closeMinute();

    const errors = rows.reduce((sum, row) => sum + row.errors, 0);
    const requests = rows.reduce((sum, row) => sum + row.requests, 0);
    const first = rows[0]!.rssMb;
    const last = rows.at(-1)!.rssMb;
    const growth = (last - first) / first;
    const fdsAtEnd = await fds();
    const table = [
      '| minute | requests | errors | p50 (ms) | p99 (ms) | RSS (MB) | loop p99 (ms) | loop max (ms) | open fds |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.minute} | ${r.requests} | ${r.errors} | ${r.p50} | ${r.p99} | ${r.rssMb} | ${r.loopP99Ms} | ${r.loopMaxMs} | ${r.fds} |`,
      ),
    ].join('\n');
    const passed = errors === 0 && dropped === 0 && growth <= RSS_GROWTH_LIMIT;
    console.log(
      `\n${scratch ? 'PostgreSQL' : 'SQLite'}, ${rate} operations/s, ${minutes} min, ${os.cpus().length} cores\n${table}`,
    );
    console.log(
      `\n${requests} requests, ${errors} errors${dropped ? `, ${dropped} operations not sent (over ${MAX_IN_FLIGHT} in flight)` : ''}; RSS ${first} MB after minute 1, ${last} MB at the end (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %, limit +${RSS_GROWTH_LIMIT * 100} %); open file descriptors ${fdsAtStart} at the start, ${fdsAtEnd} at the end; ${tasksMade} tasks made during the run.`,
    );
    if (errorSamples.length) console.log(`First errors:\n  ${errorSamples.join('\n  ')}`);
    console.log(passed ? 'PASS' : 'FAIL');
    const out = path.join(repoRoot, '.tmp/bench');
    await mkdir(out, { recursive: true });
    await writeFile(
      path.join(out, `soak-${scratch ? 'postgres' : 'sqlite'}.json`),
      JSON.stringify({ school, rate, minutes, rows, errors, dropped, fdsAtStart, fdsAtEnd, growth }, null, 2),
    );
    process.exitCode = passed ? 0 : 1;
  } finally {
    await server.stop();
    await scratch?.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
