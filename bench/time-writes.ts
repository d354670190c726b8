/**
 * `node --import tsx bench/time-writes.ts --data-dir DIR [--database-url URL] [--count 50]`
 *
 * Times the school's writes one at a time through HTTP against the compiled server (as
 * `npm start` runs it) on a seeded school (`npm run bench -- --data-dir DIR` keeps one; use a
 * copy: this writes into it): `--count` sign-ins of different pupils, then as many hand-ins of a
 * small PDF to a new task, then the teacher grading each. Prints p50, p99 and max of each.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makePdf } from '../apps/api/src/demo/sample-files';
import { SCHOOL_PASSWORD } from '../apps/api/src/tools/seed-school';
import { ask, startProbedServer } from './lib';

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    count: { type: 'string', default: '50' },
  },
});
if (!args['data-dir']) throw new Error('--data-dir: a seeded school (a copy: this writes into it)');
const count = Number(args.count);
const dataDir = path.resolve(args['data-dir']);
const school = JSON.parse(await readFile(path.join(dataDir, 'bench-school.json'), 'utf8')) as { teacherEmail: string };

const server = await startProbedServer(dataDir, args['database-url'], { TRUST_PROXY: '1' });
const base = server.base;

/** One request's answer and how long it took; each caller comes from an address of its own (sign-in limits). */
async function timed(url: string, init: RequestInit, from: number) {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': `10.9.${from >> 8}.${from & 255}` },
  });
  const body = (await response.json()) as { data?: Record<string, any> };
  return { status: response.status, body, ms: performance.now() - started };
}

const signInAs = (email: string, from: number) =>
  timed(
    '/api/auth/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: SCHOOL_PASSWORD }),
    },
    from,
  );

/** The server's event-loop delay since the last call (bench/probe.mjs), to print beside a phase. */
async function loopSince(): Promise<{ max: number; p99: number }> {
  const loop = await ask<{ max: number; p99: number }>(server.child, 'loop:read', 'loop');
  await ask(server.child, 'loop:reset', 'loop:reset');
  return loop;
}

async function summary(name: string, times: number[], statuses: number[]) {
  const loop = await loopSince();
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!.toFixed(1);
  const wrong = statuses.filter((status) => status >= 300).length;
  console.log(
    `${name.padEnd(9)} n=${times.length}  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  max ${at(1)} ms  not 2xx: ${wrong}  event loop max ${loop.max} ms (p99 ${loop.p99})`,
  );
}

try {
  const teacher = (await signInAs(school.teacherEmail, 1)).body.data!.token as string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const classes = (await timed('/api/classes', { headers: auth(teacher) }, 1)).body.data!.classes;
  const classId: string = classes[0]._id;
  const roster = await timed(`/api/classes/${classId}/students?limit=100`, { headers: auth(teacher) }, 1);
  const emails: string[] = roster.body.data!.users.slice(0, count).map((user: { email: string }) => user.email);

  await loopSince();
  const signIns = [];
  for (const [index, email] of emails.entries()) signIns.push(await signInAs(email, 100 + index));
  await summary(
    'sign-in',
    signIns.map((r) => r.ms),
    signIns.map((r) => r.status),
  );

  const form = new FormData();
  form.append('classId', classId);
  form.append('title', `Yozuvlar sinovi ${Date.now()}`);
  form.append('description', 'Benchmark: topshiriqlar va baholar vaqti.');
  form.append('deadline', new Date(Date.now() + 7 * 86_400_000).toISOString());
  const task = await timed('/api/tasks', { method: 'POST', body: form, headers: auth(teacher) }, 1);
  const taskId: string = task.body.data!.task._id;

  const pdf = makePdf(['hand-in']);
  await loopSince();
  const handIns = [];
  for (const [index, signIn] of signIns.entries()) {
    const body = new FormData();
    body.append('file', new Blob([pdf], { type: 'application/pdf' }), 'javob.pdf');
    body.append('textResponse', 'Mening javobim.');
    handIns.push(
      await timed(
        `/api/submissions/${taskId}`,
        { method: 'POST', body, headers: auth(signIn.body.data!.token) },
        100 + index,
      ),
    );
  }
  await summary(
    'hand-in',
    handIns.map((r) => r.ms),
    handIns.map((r) => r.status),
  );

  await loopSince();
  const grades = [];
  for (const handIn of handIns) {
    const id: string = handIn.body.data!.submission._id;
    grades.push(
      await timed(
        `/api/submissions/${id}/grade`,
        {
          method: 'PUT',
          headers: { ...auth(teacher), 'content-type': 'application/json' },
          body: JSON.stringify({ score: 90, feedback: 'Yaxshi.' }),
        },
        1,
      ),
    );
  }
  await summary(
    'grade',
    grades.map((r) => r.ms),
    grades.map((r) => r.status),
  );
} finally {
  server.child.kill('SIGTERM');
}
