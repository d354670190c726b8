/**
 * `npm run bench:web`: Lighthouse's mobile profile (simulated slow 4G, 4× CPU slowdown) on the
 * landing page, sign-in and both dashboards, against the production build served as `npm start`
 * serves it, in Debian's Chromium. Prints performance, FCP, LCP, TBT, the JavaScript each page
 * loads (raw and as transferred), accessibility and best practices.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
// @ts-expect-error a plain .mjs helper shared with scripts/start.mjs
import { ensureServerBuild, serverArgs } from '../scripts/lib/server-command.mjs';
import { SCHOOL_PASSWORD, seedSchoolInto } from '../apps/api/src/tools/seed-school';
// @ts-expect-error a plain .mjs helper shared with scripts/start.mjs
import { ensureWebBuild } from '../scripts/lib/web-build.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    json: { type: 'string' },
    // `--only /login,/student/dashboard`: just these pages; `--reports DIR`: each full Lighthouse report;
    // `--traces DIR`: each page's Chromium trace as Lighthouse recorded it (open it in DevTools' Performance panel).
    only: { type: 'string' },
    reports: { type: 'string' },
    traces: { type: 'string' },
    // `--school`: the dashboards of a teacher and a student of a whole seeded school (2,000
    // students, 70 classes, 300 tasks, 100,000 submissions) instead of a class of one.
    school: { type: 'boolean', default: false },
  },
});
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The school `--school` seeds: `npm run bench`'s scale 1. */
const SCHOOL = { students: 2000, classes: 70, teachers: 40, tasks: 300, submissions: 100_000 };
/** How long Chromium is left to finish its own start-up before an audit. */
const CHROMIUM_SETTLE_MS = 5_000;
/** How many runs of each page have had their report or trace written. */
const runsSaved = new Map<string, number>();

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function api(base: string, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
  return (await response.json()) as { data: Record<string, any> };
}

/** A teacher with a class, a task and a student's work, so the dashboards have something to draw. */
async function seed(base: string) {
  const register = async (role: string, fullName: string) =>
    (
      await api(base, 'POST', '/api/auth/register', {
        fullName,
        email: `${role}@bench.uz`,
        password: 'parol123',
        role,
      })
    ).data;
  const teacher = await register('teacher', 'Anvar Tursunov');
  const student = await register('student', 'Aziza Karimova');
  const schoolClass = (await api(base, 'POST', '/api/classes', { name: '7-A Algebra' }, teacher.token)).data.class;
  await api(base, 'POST', `/api/classes/${schoolClass._id}/students`, { email: 'student@bench.uz' }, teacher.token);
  await api(base, 'POST', `/api/classes/${schoolClass._id}/accept`, {}, student.token);
  const form = new FormData();
  form.set('classId', schoolClass._id);
  form.set('title', 'Kasrlarni qo‘shish');
  form.set('description', 'Darslikdagi 45–52-mashqlarni bajaring.');
  form.set('deadline', new Date(Date.now() + 7 * 86_400_000).toISOString());
  const created = await fetch(`${base}/api/tasks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${teacher.token}` },
    body: form,
  });
  if (created.status !== 201) throw new Error(`creating a task answered ${created.status}`);
  // What signing in keeps in localStorage: the token and the user beside it.
  const session = (account: Record<string, any>): Session => ({ token: account.token, user: account.user });
  return { teacher: session(teacher), student: session(student) };
}

/** Signs in as the teacher and a student of the largest class of a school seeded into `dataDir`. */
async function schoolSessions(base: string, dataDir: string) {
  const school = await seedSchoolInto(dataDir, undefined, SCHOOL);
  const session = async (email: string): Promise<Session> => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: SCHOOL_PASSWORD }),
    });
    if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
    const { data } = (await response.json()) as { data: Session };
    return { token: data.token, user: data.user };
  };
  return { teacher: await session(school.teacherEmail), student: await session(school.studentEmail) };
}

interface Row {
  page: string;
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  jsRaw: number;
  jsSent: number;
  accessibility: number;
  bestPractices: number;
}

