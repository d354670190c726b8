/**
 * `node --import tsx bench/explain-reads.ts (--data-dir DIR | --database-url URL) [--runs 50]`
 *
 * Runs each read the benchmark loads (as a pupil and as a teacher of a seeded school, e.g. the
 * folder `npm run bench -- --data-dir DIR` keeps) through the services, records every SQL query it
 * sends, and prints for each: its median time over `--runs` runs and its plan (SQLite's
 * `EXPLAIN QUERY PLAN`, PostgreSQL's `EXPLAIN ANALYZE`), so a slow list or figure shows which
 * query and which scan to fix.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CompiledQuery } from 'kysely';
import type { Actor, Deps } from '../apps/api/src/deps';
import { createDb, type Db } from '../apps/api/src/db/database';
import { loadConfig } from '../apps/api/src/config';
import { UrlSigner } from '../apps/api/src/storage/url-signer';
import { findUserById } from '../apps/api/src/modules/users/queries';
import { liveSessionIds } from '../apps/api/src/modules/sessions/queries';
import { listTasks } from '../apps/api/src/modules/tasks/service';
import { getMyProgress, getTaskStats, getTeacherStats, listUsers } from '../apps/api/src/modules/stats/service';
import { listMySubmissions, listSubmissions, listTaskSubmissions } from '../apps/api/src/modules/submissions/service';
import { listVideos } from '../apps/api/src/modules/videos/service';
import { listClasses } from '../apps/api/src/modules/classes/service';

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    runs: { type: 'string', default: '50' },
    only: { type: 'string' },
  },
});
if (!args['data-dir'] === !args['database-url']) throw new Error('give --data-dir (SQLite) or --database-url');
const runs = Number(args.runs);
const postgres = Boolean(args['database-url']);

const config = loadConfig({
  DATA_DIR: path.resolve(args['data-dir'] ?? '.tmp/explain'),
  JWT_SECRET: 'explain-secret-explain-secret-explain-00',
  LOG_LEVEL: 'silent',
  ...(args['database-url'] ? { DATABASE_URL: args['database-url'] } : {}),
});
const plain = createDb(config.database);
// Every query a read sends, in order, while `recording` is set.
let recording: CompiledQuery[] | null = null;
const db: Db = plain;
// The builders share the database's executor: wrapping it records each compiled query.
const executor = db.getExecutor();
const originalExecute = executor.executeQuery.bind(executor);
Object.assign(executor, {
  executeQuery: (query: CompiledQuery, id: unknown) => {
    recording?.push(query);
    return (originalExecute as (q: CompiledQuery, i: unknown) => Promise<unknown>)(query, id);
  },
});

const deps = { db, config, signer: new UrlSigner('explain:files', 3600) } as unknown as Deps;

/** The school's busiest pupil and teacher (as `npm run bench` keeps them), else the first of each. */
const kept = args['data-dir'] ? path.join(args['data-dir'], 'bench-school.json') : null;
const school: { studentEmail: string; teacherEmail: string } =
  kept && existsSync(kept)
    ? JSON.parse(await readFile(kept, 'utf8'))
    : { studentEmail: 'student1@maktab.uz', teacherEmail: 'teacher1@maktab.uz' };

async function actorOf(email: string): Promise<Actor> {
  const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  return { id: user.id, role: user.role, fullName: user.full_name, email: user.email };
}

const student = await actorOf(school.studentEmail);
const teacher = await actorOf(school.teacherEmail);
const classId = (await listClasses(deps, teacher, { archived: false }))[0]!._id;
const taskId = (await listTasks(deps, teacher, { classId, page: 1, limit: 1 } as never)).tasks[0]!._id;

const today = new Date();
const monthRange = {
  deadlineFrom: new Date(today.getFullYear(), today.getMonth(), 1).toISOString(),
  deadlineTo: new Date(today.getFullYear(), today.getMonth() + 1, 1).toISOString(),
};

const reads: [string, () => Promise<unknown>][] = [
  ['account lookup', async () => [await findUserById(db, student.id), await liveSessionIds(db, student.id)]],
  ['student tasks', () => listTasks(deps, student, { page: 1, limit: 20 } as never)],
  [
    'student tasks not handed in',
    () => listTasks(deps, student, { page: 1, limit: 20, status: 'notSubmitted' } as never),
  ],
  ["student calendar's month", () => listTasks(deps, student, { page: 1, limit: 100, ...monthRange } as never)],
  ['student progress', () => getMyProgress(deps, student)],
  ['student my submissions', () => listMySubmissions(deps, student, { page: 1, limit: 10 })],
  ['student videos', () => listVideos(deps, student, { page: 1, limit: 10 })],
  ['student classes', () => listClasses(deps, student, { archived: false })],
  ['teacher dashboard figures', () => getTeacherStats(deps, teacher, {} as never)],
  ['teacher recent submissions', () => listSubmissions(deps, teacher, { sort: 'recent', page: 1, limit: 5 })],
  ['teacher students page 7', () => listUsers(deps, teacher, { page: 7, limit: 20, role: 'student' } as never)],
  ['teacher tasks', () => listTasks(deps, teacher, { page: 1, limit: 10 } as never)],
  ["teacher a task's submissions", () => listTaskSubmissions(deps, teacher, { taskId, page: 1, limit: 100 })],
  ['teacher task figures', () => getTaskStats(deps, teacher, { id: taskId })],
  [
    'teacher class roster page 3',
    () => listUsers(deps, teacher, { classId, page: 3, limit: 20, role: 'student' } as never),
  ],
  [
    'teacher grading queue',
    () => listSubmissions(deps, teacher, { status: 'pending', sort: 'oldest', page: 1, limit: 1 }),
  ],
];

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const [name, read] of reads) {
  if (args.only && !new RegExp(args.only, 'i').test(name)) continue;
  recording = [];
  await read();
  const queries = recording;
  recording = null;
  const whole: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await read();
    whole.push(performance.now() - started);
  }
  console.log(`\n## ${name}: ${queries.length} queries, ${median(whole).toFixed(2)} ms (median of ${runs})`);
  for (const query of queries) {
    const times: number[] = [];
    for (let i = 0; i < Math.min(runs, 20); i += 1) {
      const started = performance.now();
      await plain.executeQuery(query);
      times.push(performance.now() - started);
    }
    console.log(`\n- ${median(times).toFixed(2)} ms: ${query.sql.slice(0, 600)}`);
    const explained = await plain.executeQuery<Record<string, unknown>>({
      ...query,
      sql: `${postgres ? 'explain (analyze, buffers off)' : 'explain query plan'} ${query.sql}`,
    });
    for (const row of explained.rows) console.log(`    ${String(postgres ? row['QUERY PLAN'] : row.detail)}`);
  }
}
await plain.destroy();
