/**
 * `npm run bench`: seeds a school-sized database (thousands of students, tens of thousands of
 * submissions) and times the list and figure endpoints through the real app.
 *   BENCH_STUDENTS (2000), BENCH_TASKS (40), BENCH_REQUESTS (50 per endpoint),
 *   BENCH_DATABASE_URL=postgres://… to run on PostgreSQL instead of SQLite.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDb, migrateToLatest, type Db } from '../apps/api/src/db/database';
import { hashPassword } from '../apps/api/src/modules/auth/passwords';
import { createScratchDatabase } from '../apps/api/src/test/postgres';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const TASKS = Number(process.env.BENCH_TASKS ?? 40);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const PG_URL = process.env.BENCH_DATABASE_URL;

async function seed(db: Db) {
  const now = Date.now();
  const iso = (offsetDays: number) => new Date(now + offsetDays * 86_400_000).toISOString();
  const passwordHash = await hashPassword('parol123');
  const teacherId = randomUUID();
  const fileId = randomUUID();
  await db.insertInto('users').values({ id: teacherId, full_name: 'Bench Teacher', email: 'teacher@bench.uz', password_hash: passwordHash, role: 'teacher', created_at: iso(-200), updated_at: iso(-200) }).execute();
  await db.insertInto('files').values({ id: fileId, storage_key: 'bench-file', original_name: 'work.pdf', mime_type: 'application/pdf', size: 1234, owner_id: teacherId, created_at: iso(-200) }).execute();
  const studentIds = Array.from({ length: STUDENTS }, () => randomUUID());
  for (let i = 0; i < STUDENTS; i += 500) {
    await db
      .insertInto('users')
      .values(studentIds.slice(i, i + 500).map((id, j) => ({ id, full_name: `Student ${i + j}`, email: `s${i + j}@bench.uz`, password_hash: passwordHash, role: 'student' as const, created_at: iso(-180), updated_at: iso(-180) })))
      .execute();
  }
  const taskIds = Array.from({ length: TASKS }, () => randomUUID());
  await db
    .insertInto('tasks')
    .values(taskIds.map((id, i) => ({ id, title: `Task ${i}`, description: `Bench task number ${i} with enough text`, deadline: iso(i - TASKS / 2), file_id: null, created_by: teacherId, created_at: iso(-170 + i), updated_at: iso(-170 + i), deleted_at: null })))
    .execute();
  const rows = [];
  for (const [t, taskId] of taskIds.entries()) {
    for (const [s, studentId] of studentIds.entries()) {
      if ((s * 7 + t * 13) % 10 < 7) {
        const graded = (s + t) % 3 !== 0;
        rows.push({ id: randomUUID(), task_id: taskId, student_id: studentId, file_id: fileId, text_response: null, submitted_at: iso(-150 + ((s + t) % 140)), is_late: 0, score: graded ? 50 + ((s * t) % 51) : null, feedback: graded ? 'ok' : null, graded_at: graded ? iso(-1) : null, graded_by: graded ? teacherId : null });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insertInto('submissions').values(rows.slice(i, i + 1000)).execute();
  return { submissions: rows.length, studentEmail: 's1@bench.uz' };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-bench-'));
  const scratch = PG_URL ? await createScratchDatabase(PG_URL, 'sinfxona_bench') : null;
  const databaseUrl = scratch?.url;
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const db = createDb(config.database);
  await migrateToLatest(db);
  const seedStart = performance.now();
  const seeded = await seed(db);
  console.log(`Seeded ${STUDENTS} students, ${TASKS} tasks, ${seeded.submissions} submissions on ${config.database.kind} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const app = await buildApp({ config, db, dbKind: config.database.kind, logger: false, rateLimits: { authPerIpPerMinute: 1e6, authPerEmailPer15Minutes: 1e6, aiPerUserPerMinute: 1e6 } });
  await app.ready();
  const login = async (email: string) => (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'parol123' } })).json().data.token as string;
  const teacher = await login('teacher@bench.uz');
  const student = await login(seeded.studentEmail);

  const endpoints: [string, string, string][] = [
    ['teacher', '/api/users/stats/teacher', teacher],
    ['teacher', '/api/users?page=7&limit=10', teacher],
    ['teacher', '/api/users?search=student%2019&limit=10', teacher],
    ['teacher', '/api/submissions?sort=recent&limit=5', teacher],
    ['teacher', '/api/tasks?limit=10', teacher],
    ['student', '/api/tasks?limit=10', student],
    ['student', '/api/submissions/progress', student],
    ['student', '/api/submissions/my?limit=10', student],
  ];
  console.log(`\n${'endpoint'.padEnd(48)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
  for (const [role, url, token] of endpoints) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const start = performance.now();
      const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      times.push(performance.now() - start);
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    }
    times.sort((a, b) => a - b);
    console.log(`${`${role} GET ${url}`.padEnd(48)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)} ${times.at(-1)!.toFixed(1).padStart(8)}`);
  }
  await app.close();
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
