import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadDataConfig } from '../config';
import { createDb } from '../db/database';
import { makePdf } from '../demo/sample-files';
import { createFileStore } from '../storage/create-file-store';
import { SCHOOL_PASSWORD, seedSchoolInto } from '../tools/seed-school';
import { testDatabases } from './context';
import { multipart } from './http';
import { createScratchDatabase } from './postgres';
import { buildCompiledServer, startServer, type ServerProcess } from './server-process';

/**
 * The real server, killed with SIGKILL in the middle of twenty uploads and twenty gradings, then
 * started again on the same data: whatever was answered 201/200 is there with its file, rows and
 * stored files agree, no temp upload is left, and the server answers within 5 s.
 */

const UPLOADS = 20;
const GRADINGS = 20;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

async function call(base: string, token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as { data: any } };
}

async function signIn(base: string, email: string) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: SCHOOL_PASSWORD }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A PDF of about 1.5 MB that only this upload has. */
const answerFile = (index: number) =>
  Buffer.concat([makePdf([`Javob ${index}: ${Math.random()}`]), Buffer.alloc(1_500_000, 0x20 + (index % 60))]);

/** Sends a multipart body; `slow` trickles it over seconds so the crash finds it half-sent. */
function upload(base: string, token: string, taskId: string, content: Buffer, slow: boolean) {
  const { payload, headers } = multipart([{ name: 'file', filename: 'javob.pdf', content }]);
  const chunks = slow ? 40 : 1;
  const size = Math.ceil(payload.length / chunks);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent > 0 && slow) await new Promise((resolve) => setTimeout(resolve, 150));
      if (sent >= payload.length) return controller.close();
      controller.enqueue(payload.subarray(sent, sent + size));
      sent += size;
    },
  });
  return fetch(`${base}/api/submissions/${taskId}`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body,
    duplex: 'half',
  } as RequestInit);
}

// The server as it ships, compiled once for this file into a folder of its own (test files run
// side by side and must not rebuild apps/api/dist under each other).
let compiled: Awaited<ReturnType<typeof buildCompiledServer>>;
beforeAll(async () => {
  compiled = await buildCompiledServer();
}, 120_000);
afterAll(async () => compiled?.remove());

