import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createDb, type Db } from './db/database';
import { makePdf } from './demo/sample-files';
import { multipart } from './test/http';
import { createScratchDatabase } from './test/postgres';
import { TEST_REDIS_URL, canRun, dropKeys, probeRedis, testKeyPrefix } from './test/redis';
import { call, createRemoteClass, download, postMultipart, registerRemote, slowUpload, taskBody } from './test/remote';
import { startS3, type TestS3 } from './test/s3';
import { buildCompiledServer, startServerProcess, type StartedProcess as ServerProcess } from './test/server-process';
import { S3FileStore } from './storage/s3-file-store';

/** Why this test cannot run here, or null when PostgreSQL and Redis both answer. */
async function missingServices(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return 'TEST_DATABASE_URL is not set (the instances share one PostgreSQL database)';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
  } catch (error) {
    return `PostgreSQL at TEST_DATABASE_URL does not answer (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = await probeRedis();
  return redis.ok ? null : redis.why;
}

const servicesAnswer = canRun('the two-instance test', await missingServices());

/** A PDF (by its magic bytes) of about `megabytes` MB of random bytes. */
const pdfOf = (megabytes: number) => Buffer.concat([makePdf(['ikki nusxa']), randomBytes(megabytes * 1024 * 1024)]);

describe.runIf(servicesAnswer)('two server processes sharing PostgreSQL, one S3 bucket and Redis', () => {
  let build: Awaited<ReturnType<typeof buildCompiledServer>>;
  let s3: TestS3;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: Db;
  let bucket: S3FileStore;
  const prefix = testKeyPrefix();
  const dataDirs: string[] = [];

  beforeAll(async () => {
    build = await buildCompiledServer();
    s3 = await startS3('sinfxona-two');
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'sinfxona_two');
    const shared = {
      DATABASE_URL: scratch.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      SHUTDOWN_TIMEOUT_MS: '20000',
      ...s3.env,
    };
    const instance = async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-instance-'));
      dataDirs.push(dataDir);
      return startServerProcess(build.serverJs, { ...shared, DATA_DIR: dataDir });
    };
    // Both start at once: both run the migrations on the one database, as a rolling deploy does.
    [a, b] = await Promise.all([instance(), instance()]);
    db = createDb({ kind: 'postgres', url: scratch.url });
    bucket = new S3FileStore(loadConfig({ DATA_DIR: dataDirs[0]!, ...s3.env }).s3!);
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await bucket?.close();
    await db?.destroy();
    await scratch?.drop();
    await s3?.stop();
    await dropKeys(prefix);
    await build?.remove();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('reports both instances healthy on the shared stores', async () => {
    for (const server of [a, b]) {
      expect((await call(server.url, 'GET', '/api/health')).body.data).toEqual({
        status: 'ok',
        database: 'postgres',
        fileStore: 's3',
        fileStoreStatus: 'ok',
        redis: 'ok',
        backup: null,
      });
    }
  });

  it('accepts a token issued by A on B', async () => {
    const teacher = await registerRemote(a.url, 'teacher');
    const profile = await call(b.url, 'GET', '/api/auth/profile', teacher.token);
    expect(profile.status).toBe(200);
    expect(profile.body.data.user.email).toBe(teacher.email);
  });

  it('serves a task file uploaded through A byte for byte through B’s signed link', async () => {
    const teacher = await registerRemote(a.url, 'teacher');
    const classId = await createRemoteClass(a.url, teacher);
    const content = pdfOf(7);
    const created = await postMultipart(a.url, '/api/tasks', teacher.token, taskBody(classId, content));
    expect(created.status).toBe(201);
    const seenByB = await call(b.url, 'GET', `/api/tasks/${created.body.data.task._id}`, teacher.token);
    const fetched = await download(b.url, seenByB.body.data.task.file.fileUrl);
    expect(fetched.status).toBe(200);
    expect(fetched.bytes.equals(content)).toBe(true);
  });

  it('lets a student submit through B and the teacher grade through A', async () => {
    const teacher = await registerRemote(a.url, 'teacher');
    const student = await registerRemote(b.url, 'student');
    const classId = await createRemoteClass(a.url, teacher, [student]);
    const task = (await postMultipart(a.url, '/api/tasks', teacher.token, taskBody(classId, pdfOf(0.1)))).body.data
      .task;
    const work = pdfOf(1);
    const submitted = await postMultipart(
      b.url,
      `/api/submissions/${task._id}`,
      student.token,
      multipart([
        { name: 'file', filename: 'yechim.pdf', content: work },
        { name: 'textResponse', value: 'Yechimim ilova qilindi.' },
      ]),
    );
    expect(submitted.status).toBe(201);
    const listed = await call(a.url, 'GET', `/api/submissions/${task._id}`, teacher.token);
    expect(listed.body.data.submissions.map((s: { studentName: string }) => s.studentName)).toHaveLength(1);
    const submission = listed.body.data.submissions[0];
    expect((await download(a.url, submission.fileUrl)).bytes.equals(work)).toBe(true);
    const graded = await call(a.url, 'PUT', `/api/submissions/${submission._id}/grade`, teacher.token, {
      score: 92,
      feedback: "A'lo!",
    });
    expect(graded.status).toBe(200);
    const mine = await call(b.url, 'GET', '/api/submissions/my', student.token);
    expect(mine.body.data.submissions[0]).toMatchObject({ isGraded: true, score: 92, feedback: "A'lo!" });
  });

  it('adds sign-in failures against A and B up to one budget', async () => {
    const student = await registerRemote(a.url, 'student');
    const login = (server: ServerProcess, password: string) =>
      call(server.url, 'POST', '/api/auth/login', undefined, { email: student.email, password });
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a]) statuses.push((await login(server, 'xato-parol')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // Five between them: the sixth waits on either instance, even with the right password.
    expect((await login(b, student.password)).status).toBe(429);
    expect((await login(a, student.password)).status).toBe(429);
  });

  it('finishes an upload through A that SIGTERM interrupts, with no half file and no row without its file, while B keeps serving', async () => {
    const teacher = await registerRemote(b.url, 'teacher');
    const classId = await createRemoteClass(b.url, teacher);
    const content = pdfOf(8);
    const upload = slowUpload(
      a.url,
      '/api/tasks',
      teacher.token,
      taskBody(classId, content, 'Qayta ishga tushirishda'),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    a.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));

    // A takes no new connections; B serves as usual.
    await expect(fetch(`${a.url}/api/health`)).rejects.toThrow();
    expect((await call(b.url, 'GET', '/api/health')).status).toBe(200);
    expect((await call(b.url, 'GET', `/api/tasks?classId=${classId}`, teacher.token)).status).toBe(200);

    upload.finish();
    const answer = await upload.response.then(
      (response) => response,
      (error: Error) => ({ status: 0, body: error.message }),
    );
    expect(await a.exited).toBe(0);
    // With SHUTDOWN_TIMEOUT_MS of 20 s the upload under way completes, and B serves its file.
    expect(answer.status).toBe(201);
    const task = JSON.parse(answer.body).data.task;
    const link = (await call(b.url, 'GET', `/api/tasks/${task._id}`, teacher.token)).body.data.task.file.fileUrl;
    expect((await download(b.url, link)).bytes.equals(content)).toBe(true);
    // Every row has its whole object in the bucket, and every object its row.
    const rows = await db.selectFrom('files').select(['storage_key', 'size']).execute();
    const objects: string[] = [];
    for await (const key of bucket.list()) objects.push(key);
    expect(objects.sort()).toEqual(rows.map((row) => row.storage_key).sort());
    for (const row of rows) expect((await bucket.stat(row.storage_key))?.size).toBe(row.size);
    expect(a.output()).toMatch(/SIGTERM received: accepting no new connections/);
  });
});
