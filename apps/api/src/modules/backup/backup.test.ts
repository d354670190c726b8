import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDataConfig, type DataConfig } from '../../config';
import { createDb, MIGRATION_NAMES, migrateTo, type DatabaseKind } from '../../db/database';
import { makePdf } from '../../demo/sample-files';
import { createFileStore } from '../../storage/create-file-store';
import { createTestContext, openAppOn, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, grade, submissionBody } from '../../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../../test/http';
import { createScratchDatabase } from '../../test/postgres';
import { ArchiveWriter, readAll, readArchive } from './archive';
import { BackupCheckError } from './check';
import { createBackup } from './create';
import { restoreBackup, verifyBackup } from './restore';

const temps: string[] = [];
const tempDir = async (prefix: string) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
};
afterAll(async () => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));

/** An empty place to restore into: a new folder, and a new PostgreSQL database when the source has one. */
async function emptyTarget(kind: DatabaseKind): Promise<{ target: DataConfig; drop(): Promise<void> }> {
  const dataDir = path.join(await tempDir('sinfxona-restore-'), 'data');
  const scratch =
    kind === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'sinfxona_restore') : null;
  const env = { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
  return { target: loadDataConfig({}, env), drop: async () => scratch?.drop() };
}

/** A server on restored data, built as the real one is. */
const appOn = (target: DataConfig) =>
  openAppOn({
    DATA_DIR: target.dataDir,
    ...(target.database.kind === 'postgres' ? { DATABASE_URL: target.database.url } : {}),
  });

/** Rewrites an archive entry by entry: `change` may alter an entry's bytes or drop it (null). */
async function rewrite(from: string, to: string, change: (name: string, body: Buffer) => Buffer | null) {
  const writer = new ArchiveWriter(to);
  await readArchive(from, async (entry) => {
    const body = change(entry.name, await readAll(entry.body, 1 << 30));
    if (body) await writer.addBuffer(entry.name, body);
  });
  return writer;
}

