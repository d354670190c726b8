import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createDb } from './db/database';
import { makePdf } from './demo/sample-files';
import { LocalFileStore } from './storage/local-file-store';
import { createRemoteClass, registerRemote, slowUpload, taskBody } from './test/remote';
import { buildCompiledServer, startServerProcess, type StartedProcess as ServerProcess } from './test/server-process';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const aPdf = () => Buffer.concat([makePdf(['yarim yuklangan']), Buffer.alloc(2 * 1024 * 1024, 7)]);

describe('graceful shutdown of the compiled server', () => {
  let build: Awaited<ReturnType<typeof buildCompiledServer>>;
  const dirs: string[] = [];
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    build = await buildCompiledServer();
  });
  afterEach(async () => {
    for (const server of running.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  afterAll(async () => build?.remove());

  const start = async (env: Record<string, string>) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-shutdown-'));
    dirs.push(dataDir);
    const server = await startServerProcess(build.serverJs, { DATA_DIR: dataDir, ...env }, { detached: true });
    running.push(server);
    return { server, dataDir };
  };
  /** What the stopped server left: file rows, stored objects, temp files. */
  const leftBehind = async (dataDir: string) => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const db = createDb(config.database);
    try {
      const rows = await db.selectFrom('files').select(['storage_key', 'size']).execute();
      const store = new LocalFileStore(path.join(dataDir, 'files'));
      const stored: string[] = [];
      for await (const key of store.list()) stored.push(key);
      const temp = await readdir(path.join(dataDir, 'tmp')).catch(() => []);
      return { rows, stored, temp, store };
    } finally {
      await db.destroy();
    }
  };

  it('finishes an upload under way though SIGTERM comes twice to the process group and SIGINT after, refusing new connections meanwhile', async () => {
    const { server, dataDir } = await start({ SHUTDOWN_TIMEOUT_MS: '20000' });
    const teacher = await registerRemote(server.url, 'teacher');
    const classId = await createRemoteClass(server.url, teacher);
    const body = taskBody(classId, aPdf());
    const upload = slowUpload(server.url, '/api/tasks', teacher.token, body);
    await pause(300);

    const group = -server.child.pid!;
    process.kill(group, 'SIGTERM');
    await pause(100);
    process.kill(group, 'SIGTERM');
    process.kill(server.child.pid!, 'SIGINT');
    await pause(300);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    expect(server.child.exitCode).toBeNull();

    upload.finish();
    const answer = await upload.response;
    expect(answer.status).toBe(201);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM received: accepting no new connections/);
    expect(server.output()).toMatch(/received again: still finishing/);
    expect(server.output()).toMatch(/shutdown complete/);

    const { rows, stored, temp, store } = await leftBehind(dataDir);
    expect(rows).toHaveLength(1);
    expect(stored).toEqual([rows[0]!.storage_key]);
    expect((await store.stat(rows[0]!.storage_key))?.size).toBe(rows[0]!.size);
    expect(temp).toEqual([]);
  });

  it('cuts off an upload that outlasts SHUTDOWN_TIMEOUT_MS cleanly: no row, no stored file, no temp file', async () => {
    const { server, dataDir } = await start({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const teacher = await registerRemote(server.url, 'teacher');
    const classId = await createRemoteClass(server.url, teacher);
    const upload = slowUpload(server.url, '/api/tasks', teacher.token, taskBody(classId, aPdf()));
    await pause(300);
    const stopped = Date.now();
    server.child.kill('SIGTERM');
    await expect(upload.response).rejects.toThrow();
    expect(await server.exited).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(8_000);
    expect(server.output()).toMatch(/still under way after 1000 ms are cut off/);

    const { rows, stored, temp } = await leftBehind(dataDir);
    expect(rows).toEqual([]);
    expect(stored).toEqual([]);
    expect(temp.filter((name) => name.endsWith('.part'))).toEqual([]);
  });
});
