import { readdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, makePng } from '../../demo/sample-files';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, grade, submit } from '../../test/fixtures';
import { bearer, json, registerUser, sendMultipart, type TestUser } from '../../test/http';
import { sweepFiles } from './sweep';

const DAY = 86_400_000;

describe.each(testDatabases)('the file sweep on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let student: TestUser;
  let classId: string;
  const download = (url: string) => ctx.app.inject({ method: 'GET', url });
  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const key of ctx.app.deps.files.list()) keys.push(key);
    return keys;
  };
  const keyOf = async (fileUrl: string) => {
    const id = fileUrl.split('?')[0]!.split('/').pop()!;
    return (await ctx.db.selectFrom('files').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow())
      .storage_key;
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher');
    student = await registerUser(ctx.app, 'student');
    classId = (await createClass(ctx.app, teacher, [student]))._id;
  });
  afterAll(async () => ctx?.close());

  it('stops a replaced task file at once and removes its bytes and row', async () => {
    const task = await createTask(ctx.app, teacher, { classId }, { filename: 'eski.pdf', content: makePdf(['eski']) });
    const oldUrl = task.file!.fileUrl;
    const oldKey = await keyOf(oldUrl);
    const replaced = await sendMultipart(ctx.app, 'PUT', `/api/tasks/${task._id}`, teacher, [
      { name: 'file', filename: 'yangi.png', content: makePng() },
    ]);
    const newUrl = json(replaced).data.task.file.fileUrl;
    expect((await download(oldUrl)).statusCode).toBe(404);
    expect((await download(newUrl)).statusCode).toBe(200);
    const report = await sweepFiles(ctx.app.deps, {
      now: new Date(Date.now() + 60_000),
      retentionDays: 30,
      graceMs: 0,
    });
    expect(report.orphanRows).toContain(oldKey);
    expect(await storedKeys()).not.toContain(oldKey);
    expect(await ctx.db.selectFrom('files').select('id').where('storage_key', '=', oldKey).execute()).toEqual([]);
    expect((await download(newUrl)).statusCode).toBe(200);
  });

  it('walks the files a page at a time and still finds every orphan row', async () => {
    const orphans: string[] = [];
    for (const name of ['birinchi', 'ikkinchi', 'uchinchi']) {
      const task = await createTask(
        ctx.app,
        teacher,
        { classId },
        { filename: `${name}.pdf`, content: makePdf([name]) },
      );
      orphans.push(await keyOf(task.file!.fileUrl));
      await sendMultipart(ctx.app, 'PUT', `/api/tasks/${task._id}`, teacher, [
        { name: 'file', filename: `${name}-yangi.png`, content: makePng() },
      ]);
    }
    // More rows than one page holds: the orphans sit on different pages.
    expect((await ctx.db.selectFrom('files').select('id').execute()).length).toBeGreaterThan(4);
    const report = await sweepFiles(ctx.app.deps, {
      now: new Date(Date.now() + 60_000),
      retentionDays: 30,
      graceMs: 0,
      pageSize: 2,
    });
    for (const key of orphans) expect(report.orphanRows).toContain(key);
    expect(await storedKeys()).not.toContain(orphans[0]);
  });

  it("stops a deleted task's links at once, and removes their bytes after the retention, keeping rows and grades", async () => {
    const task = await createTask(
      ctx.app,
      teacher,
      { classId, title: "O'chiriladigan" },
      { filename: 'shart.pdf', content: makePdf(['shart']) },
    );
    const submission = json(await submit(ctx.app, student, task._id)).data.submission;
    await grade(ctx.app, teacher, submission._id, 80);
    const keys = [await keyOf(task.file!.fileUrl), await keyOf(submission.fileUrl)];
    await ctx.app.inject({ method: 'DELETE', url: `/api/tasks/${task._id}`, headers: bearer(teacher) });
    expect((await download(task.file!.fileUrl)).statusCode).toBe(404);
    expect((await download(submission.fileUrl)).statusCode).toBe(404);

    const early = await sweepFiles(ctx.app.deps, {
      now: new Date(Date.now() + 10 * DAY),
      retentionDays: 30,
      graceMs: 0,
    });
    expect(early.purgedFiles).toEqual([]);
    expect(await storedKeys()).toEqual(expect.arrayContaining(keys));

    const late = await sweepFiles(ctx.app.deps, {
      now: new Date(Date.now() + 31 * DAY),
      retentionDays: 30,
      graceMs: 0,
    });
    expect(late.purgedFiles.sort()).toEqual([...keys].sort());
    const stored = await storedKeys();
    expect(keys.some((key) => stored.includes(key))).toBe(false);
    const rows = await ctx.db
      .selectFrom('files')
      .select(['storage_key', 'purged_at'])
      .where('storage_key', 'in', keys)
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.purged_at !== null)).toBe(true);
    const kept = await ctx.db
      .selectFrom('submissions')
      .select('score')
      .where('id', '=', submission._id)
      .executeTakeFirstOrThrow();
    expect(kept.score).toBe(80);
  });

  it('removes stored bytes no row names and .part files left by a crash, once they are older than the grace', async () => {
    const live = json(
      await submit(ctx.app, student, (await createTask(ctx.app, teacher, { classId, title: 'Tirik' }))._id),
    ).data.submission;
    const storeRoot = path.join(ctx.dataDir, 'files');
    const stray = 'zzStrayObjectFromACrashedUpload000000000000';
    await writeFile(path.join(storeRoot, stray.slice(0, 2), stray), 'x').catch(async () => {
      const { mkdir } = await import('node:fs/promises');
      await mkdir(path.join(storeRoot, stray.slice(0, 2)), { recursive: true });
      await writeFile(path.join(storeRoot, stray.slice(0, 2), stray), 'x');
    });
    const part = path.join(ctx.dataDir, 'tmp', 'interrupted.part');
    await writeFile(part, 'half an upload');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(part, hourAgo, hourAgo);
    const fresh = path.join(ctx.dataDir, 'tmp', 'in-flight.part');
    await writeFile(fresh, 'still arriving');

    const report = await sweepFiles(ctx.app.deps, { now: new Date(), retentionDays: 30, graceMs: 60_000 });
    // The stray object is new: within the grace it may still be an upload in flight.
    expect(report.strayObjects).not.toContain(stray);
    expect(report.tempFiles).toEqual(['interrupted.part']);
    expect(await readdir(path.join(ctx.dataDir, 'tmp'))).toEqual(['in-flight.part']);

    const later = await sweepFiles(ctx.app.deps, {
      now: new Date(Date.now() + 120_000),
      retentionDays: 30,
      graceMs: 60_000,
    });
    expect(later.strayObjects).toEqual([stray]);
    expect(await stat(path.join(storeRoot, stray.slice(0, 2), stray)).catch(() => null)).toBeNull();
    expect((await download(live.fileUrl)).statusCode).toBe(200);
  });
});
