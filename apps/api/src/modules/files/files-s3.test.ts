import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../demo/sample-files';
import type { S3FileStore } from '../../storage/s3-file-store';
import { createTestContext, type TestContext } from '../../test/context';
import { createClass, createTask } from '../../test/fixtures';
import { json, registerUser } from '../../test/http';
import { startS3, type TestS3 } from '../../test/s3';
import { sweepFiles } from './sweep';

/** A PDF (by its magic bytes) of about `megabytes` MB, so the upload to the bucket goes in parts. */
const bigPdf = (megabytes: number) => Buffer.concat([makePdf(['katta fayl']), randomBytes(megabytes * 1024 * 1024)]);

describe('the API on an S3 file store', () => {
  let s3: TestS3;
  let ctx: TestContext;

  beforeAll(async () => {
    s3 = await startS3('sinfxona-api');
    ctx = await createTestContext('sqlite', { env: s3.env });
  });
  afterAll(async () => {
    await ctx?.close();
    await s3?.stop();
  });

  it('uploads into the bucket and streams the same bytes back through the signed link', async () => {
    const teacher = await registerUser(ctx.app, 'teacher');
    const classId = (await createClass(ctx.app, teacher))._id;
    const content = bigPdf(6);
    const task = await createTask(ctx.app, teacher, { classId }, { filename: 'shart.pdf', content });
    const download = await ctx.app.inject({ method: 'GET', url: task.file!.fileUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(content)).toBe(true);
    const row = await ctx.db.selectFrom('files').select('storage_key').executeTakeFirstOrThrow();
    expect((await ctx.app.deps.files.stat(row.storage_key))?.size).toBe(content.length);
    // Nothing of it stays on this instance's disk: only the temp folder, empty again.
    expect(await readdir(path.join(ctx.dataDir, 'tmp'))).toEqual([]);
  });

  it('lets the sweep remove an old object no row names, and keeps a fresh one', async () => {
    const files = ctx.app.deps.files as S3FileStore;
    await files.upload('strayFromACrash', Readable.from([Buffer.from('x')]), 'application/pdf');
    const early = await sweepFiles(ctx.app.deps, { now: new Date(), retentionDays: 30, graceMs: 3_600_000 });
    expect(early.strayObjects).toEqual([]);
    const later = await sweepFiles(ctx.app.deps, {
      now: new Date(Date.now() + 2 * 3_600_000),
      retentionDays: 30,
      graceMs: 3_600_000,
    });
    expect(later.strayObjects).toEqual(['strayFromACrash']);
    expect(await files.stat('strayFromACrash')).toBeNull();
    const rows = await ctx.db.selectFrom('files').select('storage_key').execute();
    for (const row of rows) expect(await files.stat(row.storage_key)).not.toBeNull();
  });

  it('copies a task with its file into another class: a new object in the bucket, same bytes', async () => {
    const teacher = await registerUser(ctx.app, 'teacher');
    const classA = (await createClass(ctx.app, teacher, [], { name: '7-A' }))._id;
    const classB = (await createClass(ctx.app, teacher, [], { name: '7-B' }))._id;
    const content = makePdf(['nusxa']);
    const task = await createTask(ctx.app, teacher, { classId: classA }, { filename: 'shart.pdf', content });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/tasks/${task._id}/copy`,
      headers: { authorization: `Bearer ${teacher.token}` },
      payload: { classIds: [classB] },
    });
    expect(response.statusCode).toBe(201);
    const copied = json(response).data.tasks[0] as { _id: string; file: { fileUrl: string } };
    const keys = await ctx.db
      .selectFrom('tasks')
      .innerJoin('files', 'files.id', 'tasks.file_id')
      .select(['tasks.id', 'files.storage_key'])
      .where('tasks.id', 'in', [task._id, copied._id])
      .execute();
    const originalKey = keys.find((row) => row.id === task._id)!.storage_key;
    expect(keys.find((row) => row.id === copied._id)!.storage_key).not.toBe(originalKey);
    await ctx.app.deps.files.remove(originalKey);
    const download = await ctx.app.inject({ method: 'GET', url: copied.file.fileUrl });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
  });

  it('reports the store in /api/health, and answers 503 while the bucket cannot be reached', async () => {
    const healthy = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(healthy.statusCode).toBe(200);
    expect(json(healthy).data).toMatchObject({ status: 'ok', fileStore: 's3', fileStoreStatus: 'ok' });
    await s3.stop();
    const down = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(json(down)).toMatchObject({
      success: false,
      code: 'INTERNAL',
      data: { status: 'degraded', fileStore: 's3', fileStoreStatus: 'unreachable', database: 'sqlite' },
    });
  });
});
