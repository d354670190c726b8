import { chmod, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { createClass, createTask, submit } from '../../test/fixtures';
import { registerUser } from '../../test/http';

const modeOf = async (target: string) => (await stat(target)).mode & 0o777;

/** Every path under `root` (folders too), depth first. */
async function walk(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    found.push(full);
    if (entry.isDirectory()) found.push(...(await walk(full)));
  }
  return found;
}

/** Uploads a submission's file through the API. */
async function uploadThroughHttp(ctx: TestContext) {
  const teacher = await registerUser(ctx.app, 'teacher');
  const student = await registerUser(ctx.app, 'student');
  const classId = (await createClass(ctx.app, teacher, [student]))._id;
  const task = await createTask(ctx.app, teacher, { classId, title: 'Kasrlar' });
  await submit(ctx.app, student, task._id, 'Javob');
}

describe('data at rest is private to the server', () => {
  let ctx: TestContext;
  let oldInstall: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    await uploadThroughHttp(ctx);
    // An install made by an older version: everything open to the machine, and a school's own note.
    oldInstall = await createTestContext('sqlite', {
      beforeBuild: async (dataDir) => {
        await chmod(dataDir, 0o755);
        await mkdir(path.join(dataDir, 'files', 'ab'), { recursive: true, mode: 0o755 });
        await writeFile(path.join(dataDir, 'files', 'ab', 'abcdef'), 'x', { mode: 0o644 });
        await writeFile(path.join(dataDir, 'sinfxona.db'), '', { mode: 0o644 });
        await writeFile(path.join(dataDir, 'readme.txt'), 'ours', { mode: 0o644 });
        return {};
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await oldInstall?.close();
  });

  it('makes the database, its -wal and -shm, and the uploaded files 0600, their folders 0700', async () => {
    const dataDir = ctx.dataDir;
    expect(await modeOf(dataDir)).toBe(0o700);
    for (const name of ['sinfxona.db', 'sinfxona.db-wal', 'sinfxona.db-shm'])
      expect([name, await modeOf(path.join(dataDir, name))]).toEqual([name, 0o600]);
    const stored = await walk(path.join(dataDir, 'files'));
    const files = [];
    for (const entry of stored) {
      const info = await stat(entry);
      if (info.isFile()) files.push(entry);
      expect([entry, info.mode & 0o777]).toEqual([entry, info.isDirectory() ? 0o700 : 0o600]);
    }
    expect(files).toHaveLength(1); // the submission's file
    expect(await modeOf(path.join(dataDir, 'files'))).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'tmp'))).toBe(0o700);
  });

  it("closes an older install's DATA_DIR at start, and leaves what is not the server's alone", async () => {
    const dataDir = oldInstall.dataDir;
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'sinfxona.db'))).toBe(0o600);
    expect(await modeOf(path.join(dataDir, 'files'))).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'files', 'ab'))).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'files', 'ab', 'abcdef'))).toBe(0o600);
    expect(await modeOf(path.join(dataDir, 'readme.txt'))).toBe(0o644);
  });
});