interface Session {
  token: string;
  user: unknown;
}

async function audit(port: number, url: string, session: Session | null): Promise<Row> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    // Headless Chromium spends its first seconds on its own pages (the omnibox's WebUI renderers:
    // 150-400 ms of CPU, measured per process), which on two cores slowed the page being audited;
    // a phone's browser is long started when the page is opened.
    await new Promise((resolve) => setTimeout(resolve, CHROMIUM_SETTLE_MS));
    if (session) {
      // The session goes into localStorage from a page that loads no asset, so the audit still
      // starts with a cold HTTP cache (storage reset is off, or the session would be wiped).
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${new URL(url).origin}/api/health`);
      await page.evaluate(
        `localStorage.setItem('token', ${JSON.stringify(session.token)}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session))})`,
      );
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: session !== null,
      },
      undefined,
    );
    const lhr = result!.lhr;
    // One file per run (`_teacher_dashboard.2.json`), so the runs behind a median can be compared.
    const page = new URL(url).pathname.replace(/\W+/g, '_').replace(/^_$/, 'root');
    const name = `${page}.${(runsSaved.get(page) ?? 0) + 1}`;
    if (args.reports || args.traces) runsSaved.set(page, (runsSaved.get(page) ?? 0) + 1);
    if (args.reports) {
      await mkdir(args.reports, { recursive: true });
      await writeFile(path.join(args.reports, `${name}.json`), JSON.stringify(lhr));
    }
    if (args.traces) {
      await mkdir(args.traces, { recursive: true });
      await writeFile(path.join(args.traces, `${name}.trace.json`), JSON.stringify(result!.artifacts.Trace));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const requests = (lhr.audits['network-requests']?.details as { items?: any[] } | undefined)?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    return {
      page: new URL(url).pathname,
      performance: score('performance'),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      jsRaw: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
      jsSent: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
    };
  } finally {
    chrome.kill();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const s = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  // As `npm start` does: a fresh checkout has neither build yet.
  ensureWebBuild();
  await ensureServerBuild();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-web-bench-'));
  const port = await freePort();
  const server = spawn(process.execPath, serverArgs(), {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The JSON log of a deployed server, not the terminal's pino-pretty worker.
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const base = `http://localhost:${port}`;
    for (let i = 0; ; i += 1) {
      if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
      if (i > 300) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const tokens = args.school ? await schoolSessions(base, dataDir) : await seed(base);
    const pages: [string, Session | null][] = [
      ['/', null],
      ['/login', null],
      ['/student/dashboard', tokens.student],
      ['/teacher/dashboard', tokens.teacher],
    ];
    const rows: (Row & { scores: number[] })[] = [];
    const only = args.only?.split(',');
    for (const [page, session] of pages.filter(([page]) => !only || only.includes(page))) {
      const runs: Row[] = [];
      for (let run = 0; run < Number(args.runs); run += 1)
        runs.push(
          // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is taken again, once.
          await audit(port, `${base}${page}`, session).catch(() => audit(port, `${base}${page}`, session)),
        );
      // The median run by performance score, so one noisy run on a shared machine doesn't decide.
      const scores = runs.map((row) => row.performance);
      rows.push({ ...runs.find((row) => row.performance === median(scores))!, scores });
    }
    console.log('\nLighthouse, mobile profile (simulated slow 4G, 4× CPU), Chromium at', CHROMIUM);
    console.log(
      '| page | performance | FCP | LCP | TBT | JS (raw / sent) | accessibility | best practices | every run (performance) |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      console.log(
        `| \`${row.page}\` | ${row.performance} | ${s(row.fcp)} | ${s(row.lcp)} | ${row.tbt} ms | ${kb(row.jsRaw)} / ${kb(row.jsSent)} | ${row.accessibility} | ${row.bestPractices} | ${row.scores.join(', ')} |`,
      );
    }
    if (args.json) await writeFile(args.json, JSON.stringify(rows, null, 2));
  } finally {
    server.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