describe.each(testDatabases)('a crash in the middle of uploads and gradings on %s', (kind) => {
  it(
    'loses nothing answered, leaves rows and files agreeing, and is back within 5 s',
    { timeout: 180_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-crash-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const scratch =
        kind === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'sinfxona_crash') : null;
      if (scratch) cleanups.push(() => scratch.drop());
      const school = await seedSchoolInto(dataDir, scratch?.url, {
        students: 30,
        classes: 1,
        teachers: 1,
        tasks: 3,
        submissions: 60,
      });
      const start = () =>
        startServer({
          serverJs: compiled.serverJs,
          dataDir,
          databaseUrl: scratch?.url,
          logLevel: 'info',
          captureLog: true,
        });
      const first: ServerProcess = await start();
      cleanups.push(() => first.stop('SIGKILL'));

      const teacher = await signIn(first.base, school.teacherEmail);
      const classId = (await call(first.base, teacher, 'GET', '/api/classes')).body.data.classes[0]._id as string;
      const form = new FormData();
      form.append('classId', classId);
      form.append('title', 'Nazorat ishi');
      form.append('description', "Yechimni PDF ko'rinishida yuklang.");
      form.append('deadline', new Date(Date.now() + 7 * 86_400_000).toISOString());
      const created = await fetch(`${first.base}/api/tasks`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${teacher}` },
      });
      const taskId = ((await created.json()) as { data: { task: { _id: string } } }).data.task._id;
      const roster = (await call(first.base, teacher, 'GET', `/api/classes/${classId}/students?limit=${UPLOADS}`)).body
        .data.users as { email: string }[];
      const tokens = await Promise.all(roster.map((student) => signIn(first.base, student.email)));
      const toGrade = (await call(first.base, teacher, 'GET', `/api/submissions?limit=${GRADINGS}`)).body.data
        .submissions as { _id: string }[];
      expect(tokens).toHaveLength(UPLOADS);
      expect(toGrade).toHaveLength(GRADINGS);

      // Twenty uploads (half of them trickling) and twenty gradings at once; SIGKILL once a few are answered.
      const uploaded = new Map<string, Buffer>();
      const graded = new Map<string, number>();
      let answered = 0;
      const requests = [
        ...tokens.map(async (token, index) => {
          const content = answerFile(index);
          const response = await upload(first.base, token, taskId, content, index % 2 === 1);
          if (response.status === 201) {
            uploaded.set(
              ((await response.json()) as { data: { submission: { _id: string } } }).data.submission._id,
              content,
            );
            answered += 1;
          }
        }),
        ...toGrade.map(async (submission, index) => {
          // Spread over three seconds, so the crash finds gradings done, under way and not yet sent.
          await new Promise((resolve) => setTimeout(resolve, index * 150));
          const score = 40 + index;
          const response = await call(first.base, teacher, 'PUT', `/api/submissions/${submission._id}/grade`, {
            score,
            feedback: 'Tekshirildi',
          });
          if (response.status === 200) {
            graded.set(submission._id, score);
            answered += 1;
          }
        }),
      ].map((request) => request.catch(() => undefined));
      // The fast uploads finish in about a second, the trickling ones take six: kill in between.
      for (let waited = 0; (uploaded.size < 5 || graded.size < 5) && waited < 20_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await first.stop('SIGKILL');
      await Promise.all(requests);
      const partsAtCrash = (await readdir(path.join(dataDir, 'tmp'))).filter((name) => name.endsWith('.part'));
      // The crash really came mid-way: some uploads were answered, some were still arriving.
      expect(uploaded.size).toBeGreaterThanOrEqual(5);
      expect(graded.size).toBeGreaterThanOrEqual(5);
      expect(uploaded.size).toBeLessThan(UPLOADS);
      expect(partsAtCrash.length).toBeGreaterThan(0);

      const second = await start();
      cleanups.push(() => second.stop());
      expect(second.startMs).toBeLessThanOrEqual(5000);
      await second.waitForLog((line) => line.msg.startsWith('file sweep done'));

      // Every answered upload is there with its very bytes.
      const teacherAgain = await signIn(second.base, school.teacherEmail);
      const listed = (await call(second.base, teacherAgain, 'GET', `/api/submissions/${taskId}?limit=100`)).body.data
        .submissions as { _id: string; fileUrl: string }[];
      const byId = new Map(listed.map((submission) => [submission._id, submission]));
      for (const [id, content] of uploaded) {
        expect(byId.has(id)).toBe(true);
        const download = await fetch(`${second.base}${byId.get(id)!.fileUrl}`);
        expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
      }

      // Every answered grading kept its score; rows and stored files agree both ways; no temp file is left.
      const data = loadDataConfig({}, { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
      const db = createDb(data.database, { onLostConnection: () => {} });
      try {
        const scores = await db.selectFrom('submissions').select(['id', 'score']).execute();
        const scoreOf = new Map(scores.map((row) => [row.id, row.score]));
        for (const [id, score] of graded) expect(scoreOf.get(id)).toBe(score);

        const rows = await db.selectFrom('files').select(['storage_key', 'purged_at']).execute();
        const store = await createFileStore(data.fileStore);
        cleanups.push(() => store.close());
        const missing = [];
        for (const row of rows.filter((file) => file.purged_at === null)) {
          if ((await store.stat(row.storage_key)) === null) missing.push(row.storage_key);
        }
        expect(missing).toEqual([]);
        const named = new Set(rows.map((row) => row.storage_key));
        const stray = [];
        for await (const key of store.list()) if (!named.has(key)) stray.push(key);
        expect(stray).toEqual([]);
        expect((await readdir(path.join(dataDir, 'tmp'))).filter((name) => name.endsWith('.part'))).toEqual([]);
        console.log(
          `crash recovery on ${kind}: ${answered} answered before SIGKILL (${uploaded.size} uploads, ${graded.size} gradings), ${partsAtCrash.length} half-sent uploads left as .part; restarted in ${second.startMs} ms; ${rows.length} file rows, 0 missing, 0 stray, 0 .part after the sweep`,
        );
      } finally {
        await db.destroy();
      }
    },
  );
});