describe.each(testDatabases)('backup and restore on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let taskId: string;
  /** What each student handed in, and the score it got (null when not graded). */
  const handedIn = new Map<string, { file: Buffer; score: number | null }>();
  let archive: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher');
    const students = await Promise.all([1, 2, 3].map(() => registerUser(ctx.app, 'student')));
    const schoolClass = await createClass(ctx.app, teacher, students);
    const task = await createTask(
      ctx.app,
      teacher,
      { classId: schoolClass._id },
      { filename: 'topshiriq.pdf', content: makePdf(['Topshiriq']) },
    );
    taskId = task._id;
    for (const [index, student] of students.entries()) {
      const file = makePdf([`Javob ${index + 1}: ${student.fullName}`]);
      const body = submissionBody(`Javob ${index + 1}`, file);
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/submissions/${taskId}`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(student) },
      });
      const id = json(response).data.submission._id as string;
      const score = index < 2 ? 70 + index * 10 : null;
      if (score !== null) expect((await grade(ctx.app, teacher, id, score, 'Yaxshi')).statusCode).toBe(200);
      handedIn.set(id, { file, score });
    }
    archive = path.join(await tempDir('sinfxona-backups-'), 'school.tar.gz');
    await createBackup({ config: ctx.config, db: ctx.db, files: ctx.app.deps.files }, archive);
  });
  afterAll(async () => ctx?.close());

  it('writes a manifest with the schema, the row counts and a checksum per file, and verifies', async () => {
    const { manifest, files } = await verifyBackup(archive);
    expect(manifest.schemaVersion).toBe(MIGRATION_NAMES.at(-1));
    expect(manifest.database.kind).toBe(kind);
    expect(manifest.rowCounts).toMatchObject({ users: 4, submissions: 3, tasks: 1, files: 4 });
    expect(files).toBe(4);
    expect(manifest.pushKeys?.size).toBeGreaterThan(0);
    expect(manifest.files.every((file) => /^[0-9a-f]{64}$/.test(file.sha256) && file.size > 0)).toBe(true);
  });

  it('restores into an empty target, and a server there shows every submission, file and grade', async () => {
    const { target, drop } = await emptyTarget(kind);
    const restored = await restoreBackup(archive, target, { force: false });
    expect(restored.files).toBe(4);
    const app = await appOn(target);
    try {
      // The Web Push keys came back too: browsers' subscriptions keep working.
      const pushKey = async (server: typeof app) =>
        json(await server.inject({ method: 'GET', url: '/api/notifications/push/key', headers: bearer(teacher) })).data
          .publicKey as string;
      expect(await pushKey(app)).toBe(await pushKey(ctx.app));
      // The token secret came back too: the teacher is still signed in.
      const list = await app.inject({ method: 'GET', url: `/api/submissions/${taskId}`, headers: bearer(teacher) });
      const submissions = json(list).data.submissions as { _id: string; fileUrl: string; score: number | null }[];
      expect(submissions.map((s) => s._id).sort()).toEqual([...handedIn.keys()].sort());
      for (const submission of submissions) {
        const expected = handedIn.get(submission._id)!;
        expect(submission.score).toBe(expected.score);
        const download = await app.inject({ method: 'GET', url: submission.fileUrl });
        expect(download.rawPayload.equals(expected.file)).toBe(true);
      }
    } finally {
      await app.close();
      await drop();
    }
  });

  it('refuses a target that is not empty, and replaces it with force', async () => {
    const { target, drop } = await emptyTarget(kind);
    try {
      await restoreBackup(archive, target, { force: false });
      await expect(restoreBackup(archive, target, { force: false })).rejects.toThrow(/not empty.*--force/s);
      await writeFile(path.join(target.dataDir, 'left-over.txt'), 'x');
      const again = await restoreBackup(archive, target, { force: true });
      expect(again.files).toBe(4);
      expect(existsSync(path.join(target.dataDir, 'left-over.txt'))).toBe(false);
    } finally {
      await drop();
    }
  });

  it('finds a damaged file, a missing file and an entry the manifest does not list', async () => {
    const dir = await tempDir('sinfxona-tampered-');
    let damaged = '';
    let missing = '';
    const broken = await rewrite(archive, path.join(dir, 'broken.tar.gz'), (name, body) => {
      if (name.startsWith('files/') && !damaged) {
        damaged = name;
        const copy = Buffer.from(body);
        copy.writeUInt8(copy.readUInt8(copy.length - 1) ^ 1, copy.length - 1);
        return copy;
      }
      if (name.startsWith('files/') && !missing) {
        missing = name;
        return null;
      }
      return body;
    });
    await broken.addBuffer('files/not-in-the-manifest', Buffer.from('x'));
    await broken.finish();
    const failure = await verifyBackup(path.join(dir, 'broken.tar.gz')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BackupCheckError);
    expect((failure as BackupCheckError).problems).toEqual(
      expect.arrayContaining([
        `${damaged} is damaged (its size or SHA-256 differs)`,
        `${missing} is missing`,
        'files/not-in-the-manifest is not in the manifest',
      ]),
    );

    // An archive cut short has no manifest at its end.
    const { target, drop } = await emptyTarget(kind);
    try {
      const cut = await rewrite(archive, path.join(dir, 'cut.tar.gz'), (name, body) =>
        name === 'manifest.json' ? null : body,
      );
      await cut.finish();
      await expect(restoreBackup(path.join(dir, 'cut.tar.gz'), target, { force: false })).rejects.toThrow(
        /no manifest/,
      );
      // A failed restore leaves the target as empty as it found it.
      expect(await readdir(target.dataDir)).toEqual([]);
    } finally {
      await drop();
    }
  });
});

describe('a backup from an older version', () => {
  it('is migrated to the current schema on restore', async () => {
    const source = loadDataConfig({}, { DATA_DIR: await tempDir('sinfxona-old-') });
    const db = createDb(source.database);
    await migrateTo(db, '007-task-work-counts');
    const now = new Date().toISOString();
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        full_name: 'Aziza',
        email: 'a@maktab.uz',
        password_hash: 'x',
        role: 'student',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const archive = path.join(await tempDir('sinfxona-old-backup-'), 'old.tar.gz');
    const files = await createFileStore(source.fileStore);
    const written = await createBackup({ config: source, db, files }, archive);
    await files.close();
    await db.destroy();
    expect(written.manifest.schemaVersion).toBe('007-task-work-counts');

    const { target } = await emptyTarget('sqlite');
    const restored = await restoreBackup(archive, target, { force: false });
    expect(restored).toMatchObject({ schemaFrom: '007-task-work-counts', schemaTo: MIGRATION_NAMES.at(-1) });
  });
});

describe('scheduled backups', () => {
  const collect = () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    return { lines, stream };
  };
  const health = async (ctx: TestContext) =>
    json(await ctx.app.inject({ method: 'GET', url: '/api/health' })).data.backup as { last: string; ok: boolean };
  const until = async (check: () => Promise<boolean> | boolean) => {
    for (let i = 0; i < 200 && !(await check()); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  };

  it('writes a backup when due, keeps the newest BACKUP_KEEP and reports in /api/health', async () => {
    const dir = path.join(await tempDir('sinfxona-scheduled-'), 'backups');
    const log = collect();
    const ctx = await createTestContext('sqlite', {
      backups: true,
      logStream: log.stream,
      env: { BACKUP_DIR: dir, BACKUP_EVERY_HOURS: '0.0003', BACKUP_KEEP: '2' },
    });
    try {
      expect(await health(ctx)).toEqual({ last: null, ok: null });
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      await until(() => log.lines.filter((line) => line.msg === 'backup written').length >= 3);
      const after = await health(ctx);
      expect(after.ok).toBe(true);
      expect(Date.parse(after.last)).toBeGreaterThan(Date.now() - 60_000);
      await ctx.app.close();
      expect(log.lines.filter((line) => line.msg === 'backup written').length).toBeGreaterThanOrEqual(3);
      const kept = (await readdir(dir)).filter((name) => name.endsWith('.tar.gz'));
      expect(kept).toHaveLength(2);
      await verifyBackup(path.join(dir, kept.sort().at(-1)!));
    } finally {
      await ctx.close();
    }
  });

  it('logs a failed backup as an error and says so in /api/health', async () => {
    const log = collect();
    const failing = await createTestContext('sqlite', {
      backups: true,
      logStream: log.stream,
      // A folder that cannot be made: its parent is a file.
      beforeBuild: async (dataDir) => {
        await writeFile(path.join(dataDir, 'not-a-folder'), 'x');
        return { BACKUP_DIR: path.join(dataDir, 'not-a-folder', 'backups') };
      },
    });
    try {
      await failing.app.listen({ port: 0, host: '127.0.0.1' });
      await until(async () => (await health(failing)).ok === false);
      const status = await health(failing);
      expect(status.ok).toBe(false);
      expect(Date.parse(status.last)).toBeGreaterThan(Date.now() - 60_000);
      expect(log.lines.some((line) => line.msg === 'backup failed' && line.level === 50)).toBe(true);
    } finally {
      await failing.close();
    }
  });
});
