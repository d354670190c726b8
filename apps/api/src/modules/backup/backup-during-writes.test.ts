import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../demo/sample-files';
import { testDatabases } from '../../test/context';
import { createScratchDatabase } from '../../test/postgres';
import { buildCompiledServer, startServer, type ServerProcess } from '../../test/server-process';
import { SCHOOL_PASSWORD, seedSchoolInto } from '../../tools/seed-school';

/**
 * `npm run backup` against the real server while ten clients keep submitting and grading, then
 * `npm run restore` into a new place and a server there: everything answered before the backup
 * started is in it, byte for byte and grade for grade.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

/** Runs one of the project's command-line tools as `npm run` does; resolves with its output. */
function runTool(tool: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/tools', tool), ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: '', ...env },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${tool} failed: ${output}`))));
  });
}

type Api = (method: string, url: string, body?: unknown) => Promise<{ status: number; data: any }>;

async function signIn(base: string, email: string): Promise<Api> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: SCHOOL_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return async (method, url, body) => {
    const form = body instanceof FormData;
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body && !form ? { 'content-type': 'application/json' } : {}) },
      body: form ? body : body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, data: ((await response.json()) as { data: unknown }).data };
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The server as it ships, compiled once for this file into a folder of its own (test files run
// side by side and must not rebuild apps/api/dist under each other).
let compiled: Awaited<ReturnType<typeof buildCompiledServer>>;
beforeAll(async () => {
  compiled = await buildCompiledServer();
}, 120_000);
afterAll(async () => compiled?.remove());

describe.each(testDatabases)('a backup taken while clients write, on %s', (kind) => {
  it(
    'restores everything answered before it started, byte for byte and grade for grade',
    { timeout: 180_000 },
    async () => {
      const source = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-live-'));
      const restoredDir = path.join(source, 'restored');
      const dataDir = path.join(source, 'data');
      const archive = path.join(source, 'school.tar.gz');
      cleanups.push(() => rm(source, { recursive: true, force: true }));
      const scratch = async () => {
        if (kind !== 'postgres') return undefined;
        const database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'sinfxona_live');
        cleanups.push(() => database.drop());
        return database.url;
      };
      const [sourceDb, targetDb] = [await scratch(), await scratch()];
      const school = await seedSchoolInto(dataDir, sourceDb, {
        students: 40,
        classes: 1,
        teachers: 1,
        tasks: 4,
        submissions: 80,
      });
      const server: ServerProcess = await startServer({ serverJs: compiled.serverJs, dataDir, databaseUrl: sourceDb });
      cleanups.push(() => server.stop());

      const teacher = await signIn(server.base, school.teacherEmail);
      const classId = (await teacher('GET', '/api/classes')).data.classes[0]._id as string;
      const taskIds: string[] = [];
      for (const title of ['Nazorat ishi 1', 'Nazorat ishi 2']) {
        const form = new FormData();
        form.append('classId', classId);
        form.append('title', title);
        form.append('description', "Yechimni PDF ko'rinishida yuklang.");
        form.append('deadline', new Date(Date.now() + 7 * 86_400_000).toISOString());
        taskIds.push((await teacher('POST', '/api/tasks', form)).data.task._id);
      }
      const roster = (await teacher('GET', `/api/classes/${classId}/students?limit=40`)).data.users as {
        email: string;
      }[];
      const students = await Promise.all(roster.map((student) => signIn(server.base, student.email)));

      // Eight students' clients submit (each for five students, to both new tasks); two teachers'
      // clients grade what is pending, each its own half so no submission is graded twice.
      const handedIn = new Map<string, { file: Buffer; answeredAt: number }>();
      const grades = new Map<string, { score: number; answeredAt: number }>();
      let stop = false;
      const submitter = async (client: number) => {
        for (const taskId of taskIds) {
          for (let n = 0; n < 5 && !stop; n += 1) {
            const index = client * 5 + n;
            const file = makePdf([`Javob: o'quvchi ${index}, vazifa ${taskId}`]);
            const form = new FormData();
            form.append('file', new Blob([file], { type: 'application/pdf' }), 'javob.pdf');
            const response = await students[index]!('POST', `/api/submissions/${taskId}`, form);
            if (response.status === 201) handedIn.set(response.data.submission._id, { file, answeredAt: Date.now() });
            await pause(150);
          }
        }
      };
      const grader = async (half: number) => {
        while (!stop) {
          const pending = (await teacher('GET', '/api/submissions?status=pending&limit=20')).data.submissions as {
            _id: string;
          }[];
          for (const { _id: id } of pending.filter((s) => s._id.charCodeAt(0) % 2 === half && !grades.has(s._id))) {
            const score = 50 + (id.charCodeAt(1) % 50);
            const response = await teacher('PUT', `/api/submissions/${id}/grade`, { score, feedback: 'Yaxshi' });
            if (response.status === 200) grades.set(id, { score, answeredAt: Date.now() });
          }
          await pause(100);
        }
      };
      const clients = [...[0, 1, 2, 3, 4, 5, 6, 7].map(submitter), grader(0), grader(1)];

      await pause(1500);
      const backupStarted = Date.now();
      const printed = await runTool('backup.ts', ['--out', archive], {
        DATA_DIR: dataDir,
        ...(sourceDb ? { DATABASE_URL: sourceDb } : {}),
      });
      const backupEnded = Date.now();
      await pause(500);
      stop = true;
      await Promise.all(clients);
      await server.stop();
      expect(printed).toMatch(/Backup written/);
      const writtenDuring = [...handedIn.values(), ...grades.values()].filter(
        (write) => write.answeredAt >= backupStarted && write.answeredAt <= backupEnded,
      ).length;
      // The clients really were writing while the backup ran.
      expect(writtenDuring).toBeGreaterThan(0);

      expect(await runTool('backup.ts', ['--verify', archive], {})).toMatch(/is sound/);
      expect(
        await runTool('restore.ts', [archive, '--data-dir', restoredDir], targetDb ? { DATABASE_URL: targetDb } : {}),
      ).toMatch(/Restored and verified/);
      const restored = await startServer({ serverJs: compiled.serverJs, dataDir: restoredDir, databaseUrl: targetDb });
      cleanups.push(() => restored.stop());

      const teacherThere = await signIn(restored.base, school.teacherEmail);
      const found = new Map<string, { fileUrl: string; score: number | null }>();
      for (const taskId of taskIds) {
        const list = (await teacherThere('GET', `/api/submissions/${taskId}?limit=100`)).data.submissions as {
          _id: string;
          fileUrl: string;
          score: number | null;
        }[];
        for (const submission of list) found.set(submission._id, submission);
      }
      const scoreThere = new Map<string, number>();
      for (let page = 1; ; page += 1) {
        const { submissions, pagination } = (
          await teacherThere('GET', `/api/submissions?status=graded&limit=100&page=${page}`)
        ).data as { submissions: { _id: string; score: number }[]; pagination: { pages: number } };
        for (const submission of submissions) scoreThere.set(submission._id, submission.score);
        if (page >= pagination.pages) break;
      }

      let before = 0;
      let restoredLater = 0;
      for (const [id, { file, answeredAt }] of handedIn) {
        if (answeredAt < backupStarted) {
          before += 1;
          expect(found.has(id)).toBe(true);
        }
        if (!found.has(id)) continue;
        if (answeredAt >= backupStarted) restoredLater += 1;
        const download = await fetch(`${restored.base}${found.get(id)!.fileUrl}`);
        expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
      }
      let gradesBefore = 0;
      for (const [id, { score, answeredAt }] of grades) {
        if (answeredAt < backupStarted) {
          gradesBefore += 1;
          expect(scoreThere.get(id)).toBe(score);
        } else if (scoreThere.has(id)) {
          expect(scoreThere.get(id)).toBe(score);
        }
      }
      expect(before).toBeGreaterThan(0);
      expect(gradesBefore).toBeGreaterThan(0);
      console.log(
        `backup during writes on ${kind}: ${handedIn.size} submissions and ${grades.size} grades answered in all, ${writtenDuring} of them while the backup ran (${((backupEnded - backupStarted) / 1000).toFixed(1)} s); restored: all ${before} submissions answered 201 before the backup started, byte-identical, plus ${restoredLater} answered after it started; all ${gradesBefore} grades answered before it started.`,
      );
    },
  );
});
